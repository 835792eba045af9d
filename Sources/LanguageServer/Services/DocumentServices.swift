import TabBarCore
import ProjectReader

/// The registry of document services: the one place that knows the kinds of document. It decides a
/// document's kind (and for source, who reads it) when it is opened and hands out the service of a kind.
/// A new kind of document is one more service here and one more line in `reading(uri:languageID:)`.
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

    /// How the document at `uri` opened with `languageID` (nil when read from disk) is read: source when
    /// the source service reads it (`SourceReading`), with its path and front-end; everything else is a
    /// configuration file.
    static func reading(uri: String, languageID: String?,
                        frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> DocumentReading {
        guard let source = SourceReading(uri: uri, languageID: languageID, frontEnds: frontEnds) else {
            return DocumentReading(kind: .configuration, source: nil)
        }
        return DocumentReading(kind: .source, source: source)
    }
}
