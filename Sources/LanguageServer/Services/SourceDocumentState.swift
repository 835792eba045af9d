import TabBarCore
import ProjectReader

/// What the code service keeps for an open Objective-C or Swift document beside its text: the path
/// the source index knows it by and what was last reported for it.
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

    /// The index path of a document that is Objective-C or Swift source, nil for any other
    /// (`DocumentServices.kind(uri:languageID:)` decides).
    static func indexPath(uri: String, languageID: String?,
                          frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> String? {
        guard DocumentServices.kind(uri: uri, languageID: languageID, frontEnds: frontEnds) == .source else { return nil }
        let name = DocumentURI.path(of: uri) ?? uri
        if let languageID, let suffix = SourceService.languageExtensions[languageID],
           SourceProjectReader.frontEnd(for: name, in: frontEnds) == nil {
            return name + suffix
        }
        return name
    }
}
