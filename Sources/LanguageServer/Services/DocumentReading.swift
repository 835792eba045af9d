/// Which service answers for a document and, for source, who reads it: decided once, when it is opened
/// (or read from disk for a request), by `DocumentServices.reading`, and kept with each of its snapshots.
struct DocumentReading: Sendable {
    /// The kind of document, which decides its service.
    let kind: DocumentKind
    /// For source, its path in the source index and its front-end; nil for any other kind.
    let source: SourceReading?
}
