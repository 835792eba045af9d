import JSONC
import Testing
@testable import LanguageServer

/// What a broken or hostile client can send, one case per test. After each case the
/// server must still be running and must answer a hover on the open document: it answers
/// what can be answered and keeps serving.
@Suite struct HostileProtocolTests {
    // MARK: Support

    /// An initialised server with `Samples.bar` open.
    static func server() -> LoopbackClient {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Samples.bar)
        client.clear()
        return client
    }

    /// `body` framed with a correct `Content-Length`.
    static func frame(_ body: String) -> [UInt8] { frame(Array(body.utf8)) }

    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// A framed request.
    static func request(_ id: Int, _ method: String, _ params: JSON) -> [UInt8] {
        OutgoingMessage.frame(OutgoingMessage.request(id: .number(id), method: method, params: params))
    }

    /// The replies sent for `id` (a response has no method).
    static func replies(_ client: LoopbackClient, id: JSON) -> [JSON] {
        client.sent.filter { $0["method"] == nil && $0["id"] == id }
    }

    /// The server is alive and answers a hover on the open document with a result.
    static func expectServing(_ client: LoopbackClient, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(client.exitCode == nil, sourceLocation: sourceLocation)
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)],
                                                         "position": ["line": 3, "character": 8]])
        #expect(reply.messages.count == 1, sourceLocation: sourceLocation)
        #expect(reply.error == nil, sourceLocation: sourceLocation)
        #expect(reply.result?["contents"] != nil, sourceLocation: sourceLocation)
    }

    /// Feeds `bytes`, then expects one error with `code` (and `id`, null by default).
    static func expectError(_ bytes: [UInt8], code: Int, id: JSON = .null,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let client = server()
        client.feed(bytes)
        let errors = client.sent.filter { $0["error"] != nil }
        #expect(errors.count == 1, "\(client.sent)", sourceLocation: sourceLocation)
        #expect(errors.first?["error"]?["code"]?.intValue == code, sourceLocation: sourceLocation)
        #expect(errors.first?["id"] == id, sourceLocation: sourceLocation)
        expectServing(client, sourceLocation: sourceLocation)
    }

    // MARK: Headers and lengths

    @Test func noContentLengthHeader() {
        Self.expectError(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8), code: -32700)
    }

    @Test func negativeContentLength() {
        Self.expectError(Array("Content-Length: -5\r\n\r\n".utf8), code: -32700)
    }

    @Test func contentLengthThatOverflowsAnInteger() {
        Self.expectError(Array("Content-Length: 99999999999999999999999999\r\n\r\n".utf8), code: -32700)
    }

    @Test func contentLengthWrittenAsAFloat() {
        Self.expectError(Array("Content-Length: 1e3\r\n\r\n".utf8), code: -32700)
    }

    @Test func zeroContentLength() {
        Self.expectError(Array("Content-Length: 0\r\n\r\n".utf8), code: -32700)
    }

    @Test func headerLineWithoutAColon() {
        Self.expectError(Array("Garbage\r\nContent-Length: 2\r\n\r\n{}".utf8), code: -32700)
    }

    @Test func headerLongerThanTheLimit() {
        let client = Self.server()
        client.feed(Array(("X-Padding: " + String(repeating: "a", count: 20_000) + "\r\n\r\n").utf8))
        #expect(client.sent.contains { $0["error"]?["code"] == -32700 })
        Self.expectServing(client)
    }

    @Test func lineFeedOnlyHeadersAreAccepted() {
        let client = Self.server()
        let body = #"{"jsonrpc":"2.0","id":41,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(Samples.uri)"}}}"#
        client.feed(Array("Content-Length: \(body.utf8.count)\n\n\(body)".utf8))
        let reply = Self.replies(client, id: 41)
        #expect(reply.count == 1)
        #expect(reply.first?["result"]?.arrayValue?.isEmpty == false)
        Self.expectServing(client)
    }

    @Test func enormousDeclaredLengthIsRefusedWithoutAllocatingIt() {
        let client = Self.server()
        client.feed(Array("Content-Length: 9000000000000\r\n\r\n".utf8))
        #expect(client.sent.contains { $0["error"]?["code"] == -32600 || $0["error"]?["code"] == -32700 })
        #expect(client.exitCode == nil)
    }

    @Test func messageSplitIntoSingleBytesAmongGarbageHeaders() {
        let client = Self.server()
        let bytes = Array("X-Junk: 1\r\n".utf8) + Self.request(42, "textDocument/codeLens", ["textDocument": ["uri": .string(Samples.uri)]])
        for byte in bytes { client.feed([byte]) }
        #expect(Self.replies(client, id: 42).count == 1)
        Self.expectServing(client)
    }

    // MARK: Bodies

    @Test func invalidUTF8InsideAString() {
        let client = Self.server()
        var body = Array(#"{"jsonrpc":"2.0","id":43,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///"#.utf8)
        body += [0xC3, 0x28, 0xFF]
        body += Array(#"x.json"},"position":{"line":0,"character":0}}}"#.utf8)
        client.feed(Self.frame(body))
        // Either a parse error or an answer to 43; never silence, never a crash.
        #expect(!client.sent.isEmpty)
        Self.expectServing(client)
    }

    @Test func bodyIsNotJSON() {
        Self.expectError(Self.frame("hello, server"), code: -32700)
    }

    @Test func bodyIsTruncatedJSON() {
        Self.expectError(Self.frame(#"{"jsonrpc":"2.0","id":44,"method":"shutdown""#), code: -32700)
    }

    @Test(arguments: ["null", "true", "42", #""a string""#, "[]"])
    func bodyIsNotAnObject(_ body: String) {
        Self.expectError(Self.frame(body), code: -32600)
    }

    @Test func batchOfRequestsIsRefused() {
        Self.expectError(Self.frame(#"[{"jsonrpc":"2.0","id":45,"method":"shutdown"},{"jsonrpc":"2.0","id":46,"method":"shutdown"}]"#),
                         code: -32600)
    }

    @Test func idOfAnImpossibleType() {
        Self.expectError(Self.frame(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#), code: -32600)
    }

    @Test func methodThatIsNotAString() {
        Self.expectError(Self.frame(#"{"jsonrpc":"2.0","id":47,"method":["shutdown"]}"#), code: -32600, id: 47)
    }

    @Test func nestingFarBeyondTheLimit() {
        let deep = String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        Self.expectError(Self.frame(#"{"jsonrpc":"2.0","id":48,"method":"textDocument/hover","params":"# + deep + "}"),
                         code: -32700)
    }

    @Test func numbersOutsideEveryRange() {
        let client = Self.server()
        client.feed(Self.frame(#"{"jsonrpc":"2.0","id":1e400,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(Samples.uri)"},"position":{"line":1e400,"character":-1e400}}}"#))
        #expect(!client.sent.isEmpty)
        Self.expectServing(client)
    }

    @Test func responsesToRequestsTheServerNeverSent() {
        let client = Self.server()
        client.feed(Self.frame(#"{"jsonrpc":"2.0","id":987,"result":{"anything":true}}"#))
        client.feed(Self.frame(#"{"jsonrpc":"2.0","id":"nope","error":{"code":-1,"message":"x"}}"#))
        #expect(client.sent.isEmpty)
        Self.expectServing(client)
    }

    // MARK: Parameters

    /// Parameter shapes that match no method's expectations.
    static let wrongParams: [JSON] = [
        [], 42, "text", .bool(true),
        ["textDocument": 5],
        ["textDocument": ["uri": 7]],
        ["textDocument": ["uri": "not a uri"], "position": ["line": "a", "character": .null]],
        ["textDocument": ["uri": .string(Samples.uri)], "position": ["line": -1, "character": 1e300],
         "range": ["start": 3, "end": ["line": -5]], "context": ["diagnostics": [1, "x", [:]]],
         "options": ["tabSize": -4, "insertSpaces": "yes"], "format": 9, "device": ["x"]],
        ["command": 12, "arguments": "none"],
        ["command": "tabbar.preview", "arguments": [[:], 1]],
    ]

    @Test func wrongParameterTypesForEveryRequest() {
        let client = Self.server()
        var id = 1000
        for type in MessageRegistry.requests where type.method != "shutdown" {
            for params in Self.wrongParams {
                id += 1
                client.feed(Self.request(id, type.method, params))
                let replies = Self.replies(client, id: .number(Double(id)))
                #expect(replies.count == 1, "\(type.method) \(params.serialized())")
            }
        }
        Self.expectServing(client)
    }

    @Test func wrongParameterTypesForEveryNotification() {
        let client = Self.server()
        for type in MessageRegistry.notifications where type.method != "exit" {
            for params in Self.wrongParams {
                client.feed(OutgoingMessage.frame(OutgoingMessage.notification(method: type.method, params: params)))
            }
        }
        #expect(!client.sent.contains { $0["id"] != nil && $0["method"] == nil && $0["error"] == nil && $0["result"] == nil })
        client.open(Samples.uri, Samples.bar, version: 9)  // one of the cases was a valid didClose
        Self.expectServing(client)
    }

    @Test func editRangesPastTheEndAreClamped() {
        let client = Self.server()
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Samples.uri), "version": 2],
            "contentChanges": [
                ["range": ["start": ["line": 1_000_000, "character": 5], "end": ["line": 2_000_000, "character": 9]], "text": "\n// end"],
                ["range": ["start": ["line": 9, "character": 999], "end": ["line": 3, "character": 0]], "text": ""],
                ["range": ["start": ["line": -7, "character": -1], "end": ["line": 0, "character": 0]], "text": "// start\n"],
            ],
        ])
        let diagnostics = client.lastDiagnostics(Samples.uri)
        #expect(diagnostics?["version"] == 2)
        Self.expectServing(client)
    }

    @Test func editsToDocumentsThatAreNotOpen() {
        let client = Self.server()
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never/opened.tabbar.json", "version": 2],
                                                "contentChanges": [["text": "{}"]]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": "file:///never/opened.tabbar.json"]])
        #expect(client.sent.allSatisfy { $0["error"] == nil })
        Self.expectServing(client)
    }

    @Test func requestsAboutDocumentsThatAreNotOpen() {
        let client = Self.server()
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": "file:///never/opened.tabbar.json"],
                                                          "position": ["line": 0, "character": 0]])
        #expect(reply.messages.count == 1)
        Self.expectServing(client)
    }

    // MARK: Cancellation and ids

    @Test func cancelStorm() {
        let client = Self.server()
        var ids: [RequestID] = []
        for index in 0..<200 {
            let id = client.allocateID()
            ids.append(id)
            client.enqueue(OutgoingMessage.request(id: id, method: "textDocument/documentSymbol",
                                                   params: ["textDocument": ["uri": .string(Samples.uri)]]))
            // Cancel every other request, some twice, and ids that never existed.
            if index % 2 == 0 {
                client.enqueue(OutgoingMessage.notification(method: "$/cancelRequest", params: ["id": id.json]))
                client.enqueue(OutgoingMessage.notification(method: "$/cancelRequest", params: ["id": id.json]))
            }
            client.enqueue(OutgoingMessage.notification(method: "$/cancelRequest", params: ["id": .number(Double(100_000 + index))]))
            client.enqueue(OutgoingMessage.notification(method: "$/cancelRequest", params: ["id": ["weird": true]]))
        }
        client.drain()
        for (index, id) in ids.enumerated() {
            let reply = client.reply(to: id)
            #expect(reply.messages.count == 1, "request \(index)")
            if index % 2 == 0 { #expect(reply.errorCode == -32800, "request \(index)") }
        }
        Self.expectServing(client)
    }

    @Test func repeatedAndExoticRequestIDsAreEchoed() {
        let client = Self.server()
        let params: JSON = ["textDocument": ["uri": .string(Samples.uri)]]
        for id in [RequestID.string("😀-标签"), .string(""), .number(-1), .number(0)] {
            client.enqueue(OutgoingMessage.request(id: id, method: "textDocument/codeLens", params: params))
            client.enqueue(OutgoingMessage.request(id: id, method: "textDocument/codeLens", params: params))
        }
        client.drain()
        for id in [RequestID.string("😀-标签"), .string(""), .number(-1), .number(0)] {
            #expect(client.reply(to: id).messages.count == 2, "\(id)")
        }
        Self.expectServing(client)
    }

    @Test func initializeAgainAndRequestsAfterShutdown() {
        let client = Self.server()
        #expect(client.request("initialize", ["processId": .null, "capabilities": [:]]).errorCode == -32600)
        Self.expectServing(client)
        #expect(client.request("shutdown").result == .null)
        #expect(client.request("textDocument/hover", ["textDocument": ["uri": .string(Samples.uri)],
                                                      "position": ["line": 0, "character": 0]]).errorCode == -32600)
        #expect(client.exitCode == nil)
    }
}

/// The same hostility against the built `tabbar lsp` process: it must never die by a signal.
@Suite(.enabled(if: Subprocess.servesLSP, "the built tabbar binary is needed"))
struct HostileProcessTests {
    /// A signal number when the process died by one, else nil; and the exit code.
    static func run(_ bytes: [UInt8], then answerTo: Int? = nil) -> (signal: Int32?, exitCode: Int32, answered: Bool) {
        guard let process = Subprocess(arguments: ["lsp"]) else { return (nil, -1, false) }
        process.endpoint.timeout = 20_000
        process.endpoint.send(PipeEndpoint.request(1, "initialize", ["processId": .null, "capabilities": [:]]))
        _ = process.endpoint.reply(to: 1)
        process.endpoint.sendRaw(bytes)
        var answered = false
        if let answerTo {
            process.endpoint.send(PipeEndpoint.request(answerTo, "shutdown"))
            answered = process.endpoint.reply(to: answerTo)?["result"] == .null
        }
        process.endpoint.closeInput()
        let status = process.waitStatus()
        let signal = status & 0x7F
        return (signal == 0 ? nil : signal, (status >> 8) & 0xFF, answered)
    }

    @Test func endOfInputInTheMiddleOfABody() {
        let outcome = Self.run(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,".utf8))
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 1)
    }

    @Test func endOfInputInTheMiddleOfAHeader() {
        let outcome = Self.run(Array("Content-Len".utf8))
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 1)
    }

    @Test func garbageThenAValidRequestIsServed() {
        var garbage: [UInt8] = []
        var seed: UInt32 = 0x2545F491
        for _ in 0..<4096 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let byte = UInt8(truncatingIfNeeded: seed >> 24)
            garbage.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
        garbage += Array("\r\n\r\n".utf8)
        let outcome = Self.run(garbage, then: 9)
        #expect(outcome.signal == nil)
        #expect(outcome.answered)
        #expect(outcome.exitCode == 0)  // input ended after shutdown
    }

    @Test func everyFramingCaseInOneStream() {
        let cases = ["Content-Length: -1\r\n\r\n", "Content-Length: 1e9999\r\n\r\n", "Content-Length: 0\r\n\r\n",
                     "Content-Length: 2\n\n[]", "Content-Length: 4\r\n\r\nnull", "Junk\r\n\r\n"]
        let outcome = Self.run(cases.flatMap { Array($0.utf8) }, then: 10)
        #expect(outcome.signal == nil)
        #expect(outcome.answered)
    }
}
