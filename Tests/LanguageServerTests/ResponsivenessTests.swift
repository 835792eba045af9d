#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import Testing
@testable import LanguageServer
import TabBarTestSupport

/// The first minutes: `tabbar lsp` driven as an editor drives it, with documents at the
/// root of the disk and in a crowded folder that is no project, and the workspace at `/`
/// (then at the crowded folder itself, 100,000 files to index),
/// answers every request at once; TB014 still works in a real project once its catalogs
/// are found in the background.
@Suite(.serialized) struct ResponsivenessTests {
    /// What each answer may take: a bound on blocking, not a speed target (speed is measured by the
    /// benchmarks). A debug build answers in a few milliseconds; the synchronous catalog walk this guards
    /// against took seconds. The bound leaves room for a loaded machine (a 0.1 s bound failed under load).
    static let limit: Duration = .seconds(1)

    static let bar = """
    {
      "items": [
        { "title": "首页", "image": "home" },
        { "title": "我", "image": "hme" }
      ]
    }
    """

    /// Sends `message` and waits for what `answer` reads; the answer and how long it took.
    static func timed(_ endpoint: PipeEndpoint, _ message: JSON, _ answer: () -> JSON?) -> (JSON?, Duration) {
        let start = ContinuousClock.now
        endpoint.send(message)
        let reply = answer()
        return (reply, ContinuousClock.now - start)
    }

    /// The next `publishDiagnostics` for `uri`.
    static func diagnostics(_ endpoint: PipeEndpoint, for uri: String) -> JSON? {
        while let message = endpoint.notification("textDocument/publishDiagnostics") {
            if message["params"]?["uri"]?.stringValue == uri { return message["params"] }
        }
        return nil
    }

    static func open(_ uri: String) -> JSON {
        PipeEndpoint.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(bar)]])
    }

    static func hover(_ id: Int, _ uri: String) -> JSON {
        PipeEndpoint.request(id, "textDocument/hover", ["textDocument": ["uri": .string(uri)],
                                                        "position": ["line": 2, "character": 8]])
    }

    static func codes(_ published: JSON?) -> [String] {
        (published?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    @Test(.enabled(if: Subprocess.servesLSP, "the built tabbar binary does not serve `tabbar lsp` yet"))
    func answersAtOnceWhateverTheDiskHolds() throws {
        let crowded = try CrowdedFolder()
        defer { crowded.remove() }
        let process = try #require(Subprocess(arguments: ["lsp"], environment: ["HOME": crowded.base]))
        let server = process.endpoint
        // Wait until the process runs (a request before `initialize` is refused at once),
        // so that its start-up is not counted against `initialize`.
        server.send(PipeEndpoint.request(0, "shutdown"))
        #expect(server.reply(to: 0)?["error"]?["code"] == -32002)

        var timings: [(String, Duration)] = []
        let (initialized, initializeTime) = Self.timed(server, PipeEndpoint.request(1, "initialize", [
            "processId": .null, "rootUri": "file:///", "capabilities": [:]])) { server.reply(to: 1) }
        #expect(initialized?["result"]?["capabilities"] != nil)
        timings.append(("initialize", initializeTime))
        server.send(PipeEndpoint.notification("initialized", [:]))

        let rootURI = "file:///x.tabbar.json"
        let crowdedURI = DocumentURI.fileURI(path: crowded.folder + "/x.tabbar.json")
        var id = 2
        for uri in [rootURI, crowdedURI] {
            let (published, openTime) = Self.timed(server, Self.open(uri)) { Self.diagnostics(server, for: uri) }
            #expect(published?["version"] == 1, "no diagnostics for \(uri)")
            timings.append(("first diagnostics of \(uri)", openTime))
            let (hovered, hoverTime) = Self.timed(server, Self.hover(id, uri)) { server.reply(to: id) }
            #expect(hovered?["result"]?["contents"] != nil, "no hover for \(uri)")
            timings.append(("hover in \(uri)", hoverTime))
            id += 1
        }

        // A real project: TB014 once the background search has found its catalog.
        let projectPath = crowded.project + "/App/tabbar.json"
        crowded.write(projectPath, Self.bar)
        let projectURI = DocumentURI.fileURI(path: projectPath)
        let (first, projectTime) = Self.timed(server, Self.open(projectURI)) { Self.diagnostics(server, for: projectURI) }
        timings.append(("first diagnostics of \(projectURI)", projectTime))
        var published = first
        while published != nil, !Self.codes(published).contains("TB014") {
            published = Self.diagnostics(server, for: projectURI)
        }
        #expect(Self.codes(published).contains("TB014"), "TB014 never arrived for the project")
        #expect(published?["diagnostics"]?.arrayValue?.first { $0["code"] == "TB014" }?["message"]?.stringValue?
            .contains("did you mean \"home\"") == true)

        let (shut, shutdownTime) = Self.timed(server, PipeEndpoint.request(id, "shutdown")) { server.reply(to: id) }
        #expect(shut?["result"] == .null)
        timings.append(("shutdown", shutdownTime))
        server.send(PipeEndpoint.notification("exit"))
        #expect(process.wait() == 0)

        for (what, time) in timings {
            #expect(time < Self.limit, "\(what) took \(time), more than \(Self.limit)")
        }
        try Self.aLargeWorkspaceIsIndexedBehindTheRequests(crowded)
    }

    /// A workspace of 100,000 files: its source index is built on a worker thread, so `initialize`,
    /// the first diagnostics of a Swift file and a hover in it answer at once. (Run by the test
    /// above, on its crowded folder: making one takes seconds.)
    static func aLargeWorkspaceIsIndexedBehindTheRequests(_ crowded: CrowdedFolder) throws {
        let process = try #require(Subprocess(arguments: ["lsp"], environment: ["HOME": crowded.base]))
        let server = process.endpoint
        server.send(PipeEndpoint.request(0, "shutdown"))
        #expect(server.reply(to: 0)?["error"]?["code"] == -32002)

        var timings: [(String, Duration)] = []
        let (initialized, initializeTime) = Self.timed(server, PipeEndpoint.request(1, "initialize", [
            "processId": .null, "rootUri": .string(DocumentURI.fileURI(path: crowded.folder)), "capabilities": [:]])) {
            server.reply(to: 1)
        }
        #expect(initialized?["result"]?["capabilities"] != nil)
        timings.append(("initialize", initializeTime))
        server.send(PipeEndpoint.notification("initialized", [:]))
        let path = crowded.folder + "/flat0/MainTabBarController.swift"
        crowded.write(path, ShopApp.mainText())
        let uri = DocumentURI.fileURI(path: path)
        let open = PipeEndpoint.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(ShopApp.mainText())]])
        let (published, openTime) = Self.timed(server, open) { Self.diagnostics(server, for: uri) }
        #expect(published?["version"] == 1)
        timings.append(("first diagnostics of \(uri)", openTime))
        let hover = PipeEndpoint.request(2, "textDocument/hover", ["textDocument": ["uri": .string(uri)],
                                                                   "position": ["line": 9, "character": 30]])
        let (hovered, hoverTime) = Self.timed(server, hover) { server.reply(to: 2) }
        #expect(hovered?["result"]?["contents"] != nil)
        timings.append(("hover in \(uri)", hoverTime))
        server.send(PipeEndpoint.request(3, "shutdown"))
        #expect(server.reply(to: 3)?["result"] == .null)
        server.send(PipeEndpoint.notification("exit"))
        #expect(process.wait() == 0)
        for (what, time) in timings {
            #expect(time < Self.limit, "\(what) took \(time), more than \(Self.limit)")
        }
    }
}
