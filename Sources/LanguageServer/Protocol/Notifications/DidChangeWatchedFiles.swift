import JSONC

/// `workspace/didChangeWatchedFiles`: asset catalogs or source files changed on disk.
public struct DidChangeWatchedFiles: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    /// What happened to a file (`FileChangeType`).
    public enum ChangeType: Int, Sendable {
        case created = 1, changed = 2, deleted = 3
    }

    /// The changes, in order: each file's URI and what happened to it.
    public var changes: [(uri: String, type: ChangeType)]

    /// The URIs of the changed files.
    public var uris: [String] { changes.map(\.uri) }

    public init(params: JSON?) throws(ParamsError) {
        changes = try Params(params).array("changes").compactMap { change in
            guard let uri = change["uri"]?.stringValue else { return nil }
            return (uri, change["type"]?.intValue.flatMap(ChangeType.init(rawValue:)) ?? .changed)
        }
    }
}
