import ProjectReader
import TabBarCore

/// Who reads a source document, decided once when it is opened (`DocumentServices.reading`) and kept with
/// each of its snapshots: the path the source index knows it by, and the front-end (its language, and
/// through it the technologies) that reads it keystroke after keystroke.
struct SourceReading: Sendable {
    /// The file path, or for a buffer without one (`untitled:`) its URI with its language's extension.
    let path: String
    /// The front-end that reads it; nil when none of the server's reads `path` (a language the source
    /// service serves, in a server given no front-end for it).
    let frontEnd: (any SourceFrontEnd)?

    /// How the document at `uri` opened with `languageID` (nil when read from disk) is read as source; nil
    /// when it is no source document. A language id the source service serves decides; without one (or
    /// with another), a file one of `frontEnds` reads is source unless the client calls it JSON.
    init?(uri: String, languageID: String?, frontEnds: [any SourceFrontEnd]) {
        let path = DocumentURI.path(of: uri)
        let name = path ?? uri
        let frontEnd = SourceProjectReader.frontEnd(for: name, in: frontEnds)
        if let languageID, let suffix = SourceService.languageExtensions[languageID] {
            // A name no front-end reads takes the extension of the language it was opened in.
            self.path = frontEnd == nil ? name + suffix : name
            self.frontEnd = frontEnd ?? SourceProjectReader.frontEnd(for: self.path, in: frontEnds)
            return
        }
        guard languageID != "json", languageID != "jsonc", path != nil, let frontEnd else { return nil }
        self.path = name
        self.frontEnd = frontEnd
    }
}
