import JSONC
import LanguageServer
import ProjectReader
import TabBarCore
import TabBarWorkspace
import Testing

/// The toy front-end through the language server: handed to `TabBarServer` with the built-in
/// ones, its files are code documents, screened and read by the same source index, and published
/// with findings; nothing in the server knows the format.
@Suite struct FrontEndServerTests {
    /// A server in this process whose files live in a dictionary, with every message it sends.
    final class Session {
        var sent: [JSON] = []
        var events: [ServerEvent] = []
        var server: TabBarServer!

        init(files: [String: String], frontEnds: [any SourceFrontEnd] = FrontEndContractTests.frontEnds) {
            let standIn = SourceIndexSource(
                projectRoot: { _ in "/app" },
                scan: { root, _ in
                    let paths = files.keys.filter { $0.hasPrefix(root + "/") }.sorted()
                    return SourceTreeScan(root: root, recursive: true, files: paths, projectRoots: ["/app"],
                                          isIncomplete: false, entriesRead: paths.count)
                },
                read: { files[$0].map { Array($0.utf8) } },
                inline: true)
            let events = EventBox()
            server = TabBarServer(send: { [unowned self] in self.sent.append($0) }, log: { _ in },
                                  post: { events.push($0) }, assetSource: Self.noCatalogs, sourceFiles: standIn,
                                  frontEnds: frontEnds)
            self.box = events
        }

        private var box: EventBox?

        /// No asset catalog anywhere (TB014 stays silent).
        static let noCatalogs = AssetSource(scope: { .folder($0) },
                                            scan: { CatalogScan(scope: $0, index: nil, isIncomplete: false, entriesRead: 0) },
                                            inline: true)

        func handle(_ method: String, _ params: JSON, id: Int? = nil) {
            let message: IncomingMessage = id.map { .request(id: .number($0), method: method, params: params) }
                ?? .notification(method: method, params: params)
            _ = server.handle(.message(message))
            while let event = box?.pop() { _ = server.handle(event) }
        }

        /// The codes of the last diagnostics published for `uri`.
        func publishedCodes(_ uri: String) -> [String]? {
            let published = sent.filter { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) }
            guard case .array(let diagnostics)? = published.last?["params"]?["diagnostics"] else { return nil }
            return diagnostics.compactMap { diagnostic -> String? in
                if case .string(let code)? = diagnostic["code"] { return code }
                return nil
            }
        }
    }

    /// Background results posted by the server, handled after each message (one thread here).
    final class EventBox: @unchecked Sendable {
        private var queue: [ServerEvent] = []
        func push(_ event: ServerEvent) { queue.append(event) }
        func pop() -> ServerEvent? { queue.isEmpty ? nil : queue.removeFirst() }
    }

    @Test func aTabListIsServedWithItsFindings() {
        let path = "/app/Main.tabs"
        let session = Session(files: [path: FrontEndContractTests.tabs])
        session.handle("initialize", ["processId": .null, "rootUri": "file:///app", "capabilities": [:]], id: 1)
        session.handle("initialized", [:])
        session.handle("textDocument/didOpen", ["textDocument": ["uri": .string("file://" + path), "languageId": "plaintext",
                                                                 "version": 1, "text": .string(FrontEndContractTests.tabs)]])
        let codes = session.publishedCodes("file://" + path)
        #expect(codes?.contains("TB009") == true, "\(session.sent)")
        #expect(codes?.contains("TB013") == true)

        // An edit that gives the second tab its images and the third its own title clears both.
        let fixed = FrontEndContractTests.tabs
            .replacingFirst("消息 |  |  |", with: "消息 | msg | msg_selected |")
            .replacingFirst("首页 | mine", with: "我的 | mine")
        session.handle("textDocument/didChange", ["textDocument": ["uri": .string("file://" + path), "version": 2],
                                                  "contentChanges": [["text": .string(fixed)]]])
        #expect(session.publishedCodes("file://" + path) == [])
    }

    @Test func aToyTechnologysBarInSwiftIsServedBesideTheUIKitOne() {
        let path = "/app/MainTabBarController.swift"
        let session = Session(files: [path: TechnologyContractTests.swift], frontEnds: TechnologyContractTests.frontEnds)
        session.handle("initialize", ["processId": .null, "rootUri": "file:///app", "capabilities": [:]], id: 1)
        session.handle("initialized", [:])
        session.handle("textDocument/didOpen", ["textDocument": ["uri": .string("file://" + path), "languageId": "swift",
                                                                 "version": 1, "text": .string(TechnologyContractTests.swift)]])
        // Two TB009: the UIKit bar's second "Feed" and the toy bar's second 首页; TB013 on the toy's 消息.
        let codes = session.publishedCodes("file://" + path)
        #expect(codes?.filter { $0 == "TB009" }.count == 2, "\(session.sent)")
        #expect(codes?.contains("TB013") == true)

        // Renaming the toy's third tab and giving its second an image leaves the UIKit bar's finding alone.
        let edited = TechnologyContractTests.swift.replacingFirst("首页=mine", with: "我的=mine").replacingFirst("消息,", with: "消息=chat,")
        session.handle("textDocument/didChange", ["textDocument": ["uri": .string("file://" + path), "version": 2],
                                                  "contentChanges": [["text": .string(edited)]]])
        let after = session.publishedCodes("file://" + path)
        #expect(after?.filter { $0 == "TB009" }.count == 1)
        #expect(after?.contains("TB013") == false)
    }
}
