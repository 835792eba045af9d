/// The documents the client has open, by URI: the latest snapshot of each. The one place their
/// text changes; the services keep what they derive from it (checks, reported diagnostics).
final class DocumentStore {
    private var snapshots: [String: DocumentSnapshot] = [:]

    /// The open document at `uri`, nil when it is not open.
    subscript(uri: String) -> DocumentSnapshot? {
        snapshots[uri]
    }

    /// The URIs of the open documents, sorted.
    var sortedURIs: [String] { snapshots.keys.sorted() }

    /// Takes a newly opened document, or a document's new snapshot.
    func put(_ snapshot: DocumentSnapshot) {
        snapshots[snapshot.uri] = snapshot
    }

    /// Forgets the document at `uri`; returns its last snapshot, nil when it was not open.
    func remove(_ uri: String) -> DocumentSnapshot? {
        snapshots.removeValue(forKey: uri)
    }

    /// Forgets every document.
    func removeAll() {
        snapshots.removeAll()
    }
}
