import SourceCheck
import TabBarCore

/// What the server keeps for an open Objective-C or Swift document beside its text: the path the
/// source index knows it by and what was last reported for it.
struct SourceDocumentState {
    /// The file path, or for a buffer without one (`untitled:`) its URI with its language's extension.
    let path: String
    /// The diagnostics last published or answered to a pull; nil before the first.
    var reported: [LSPDiagnostic]?
    /// Bumped whenever `reported` changes: part of the pull diagnostics' result id.
    var revision = 0

    init(path: String) {
        self.path = path
    }

    /// The language ids served as source, and the file name extension a buffer without a path takes.
    static let languageExtensions = ["objective-c": ".m", "objective-cpp": ".mm", "swift": ".swift"]

    /// The index path of a document that is Objective-C or Swift source, nil for any other.
    /// A source language id decides; without one (or with another), a `.m`, `.mm`, `.h` or `.swift`
    /// file is source unless the client calls it JSON.
    static func indexPath(uri: String, languageID: String?) -> String? {
        let path = DocumentURI.path(of: uri)
        if let languageID, let suffix = languageExtensions[languageID] {
            let name = path ?? uri
            return SourceProjectReader.frontEnd(for: name) == nil ? name + suffix : name
        }
        if languageID == "json" || languageID == "jsonc" { return nil }
        guard let path, SourceProjectReader.frontEnd(for: path) != nil else { return nil }
        return path
    }
}
