import JSONC
import Testing
@testable import LanguageServer

/// The server checks documents with the `.tabbarrc.json` above them, and reads it again when it changes.
@Suite struct ServerProjectSettingsTests {
    static let config = #"""
    { "items": [ { "title": "A", "image": "a", "viewController": { "title": "Other" } },
                 { "title": "B", "image": "b" }, { "title": "B", "image": "c" } ] }
    """#

    static func findings(_ client: LoopbackClient, _ uri: String) -> [String] {
        (client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue ?? []).compactMap { diagnostic in
            guard let code = diagnostic["code"]?.stringValue, let severity = diagnostic["severity"]?.numberValue else { return nil }
            return "\(code):\(Int(severity))"
        }.sorted()
    }

    @Test func ignoreSeverityAndBaselineApplyAndAChangeIsReadAgain() throws {
        let project = try TemporaryProject(["tabbar.json": Self.config])
        defer { project.remove() }
        let uri = project.uri("tabbar.json")
        let client = LoopbackClient()
        client.initialize()
        client.open(uri, Self.config)
        #expect(Self.findings(client, uri) == ["TB003:2", "TB009:2"], "no settings: warnings")

        project.write(".tabbarrc.json", #"{ "ignore": ["title-mismatch"], "severity": { "TB009": "error" } }"#)
        client.notify("workspace/didChangeWatchedFiles",
                      ["changes": [["uri": .string(project.uri(".tabbarrc.json")), "type": 1]]])
        #expect(Self.findings(client, uri) == ["TB009:1"], "TB003 ignored, TB009 an error")

        let baseline = """
        { "version": 1, "findings": [ { "code": "TB009", "path": "tabbar.json",
          "message": \(JSON.string(client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue ?? "").serialized()),
          "text": "\\"B\\"" } ] }
        """
        project.write("baseline.json", baseline)
        project.write(".tabbarrc.json", #"{ "ignore": ["TB003"], "baseline": "baseline.json" }"#)
        client.notify("workspace/didChangeWatchedFiles",
                      ["changes": [["uri": .string(project.uri(".tabbarrc.json")), "type": 2]]])
        #expect(Self.findings(client, uri) == [], "the baseline holds the TB009: \(client.lastDiagnostics(uri) ?? .null)")
    }

    @Test func aSettingsDocumentGetsItsOwnFindings() throws {
        let project = try TemporaryProject([:])
        defer { project.remove() }
        let uri = project.uri(".tabbarrc.json")
        let client = LoopbackClient()
        client.initialize()
        client.open(uri, #"{ "ignor": [], "severity": { "TB003": "fatal" } }"#)
        #expect(Self.findings(client, uri) == ["TB006:2", "TB007:1"], "\(client.lastDiagnostics(uri) ?? .null)")
    }
}

/// A `.tabbarrc.json` is completed and hovered with the settings' own keys, not a configuration's.
@Suite struct ProjectSettingsEditingTests {
    static let uri = "file:///work/app/.tabbarrc.json"

    @Test func completionOffersTheSettingsKeysNotPresent() throws {
        let marked = Marked(#"{ "ignore": ["TB014"], 1️⃣ }"#)
        let client = LoopbackClient()
        client.initialize(capabilities: [:], rootURI: "file:///work/app")
        client.open(Self.uri, marked.text)
        let result = try #require(client.request("textDocument/completion", [
            "textDocument": ["uri": .string(Self.uri)], "position": marked.position(1)]).result)
        let labels = (result["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("select") && labels.contains("severity") && labels.contains("failOn"), "\(labels)")
        #expect(!labels.contains("ignore"))
        #expect(!labels.contains("items") && !labels.contains("plusButton"))
    }

    @Test func hoverShowsTheSettingsKeyDocumentation() throws {
        let marked = Marked(#"{ "fail1️⃣On": "warning" }"#)
        let client = LoopbackClient()
        client.initialize(capabilities: [:], rootURI: "file:///work/app")
        client.open(Self.uri, marked.text)
        let result = try #require(client.request("textDocument/hover", [
            "textDocument": ["uri": .string(Self.uri)], "position": marked.position(1)]).result)
        let text = result["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("failOn"), "\(text)")
    }
}
