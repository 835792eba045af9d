import JSONC
import Testing
@testable import LanguageServer

/// `tabbar lsp` as a subprocess on a real project on disk: the workspace indexed in the
/// background, a title changed in the configuration buffer, the view controller's TB003
/// published again without the view controller file being touched.
@Suite struct SourceEndToEndTests {
    /// The shop app's files, relative to its root, with its Podfile.
    static var files: [String: String] {
        var files: [String: String] = ["Podfile": "pod 'CYLTabBarController'\n"]
        for (path, text) in ShopApp.disk() { files[String(path.dropFirst(ShopApp.root.count + 1))] = text }
        return files
    }

    /// The next `publishDiagnostics` for `uri` that `accept` takes, skipping others.
    static func diagnostics(_ server: PipeEndpoint, for uri: String, where accept: (JSON) -> Bool) -> JSON? {
        while let message = server.notification("textDocument/publishDiagnostics") {
            if let params = message["params"], params["uri"]?.stringValue == uri, accept(params) { return params }
        }
        return nil
    }

    static func codes(_ params: JSON) -> [String] {
        (params["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    static func change(_ uri: String, _ text: String, version: Int) -> JSON {
        PipeEndpoint.notification("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": .number(Double(version))],
            "contentChanges": [["text": .string(text)]]])
    }

    @Test(.enabled(if: Subprocess.servesLSP, "the built tabbar binary does not serve `tabbar lsp` yet"))
    func aTitleChangeInTheConfigurationRepublishesTheViewController() throws {
        let project = try TemporaryProject(Self.files)
        defer { project.remove() }
        let process = try #require(Subprocess(arguments: ["lsp"]))
        let server = process.endpoint
        server.send(PipeEndpoint.request(1, "initialize", ["processId": .null, "rootUri": .string(project.uri("")),
                                                           "capabilities": [:]]))
        #expect(server.reply(to: 1)?["result"]?["capabilities"] != nil)
        server.send(PipeEndpoint.notification("initialized", [:]))
        let main = project.uri("App/Main/MainTabBarController.swift")
        let profile = project.uri("App/Profile/ProfileViewController.swift")
        for (uri, text) in [(main, ShopApp.mainText()), (profile, ShopApp.profileText)] {
            server.send(PipeEndpoint.notification("textDocument/didOpen", [
                "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]]))
        }
        #expect(Self.diagnostics(server, for: profile) { $0["version"] == 1 }.map(Self.codes) == [])

        server.send(Self.change(main, ShopApp.mainText(lastTitle: "Me"), version: 2))
        let appeared = Self.diagnostics(server, for: profile) { Self.codes($0).contains("TB003") }
        #expect(appeared?["version"] == 1, "the view controller file was not touched")
        server.send(Self.change(main, ShopApp.mainText(), version: 3))
        let gone = Self.diagnostics(server, for: profile) { Self.codes($0).isEmpty }
        #expect(gone?["version"] == 1)

        // The plus button's file and its registration, never opened, come from the index once it
        // has landed (asked again until then: nothing waits for it).
        var content = ""
        var id = 2
        let deadline = ContinuousClock.now + .seconds(20)
        while !content.contains("plus button PostButton"), ContinuousClock.now < deadline {
            server.send(PipeEndpoint.request(id, "tabbar/preview", ["textDocument": ["uri": .string(main)]]))
            content = server.reply(to: id)?["result"]?["content"]?.stringValue ?? ""
            id += 1
        }
        #expect(content.contains("plus button PostButton"), "\(content)")

        server.send(PipeEndpoint.request(id, "shutdown"))
        #expect(server.reply(to: id)?["result"] == .null)
        server.send(PipeEndpoint.notification("exit"))
        #expect(process.wait() == 0)
    }
}
