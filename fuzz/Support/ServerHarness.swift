import JSONC
import TabBarCore
import TabBarWorkspace
@testable import LanguageServer

/// An in-process `tabbar lsp` for the fuzz targets: a reader, a queue and a server whose
/// output is collected; `initialize` is sent first (with the given encodings) and a
/// sample configuration is opened, so that fuzzed requests reach every feature.
final class ServerHarness {
    static let uri = "file:///fuzz/app/tabbar.json"
    static let sample = """
    {
      // 标签栏 😀
      "items": [
        { "title": "首页", "image": "home", "viewController": { "title": "Home" } },
        { "title": "消息", "image": "message", "badge": "3" },
        { "title": "发现", "image": "discover" }
      ],
      "plusButton": { "image": "plus", "width": 60, "height": 70, "multiplerInCenterY": 0.3 },
      "preview": { "devices": ["iphone-se", { "name": "tiny", "width": 320, "height": 480 }] }
    }
    """

    let queue = EventQueue()
    var reader: MessageReader
    var server: TabBarServer!
    var sent: [JSON] = []
    var exitCode: Int32?
    /// How many requests (answerable events) arrived per id, as JSON text.
    var received: [String: Int] = [:]

    init(encodings: [String]) {
        reader = MessageReader(queue: queue, maxMessageBytes: 1 << 20)
        let queue = self.queue
        let assets = AssetSource(
            scope: { .folder($0) },
            scan: { CatalogScan(scope: $0, index: AssetIndex(names: ["home", "message", "plus"], catalogs: ["A.xcassets"]),
                                isIncomplete: false, entriesRead: 0) },
            inline: true)
        server = TabBarServer(send: { [unowned self] in self.sent.append($0) }, log: { _ in },
                              post: { queue.push($0) }, assetSource: assets)
        let capabilities: JSON = ["general": ["positionEncodings": .array(encodings.map(JSON.string))],
                                  "textDocument": ["diagnostic": [:], "completion": ["completionItem": ["snippetSupport": true]]]]
        feed(OutgoingMessage.frame(OutgoingMessage.request(id: .number(0), method: "initialize",
                                                           params: ["processId": .null, "capabilities": capabilities])))
        feed(OutgoingMessage.frame(OutgoingMessage.notification(method: "initialized", params: [:])))
        open(Self.sample)
    }

    /// Feeds raw bytes and handles every event they complete.
    func feed(_ bytes: some Collection<UInt8>) {
        reader.receive(bytes)
        while exitCode == nil, let event = queue.tryPop() {
            switch event {
            case .message(.request(let id, _, _)), .cancelled(let id):
                received[id.json.serialized(), default: 0] += 1
            case .malformed(let failure):
                received[(failure.id?.json ?? .null).serialized(), default: 0] += 1
            default:
                break
            }
            exitCode = server.handle(event)
        }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON) {
        feed(OutgoingMessage.frame(OutgoingMessage.notification(method: method, params: params)))
    }

    /// Sends a request and returns the messages answering it.
    func request(_ id: Int, _ method: String, _ params: JSON) -> [JSON] {
        feed(OutgoingMessage.frame(OutgoingMessage.request(id: .number(id), method: method, params: params)))
        return sent.filter { $0["id"] == .number(Double(id)) && $0["method"] == nil }
    }

    func open(_ text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "languageId": "json",
                                                         "version": 1, "text": .string(text)]])
    }
}
