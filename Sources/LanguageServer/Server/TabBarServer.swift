import ProjectReader
import JSONC
import TabBarCore
import TabBarWorkspace

/// The tabbar language server: lifecycle, documents and features. Single-threaded: it
/// handles one `ServerEvent` at a time and sends every message through `send`, so it
/// runs the same behind stdio and in tests.
public final class TabBarServer {
    /// Where the lifecycle stands.
    public enum State: Sendable, Hashable {
        case uninitialized, running, shutdown
    }

    public private(set) var state = State.uninitialized
    /// The capabilities the client declared in `initialize`.
    public private(set) var client = ClientCapabilities(nil)
    var settings = ServerSettings()
    /// Bumped when the settings or the asset catalogs change: cached checks go stale.
    var generation = 0
    /// The open documents' latest snapshots.
    let documents = DocumentStore()
    let assets: WorkspaceAssets
    /// The service of each kind of document (set at the end of `init`: the services refer back to the server).
    private(set) var services: DocumentServices!
    /// The source front-ends: which files are code documents, and who reads them.
    public let frontEnds: [any SourceFrontEnd]
    /// The `.tabbarrc.json` settings of the documents' projects.
    let projectSettings = ProjectSettingsStore()
    /// The workspace folders' paths from `initialize`.
    var workspaceFolders: [String] = []
    var replies = ReplyTracker()
    private var nextOutgoingID = 0
    private let sendMessage: (JSON) -> Void
    private let log: (String) -> Void
    /// Called with the client's process id, so the transport can watch it.
    private let watchProcess: (Int32) -> Void
    /// Where this copy's rule pages are, unless the settings name another place: looked up when
    /// the first diagnostic needs a link (it reads the disk), not before `initialize` is answered.
    private lazy var installedDocumentation: RuleDocumentation = locateDocumentation()
    private let locateDocumentation: () -> RuleDocumentation

    /// Creates a server.
    /// - Parameters:
    ///   - send: receives every outgoing message, in order.
    ///   - log: receives diagnostic lines about the server itself (standard error by default).
    ///   - watchProcess: receives the client's `processId` from `initialize`.
    ///   - post: queues an event for `handle` from any thread: how background results
    ///     (asset catalogs) reach the message loop.
    ///   - assetSource: where asset catalogs are searched (the disk, on a worker thread).
    ///   - sourceFiles: where the source index lists and reads files (the disk, on a worker thread).
    ///   - documentation: where the rule pages are (`codeDescription` links); none leaves links out.
    ///     Evaluated once, when a link is first needed.
    ///   - frontEnds: the source front-ends (the built-in ones; a test or a plug-in may add its own).
    public init(send: @escaping (JSON) -> Void, log: ((String) -> Void)? = nil,
                watchProcess: @escaping (Int32) -> Void = { _ in },
                post: @escaping @Sendable (ServerEvent) -> Void,
                assetSource: AssetSource = .disk(), sourceFiles: SourceIndexSource = .disk(),
                documentation: @autoclosure @escaping () -> RuleDocumentation = .none, frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) {
        self.frontEnds = frontEnds
        self.sendMessage = send
        self.log = log ?? { SystemCall.log($0) }
        self.watchProcess = watchProcess
        self.locateDocumentation = documentation
        self.assets = WorkspaceAssets(source: assetSource, deliver: { post(.assetsFound($0)) })
        self.services = DocumentServices(server: self, sourceFiles: sourceFiles, post: post)
    }

    /// Handles one event; returns the exit code when the server must stop.
    public func handle(_ event: ServerEvent) -> Int32? {
        switch event {
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            return handleNotification(method: method, params: params)
        case .message(.response(let id, _, let error)):
            if let error { log("the client answered \(id?.description ?? "null") with an error: \(error.serialized())") }
        case .cancelled(let id):
            if replies.begin(id) { reply(id, .failure(.requestCancelled)) }
        case .malformed(let failure):
            log("malformed message: \(failure.error.message)")
            if let id = failure.id, !replies.begin(id) { return nil }
            send(OutgoingMessage.error(id: failure.id, failure.error))
            if let id = failure.id { _ = replies.finish(id) }
        case .framingError(let error):
            log("framing: \(error)")
            if case .messageTooLarge = error {
                send(OutgoingMessage.error(id: nil, .invalidRequest(error.description)))
            } else {
                send(OutgoingMessage.error(id: nil, .parseError(error.description)))
            }
        case .endOfInput:
            return state == .shutdown ? 0 : 1
        case .parentExited:
            log("the client process is gone; exiting")
            return 1
        case .assetsFound(let report):
            if state == .running { assetsFound(report) }
        case .sourceIndexed(let report):
            if state == .running { services.source.sourceIndexed(report) }
        }
        return nil
    }

