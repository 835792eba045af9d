import JSONC
import TabBarCore
import TabBarWorkspace
@testable import LanguageServer

/// Drives a `TabBarServer` in-process through the same framing, decoding and queue as
/// the stdio transport: every message is framed, fed to a `MessageReader`, queued and
/// handled; what the server sends is collected. Catalog searches run inline against
/// `assetCatalogs` and their reports go through the queue like the real worker's.
/// Single-threaded (the `Sendable` conformance is for the inline asset source only).
final class LoopbackClient: @unchecked Sendable {
    let queue = EventQueue()
    private var reader: MessageReader
    private(set) var server: TabBarServer!
    /// Every message the server sent, in order.
    private(set) var sent: [JSON] = []
    /// The exit code once the server stopped.
    private(set) var exitCode: Int32?
    private var nextID = 0
    var logLines: [String] = []
    /// The image names of the catalogs of each project root, as the stand-in sees them: a
    /// document's project is the longest root its folder lies in.
    var assetCatalogs: [String: [String]]
    /// The roots scanned, in order.
    private(set) var scans: [String] = []
    /// The source files on the stand-in disk, by absolute path.
    var disk: [String: String]
    /// The folders of the stand-in disk holding a project marker.
    var projectMarkers: Set<String>
    /// The folders the source index scanned, in order (`r:` recursive, `f:` the folder alone).
    private(set) var sourceScans: [String] = []
    /// The files the source index read from the stand-in disk, in order.
    private(set) var sourceReads: [String] = []

