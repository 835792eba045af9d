#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// The server over real file descriptors: in-process on pipes (reader thread, queue,
/// writes), and as the `tabbar lsp` subprocess.
@Suite struct EndToEndTests {
    /// Runs `serve` on a thread; returns the client end and a box that receives the exit code
    /// and the lines the server logged (captured, not printed among the test results).
    static func startInProcess() -> (PipeEndpoint, ExitBox) {
        let (inRead, inWrite) = PipeEndpoint.pipePair()
        let (outRead, outWrite) = PipeEndpoint.pipePair()
        let box = ExitBox()
        ThreadLauncher.start {
            let code = LanguageServerEntry.serve(input: inRead, output: outWrite, log: { box.log($0) })
            close(outWrite)
            box.set(code)
        }
        return (PipeEndpoint(toServer: inWrite, fromServer: outRead), box)
    }

    /// A session every transport must get right.
    static func session(_ client: PipeEndpoint) {
        client.send(PipeEndpoint.request(1, "textDocument/hover"))
        #expect(client.reply(to: 1)?["error"]?["code"] == -32002)
        client.send(PipeEndpoint.request(2, "initialize", ["processId": .number(Double(getpid())),
                                                           "capabilities": Capabilities.utf8]))
        #expect(client.reply(to: 2)?["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
        client.send(PipeEndpoint.notification("initialized", [:]))
        // A message split in two writes, then malformed JSON, then more work.
        let open = OutgoingMessage.frame(PipeEndpoint.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(Samples.uri), "version": 1, "text": .string(Samples.bar)]]))
        client.sendRaw(Array(open[0..<17]))
        client.sendRaw(Array(open[17...]))
        let published = client.notification("textDocument/publishDiagnostics")
        #expect(published?["params"]?["version"] == 1)
        client.sendRaw(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect(client.next()?["error"]?["code"] == -32700)
        client.send(PipeEndpoint.request(3, "tabbar/preview", ["textDocument": ["uri": .string(Samples.uri)], "format": "json"]))
        #expect(client.reply(to: 3)?["result"]?["format"] == "json")
        client.send(PipeEndpoint.request(4, "shutdown"))
        #expect(client.reply(to: 4)?["result"] == .null)
        client.send(PipeEndpoint.notification("exit"))
        #expect(client.next() == nil)
        #expect(client.framingErrors.isEmpty)
    }

    @Test func inProcessOverPipes() {
        let (client, box) = Self.startInProcess()
        Self.session(client)
        client.closeInput()
        #expect(box.wait() == 0)
        #expect(box.logged.contains { $0.hasPrefix("malformed message: Parse error") })
    }

    @Test func inProcessEndsWithOneWhenInputClosesWithoutShutdown() {
        let (client, box) = Self.startInProcess()
        client.send(PipeEndpoint.request(1, "initialize", ["capabilities": [:]]))
        #expect(client.reply(to: 1) != nil)
        client.closeInput()
        #expect(box.wait() == 1)
    }

    @Test(.enabled(if: Subprocess.servesLSP, "the built tabbar binary does not serve `tabbar lsp` yet"))
    func subprocessSession() throws {
        let process = try #require(Subprocess(arguments: ["lsp"]))
        Self.session(process.endpoint)
        process.endpoint.closeInput()
        #expect(process.wait() == 0)
    }

    @Test(.enabled(if: Subprocess.servesLSP, "the built tabbar binary does not serve `tabbar lsp` yet"))
    func subprocessLinksRulePagesThatExist() throws {
        let process = try #require(Subprocess(arguments: ["lsp"], environment: ["TABBAR_DOCS_URL": ""]))
        let client = process.endpoint
        client.send(PipeEndpoint.request(1, "initialize", ["processId": .null, "capabilities": [:]]))
        #expect(client.reply(to: 1)?["result"]?["serverInfo"]?["version"] == .string(ToolVersion.current))
        client.send(PipeEndpoint.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(Samples.uri), "version": 1,
                             "text": #"{ "items": [ { "title": "A", "image": "a" }, { "title": "A" } ] }"#]]))
        let diagnostics = client.notification("textDocument/publishDiagnostics")?["params"]?["diagnostics"]?.arrayValue ?? []
        let links = diagnostics.compactMap { $0["codeDescription"]?["href"]?.stringValue }
        #expect(!links.isEmpty && links.count == diagnostics.count)
        for link in links {
            #expect(link.hasPrefix("file:///"), "not a file URL: \(link)")
            let path = DocumentURI.path(of: link) ?? ""
            #expect(path.hasSuffix("/docs/rules/" + (link.split(separator: "/").last.map(String.init) ?? "")))
            #expect(access(path, R_OK) == 0, "\(path) does not exist")
        }
        client.send(PipeEndpoint.request(2, "shutdown"))
        _ = client.reply(to: 2)
        client.send(PipeEndpoint.notification("exit"))
        #expect(process.wait() == 0)
    }

    @Test(.enabled(if: Subprocess.servesLSP, "the built tabbar binary does not serve `tabbar lsp` yet"))
    func subprocessExitsWithOneWithoutShutdown() throws {
        let process = try #require(Subprocess(arguments: ["lsp"]))
        process.endpoint.send(PipeEndpoint.request(1, "initialize", ["capabilities": [:]]))
        #expect(process.endpoint.reply(to: 1) != nil)
        process.endpoint.send(PipeEndpoint.notification("exit"))
        #expect(process.wait() == 1)
    }
}

/// An exit code and the logged lines handed from the server thread to the test.
final class ExitBox: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var code: Int32?
    private var lines: [String] = []

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    func set(_ value: Int32) {
        pthread_mutex_lock(&mutex)
        code = value
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Records a line the server logged.
    func log(_ line: String) {
        pthread_mutex_lock(&mutex)
        lines.append(line)
        pthread_mutex_unlock(&mutex)
    }

    /// The lines logged so far.
    var logged: [String] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return lines
    }

    func wait() -> Int32 {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while code == nil { pthread_cond_wait(&condition, &mutex) }
        return code!
    }
}
