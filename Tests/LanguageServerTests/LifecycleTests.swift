import JSONC
import Testing
@testable import LanguageServer

/// The lifecycle of SPEC section 6, through the in-process loopback.
@Suite struct LifecycleTests {
    @Test func requestsBeforeInitializeGetServerNotInitialized() {
        let client = LoopbackClient()
        #expect(client.request("textDocument/hover", [:]).errorCode == -32002)
        #expect(client.request("shutdown").errorCode == -32002)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.json", "version": 1, "text": "{}"]])
        #expect(client.notifications("textDocument/publishDiagnostics").isEmpty)
    }

    @Test func initializeAdvertisesTheCapabilities() throws {
        let client = LoopbackClient()
        let result = try #require(client.initialize(capabilities: Capabilities.full).result)
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        #expect(capabilities["hoverProvider"] == true)
        #expect(capabilities["documentFormattingProvider"] == true)
        // A source file's findings depend on others (a view controller's title on the configuration).
        #expect(capabilities["diagnosticProvider"]?["interFileDependencies"] == true)
        #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "refactor.rewrite", "source.fixAll.tabbar"])
        #expect(capabilities["executeCommandProvider"]?["commands"] == ["tabbar.preview"])
        #expect(capabilities["completionProvider"] != nil)
        #expect(capabilities["inlayHintProvider"] != nil)
        #expect(capabilities["codeLensProvider"] != nil)
        #expect(capabilities["documentSymbolProvider"] == true)
        #expect(result["serverInfo"]?["name"] == "tabbar")
        // Watchers for asset catalogs and source files are registered after `initialized`.
        let registration = client.sent.first { $0["method"] == "client/registerCapability" }
        #expect(registration?["params"]?["registrations"]?.arrayValue?.first?["registerOptions"]?["watchers"]
            == [["globPattern": "**/*.xcassets/**"], ["globPattern": "**/*.{m,mm,h,swift,storyboard}"],
                ["globPattern": "**/{.tabbarrc.json,*baseline*.json}"]])
    }

    /// A client that registers completion, formatting and symbols at run time gets them for
    /// tab-bar files only, so they never compete with clangd or sourcekit-lsp on a source buffer.
    @Test func completionFormattingAndSymbolsAreRegisteredForTabBarFilesOnly() throws {
        let client = LoopbackClient()
        let dynamic: JSON = ["dynamicRegistration": true]
        let capabilities = try #require(client.initialize(capabilities: [
            "textDocument": ["completion": dynamic, "formatting": dynamic, "documentSymbol": dynamic]]).result?["capabilities"])
        #expect(capabilities["completionProvider"] == nil)
        #expect(capabilities["documentFormattingProvider"] == nil)
        #expect(capabilities["documentSymbolProvider"] == nil)
        #expect(capabilities["hoverProvider"] == true)
        let registrations = client.sent.first { $0["method"] == "client/registerCapability" }?["params"]?["registrations"]?
            .arrayValue ?? []
        #expect(registrations.compactMap { $0["method"]?.stringValue }
            == ["textDocument/completion", "textDocument/formatting", "textDocument/documentSymbol"])
        for registration in registrations {
            #expect(registration["registerOptions"]?["documentSelector"]
                == [["pattern": "**/tabbar.json"], ["pattern": "**/*.tabbar.json"]])
        }
        #expect(registrations.first?["registerOptions"]?["triggerCharacters"] == ["\"", ":"])
    }

    @Test func pullDiagnosticsAreAdvertisedOnlyToClientsThatPull() throws {
        let client = LoopbackClient()
        let capabilities = try #require(client.initialize().result?["capabilities"])
        #expect(capabilities["diagnosticProvider"] == nil)
    }

    @Test func secondInitializeIsAnInvalidRequest() {
        let client = LoopbackClient()
        client.initialize()
        #expect(client.request("initialize", ["capabilities": [:]]).errorCode == -32600)
    }

    @Test func shutdownThenExitEndsWithZero() {
        let client = LoopbackClient()
        client.initialize()
        let reply = client.request("shutdown")
        #expect(reply.result == .null)
        #expect(reply.error == nil)
        #expect(client.request("textDocument/hover", [:]).errorCode == -32600)
        #expect(client.request("shutdown").errorCode == -32600)
        #expect(client.exitCode == nil)
        client.notify("exit")
        #expect(client.exitCode == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        let client = LoopbackClient()
        client.initialize()
        client.notify("exit")
        #expect(client.exitCode == 1)
        let early = LoopbackClient()
        early.notify("exit")
        #expect(early.exitCode == 1)
    }

    @Test func endOfInputEndsTheServer() {
        let client = LoopbackClient()
        client.initialize()
        client.queue.push(.endOfInput)
        client.drain()
        #expect(client.exitCode == 1)
        let clean = LoopbackClient()
        clean.initialize()
        clean.request("shutdown")
        clean.queue.push(.endOfInput)
        clean.drain()
        #expect(clean.exitCode == 0)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsAreIgnored() {
        let client = LoopbackClient()
        client.initialize()
        let reply = client.request("textDocument/definition", ["textDocument": ["uri": "file:///a.json"]])
        #expect(reply.errorCode == -32601)
        client.clear()
        client.notify("$/setTrace", ["value": "verbose"])
        client.notify("$/progress", ["token": 1, "value": [:]])
        client.notify("workspace/didRenameFiles", ["files": []])
        #expect(client.sent.isEmpty)
        #expect(client.exitCode == nil)
    }

    @Test func invalidParamsAreReported() {
        let client = LoopbackClient()
        client.initialize()
        #expect(client.request("textDocument/hover", ["textDocument": [:]]).errorCode == -32602)
        #expect(client.request("tabbar/preview", ["textDocument": ["uri": "file:///nowhere/x.json"]]).errorCode == -32602)
    }

    @Test func cancelledQueuedRequestIsAnsweredWithRequestCancelled() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Samples.bar)
        let id = client.allocateID()
        client.enqueue(OutgoingMessage.request(id: id, method: "textDocument/documentSymbol",
                                               params: ["textDocument": ["uri": .string(Samples.uri)]]))
        client.enqueue(OutgoingMessage.notification(method: "$/cancelRequest", params: ["id": id.json]))
        client.drain()
        let reply = client.reply(to: id)
        #expect(reply.messages.count == 1)
        #expect(reply.errorCode == -32800)
        // A cancel for an answered request changes nothing.
        let answered = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Samples.uri)]])
        client.notify("$/cancelRequest", ["id": 99])
        #expect(answered.result != nil)
    }

    @Test func everyRequestGetsExactlyOneReply() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Samples.bar)
        let document: JSON = ["uri": .string(Samples.uri)]
        let position: JSON = ["line": 3, "character": 10]
        let range: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 20, "character": 0]]
        let calls: [(String, JSON)] = [
            ("textDocument/hover", ["textDocument": document, "position": position]),
            ("textDocument/completion", ["textDocument": document, "position": position]),
            ("textDocument/documentSymbol", ["textDocument": document]),
            ("textDocument/inlayHint", ["textDocument": document, "range": range]),
            ("textDocument/codeLens", ["textDocument": document]),
            ("textDocument/codeAction", ["textDocument": document, "range": range, "context": ["diagnostics": []]]),
            ("textDocument/formatting", ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]]),
            ("textDocument/diagnostic", ["textDocument": document]),
            ("tabbar/preview", ["textDocument": document, "format": "json"]),
            ("workspace/executeCommand", ["command": "tabbar.preview", "arguments": [["textDocument": document]]]),
            ("nope/nothing", [:]),
        ]
        for (method, params) in calls {
            let reply = client.request(method, params)
            #expect(reply.messages.count == 1, "\(method)")
        }
        #expect(client.server.replies.count == 0)
    }

    @Test func aSecondReplyToTheSameRequestIsRefused() {
        let client = LoopbackClient()
        client.initialize()
        let before = client.sent.count
        client.server.reply(.number(12345), .success(.null))
        #expect(client.sent.count == before)
        #expect(client.logLines.contains { $0.contains("second reply") })
    }
}