    /// - Parameters:
    ///   - assets: the stand-in catalogs, by project root.
    ///   - source: a source of its own instead of the stand-in (`assets` and `scans` unused).
    ///   - disk: the source files of the stand-in disk, by absolute path.
    ///   - projectMarkers: the folders of the stand-in disk holding a project marker.
    ///   - sourceFiles: a source index source of its own instead of the stand-in disk.
    init(assets: [String: [String]] = [:], source custom: AssetSource? = nil, disk: [String: String] = [:],
         projectMarkers: Set<String> = [], sourceFiles customFiles: SourceIndexSource? = nil) {
        self.disk = disk
        self.projectMarkers = projectMarkers
        reader = MessageReader(queue: queue)
        assetCatalogs = assets
        let queue = self.queue
        let standIn = AssetSource(
            scope: { [unowned self] folder in
                let root = self.assetCatalogs.keys.filter { folder == $0 || folder.hasPrefix($0 + "/") }
                    .max { $0.count < $1.count }
                return root.map { .project(root: $0, isRepository: true) } ?? .folder(folder)
            },
            scan: { [unowned self] scope in
                self.scans.append(scope.path)
                let index = self.assetCatalogs[scope.path].map {
                    AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"])
                }
                return CatalogScan(scope: scope, index: index, isIncomplete: false, entriesRead: 0)
            },
            inline: true)
        let standInFiles = SourceIndexSource(
            projectRoot: { [unowned self] folder in
                self.projectMarkers.filter { folder == $0 || folder.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            },
            scan: { [unowned self] root, recursive in
                self.sourceScans.append((recursive ? "r:" : "f:") + root)
                let files = self.disk.keys.filter { path in
                    recursive ? path.hasPrefix(root + "/") : path.hasPrefix(root + "/") && !path.dropFirst(root.count + 1).contains("/")
                }.sorted()
                let markers = self.projectMarkers.filter { $0 == root || (recursive && $0.hasPrefix(root + "/")) }.sorted()
                return SourceTreeScan(root: root, recursive: recursive, files: files, projectRoots: markers,
                                      isIncomplete: false, entriesRead: files.count)
            },
            read: { [unowned self] path in
                self.sourceReads.append(path)
                return self.disk[path].map { Array($0.utf8) }
            },
            inline: true)
        server = TabBarServer(send: { [unowned self] in self.sent.append($0) },
                              log: { [unowned self] in self.logLines.append($0) },
                              post: { queue.push($0) }, assetSource: custom ?? standIn,
                              sourceFiles: customFiles ?? standInFiles)
    }

    /// Feeds raw bytes as they would arrive on stdin, then lets the server handle them.
    func feed(_ bytes: [UInt8]) {
        reader.receive(bytes)
        drain()
    }

    /// Handles every queued event.
    func drain() {
        while exitCode == nil, let event = queue.tryPop() {
            exitCode = server.handle(event)
        }
    }

    /// Feeds messages without handling them (to test cancellation of queued requests).
    func enqueue(_ message: JSON) {
        reader.receive(OutgoingMessage.frame(message))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON = .null) {
        feed(OutgoingMessage.frame(OutgoingMessage.notification(method: method, params: params)))
    }

    /// Sends a request and returns the reply to it.
    @discardableResult
    func request(_ method: String, _ params: JSON = .null) -> Reply {
        let id = allocateID()
        feed(OutgoingMessage.frame(OutgoingMessage.request(id: id, method: method, params: params)))
        return reply(to: id)
    }

    /// A new request id.
    func allocateID() -> RequestID {
        nextID += 1
        return .number(nextID)
    }

    /// The reply to `id` among the sent messages.
    func reply(to id: RequestID) -> Reply {
        let replies = sent.filter { $0["id"] == id.json && $0["method"] == nil }
        return Reply(messages: replies)
    }

    /// The sent notifications named `method`.
    func notifications(_ method: String) -> [JSON] {
        sent.filter { $0["method"]?.stringValue == method && $0["id"] == nil }
    }

    /// The last `publishDiagnostics` for `uri`.
    func lastDiagnostics(_ uri: String) -> JSON? {
        notifications("textDocument/publishDiagnostics").last { $0["params"]?["uri"]?.stringValue == uri }?["params"]
    }

    /// Forgets the sent messages.
    func clear() { sent.removeAll() }

    /// `initialize` then `initialized`, with client capabilities.
    @discardableResult
    func initialize(capabilities: JSON = [:], options: JSON? = nil, rootURI: String? = nil) -> Reply {
        var params: JSONObject = ["processId": .null, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        if let rootURI { params["rootUri"] = .string(rootURI) }
        let reply = request("initialize", .object(params))
        notify("initialized", [:])
        return reply
    }

    /// Opens a document.
    func open(_ uri: String, _ text: String, version: Int = 1, language: String = "json") {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(language),
                                                         "version": .number(Double(version)), "text": .string(text)]])
    }

    /// Replaces a document's whole text.
    func change(_ uri: String, _ text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .number(Double(version))],
                                          "contentChanges": [["text": .string(text)]]])
    }

    /// The `publishDiagnostics` sent for `uri` since the last `clear()`.
    func published(_ uri: String) -> [JSON] {
        notifications("textDocument/publishDiagnostics").compactMap { $0["params"] }
            .filter { $0["uri"]?.stringValue == uri }
    }

    /// The codes of the last diagnostics published for `uri`.
    func codes(_ uri: String) -> [String] {
        (lastDiagnostics(uri)?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// The answer to one request.
    struct Reply {
        let messages: [JSON]
        var result: JSON? { messages.first?["result"] }
        var error: JSON? { messages.first?["error"] }
        var errorCode: Int? { error?["code"]?.intValue }
    }
}

/// Capabilities shorthands.
enum Capabilities {
    static let utf8: JSON = ["general": ["positionEncodings": ["utf-8", "utf-16"]]]
    static let full: JSON = [
        "general": ["positionEncodings": ["utf-16"]],
        "textDocument": ["diagnostic": ["dynamicRegistration": false],
                         "completion": ["completionItem": ["snippetSupport": true]],
                         "documentSymbol": ["hierarchicalDocumentSymbolSupport": true]],
        "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true],
                      "diagnostics": ["refreshSupport": true]],
    ]
}
