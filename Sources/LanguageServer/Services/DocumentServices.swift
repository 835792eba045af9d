import TabBarCore
import ProjectReader

/// The registry of document services: the one place that knows the kinds of document. It decides a
/// document's kind when it is opened and hands out the service of a kind. A new kind of document is
/// one more service here and one more line in `kind(uri:languageID:)`.
struct DocumentServices {
    /// `tabbar.json` and `*.tabbar.json` files, and any document that is no other kind.
    let configuration: ConfigurationService
    /// Objective-C and Swift files, through the source index.
    let source: SourceService

    /// Every service, in the order workspace events reach them.
    var all: [any DocumentService] { [configuration, source] }

    /// The services of `server`; the source service builds its index from `sourceFiles`.
    init(server: TabBarServer, sourceFiles: SourceIndexSource, post: @escaping @Sendable (ServerEvent) -> Void) {
        configuration = ConfigurationService(server: server)
        source = SourceService(server: server, sourceFiles: sourceFiles, post: post)
    }

    /// The service answering for documents of `kind`.
    func service(for kind: DocumentKind) -> any DocumentService {
        all.first { $0.kind == kind } ?? configuration
    }

    /// The kind of the document at `uri` opened with `languageID` (nil when read from disk). A
    /// language id the code service serves decides; without one (or with another), a file one of
    /// the source front-ends reads is code unless the client calls it JSON. Everything else is a
    /// configuration file.
    static func kind(uri: String, languageID: String?,
                     frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> DocumentKind {
        if let languageID, SourceService.languageExtensions[languageID] != nil { return .source }
        if languageID == "json" || languageID == "jsonc" { return .configuration }
        guard let path = DocumentURI.path(of: uri), SourceProjectReader.frontEnd(for: path, in: frontEnds) != nil else {
            return .configuration
        }
        return .source
    }
}