    // MARK: Lifecycle

    private func handleRequest(id: RequestID, method: String, params: JSON?) {
        guard replies.begin(id) else {
            log("request id \(id) is already pending; ignored")
            return
        }
        switch state {
        case .uninitialized where method != InitializeRequest.method:
            reply(id, .failure(.serverNotInitialized))
            return
        case .running where method == InitializeRequest.method:
            reply(id, .failure(.invalidRequest("the server is already initialized")))
            return
        case .shutdown:
            reply(id, .failure(.invalidRequest("the server is shut down: only 'exit' is accepted")))
            return
        default:
            break
        }
        guard let type = MessageRegistry.requestType(for: method) else {
            reply(id, .failure(.methodNotFound(method)))
            return
        }
        let request: any LSPRequest
        do {
            request = try type.init(params: params)
        } catch {
            reply(id, .failure(.invalidParams("\(method): \(error.message)")))
            return
        }
        dispatch(request, id: id)
    }

    private func handleNotification(method: String, params: JSON?) -> Int32? {
        if method == ExitNotification.method { return state == .shutdown ? 0 : 1 }
        guard state == .running, let type = MessageRegistry.notificationType(for: method) else {
            return nil  // before initialize, after shutdown, unknown and unhandled `$/` ones: ignored
        }
        do {
            dispatch(try type.init(params: params))
        } catch {
            log("\(method): \(error.message)")
        }
        return nil
    }

    /// The rule pages links point at: the `docsUrl` setting, else this copy's own pages.
    var ruleDocumentation: RuleDocumentation {
        settings.docsURL.map { RuleDocumentation(base: $0) } ?? installedDocumentation
    }

    /// Marks the server initialized with the client's capabilities.
    func didInitialize(_ request: InitializeRequest) {
        client = request.capabilities
        settings = request.options
        workspaceFolders = request.workspaceFolders.compactMap { DocumentURI.path(of: $0) }.map(PathNames.normalize)
        if let pid = request.processId, pid > 0, pid <= Int(Int32.max) { watchProcess(Int32(pid)) }
        state = .running
    }

    /// Enters the shut-down state.
    func didShutdown() {
        state = .shutdown
        documents.removeAll()
    }

    // MARK: Sending

    /// Sends the one reply to request `id`; a second reply is refused and logged.
    func reply(_ id: RequestID, _ result: Result<JSON, ResponseError>) {
        guard replies.finish(id) else {
            log("refused a second reply to request \(id)")
            return
        }
        switch result {
        case .success(let value): send(OutgoingMessage.response(id: id, result: value))
        case .failure(let error): send(OutgoingMessage.error(id: id, error))
        }
    }

    /// Runs a typed handler and replies with its result or error.
    func respond<Request: LSPRequest>(_ request: Request, id: RequestID,
                                      _ handler: (Request) throws(ResponseError) -> Request.Response) {
        do {
            reply(id, .success(try handler(request).json))
        } catch {
            reply(id, .failure(error))
        }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSON) {
        send(OutgoingMessage.notification(method: method, params: params))
    }

    /// Sends a request to the client; its answer is only logged when it is an error.
    func request(_ method: String, _ params: JSON) {
        nextOutgoingID += 1
        send(OutgoingMessage.request(id: .string("tabbar-\(nextOutgoingID)"), method: method, params: params))
    }

    private func send(_ message: JSON) {
        sendMessage(message)
    }

    /// Logs a line about the server itself.
    func logLine(_ line: String) {
        log(line)
    }
}
