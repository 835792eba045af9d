import Foundation
import Testing
import TabBarCore
import TabBarWorkspace
@testable import TabBarCLI

/// Every documentation link leads to a page that exists: `TABBAR_DOCS_URL`, the pages
/// installed beside the binary, or the checkout's `docs/rules`; no link at all otherwise.
@Suite struct RuleDocumentationTests {
    /// This checkout's folder.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// The debug binary `swift build` made.
    static let binary = checkout + "/.build/debug/tabbar"

    /// Runs `executable` with `arguments`; its standard output.
    static func output(of executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: RuleDocumentationLocator.variable)
        process.environment = variables.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The `More:` address of `tabbar explain TB003`'s output, nil when there is none.
    static func moreLink(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("More: ") }.map { String($0.dropFirst("More: ".count)) }
    }

    /// The local path of a `file://` URL.
    static func path(ofFileURL url: String) -> String? {
        guard url.hasPrefix("file://") else { return nil }
        return URL(string: url)?.path
    }

    @Test func theVariableWinsThenInstalledPagesThenTheCheckout() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let system = LocalFileSystem(currentDirectory: tree.path)
        #expect(RuleDocumentationLocator.locate(variables: ["TABBAR_DOCS_URL": "https://example.org/r/"], executable: nil)
            .page(for: "TB001") == "https://example.org/r/TB001.md")
        #expect(RuleDocumentationLocator.locate(variables: [:], executable: tree.path + "/bin/tabbar", fileSystem: system) == .none)
        try tree.write("prefix/share/tabbar/docs/rules/README.md", "#")
        try tree.write("prefix/share/tabbar/docs/rules/TB000.md", "#")
        let installed = RuleDocumentationLocator.locate(variables: [:], executable: tree.path + "/prefix/bin/tabbar",
                                                        fileSystem: system)
        #expect(installed.page(for: "TB003") == "file://\(tree.path)/prefix/share/tabbar/docs/rules/TB003.md")
        try tree.write("My Checkout/docs/rules/README.md", "#")
        try tree.write("My Checkout/docs/rules/TB000.md", "#")
        let built = RuleDocumentationLocator.locate(variables: [:],
                                                    executable: tree.path + "/My Checkout/.build/x86_64-unknown-linux-gnu/release/tabbar",
                                                    fileSystem: system)
        #expect(built.page(for: "TB003") == "file://\(tree.path)/My%20Checkout/docs/rules/TB003.md")
    }

    @Test func withoutKnownPagesNothingLinksAnywhere() throws {
        let explain = CLIRunner.run(["explain", "TB003"])
        #expect(explain.exitCode == 0)
        #expect(Self.moreLink(explain.stdout) == nil)
        #expect(!explain.stdout.contains("https://"))
        let sarif = CLIRunner.run(["check", "-", "--format", "sarif"], stdin: Fixtures.fixable)
        #expect(!sarif.stdout.contains("helpUri") && !sarif.stdout.contains("informationUri"))
        let rules = CLIRunner.run(["rules", "--format", "json"])
        #expect(!rules.stdout.contains("\"documentation\""))
        let configured = CLIRunner.run(["explain", "TB003"], variables: ["TABBAR_DOCS_URL": "https://example.org/tabbar/rules"])
        #expect(Self.moreLink(configured.stdout) == "https://example.org/tabbar/rules/TB003.md")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "tabbar is not built"))
    func theBuiltBinaryLinksTheCheckoutsPages() throws {
        let link = try #require(Self.moreLink(try Self.output(of: Self.binary, ["explain", "TB003"])))
        let page = try #require(Self.path(ofFileURL: link), "not a file URL: \(link)")
        #expect(page == Self.checkout + "/docs/rules/TB003.md")
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "tabbar is not built"))
    func anInstalledCopyLinksItsInstalledPages() throws {
        // The layout install.sh makes: PREFIX/bin/tabbar and PREFIX/share/tabbar/docs/rules.
        let prefix = try TemporaryDirectory()
        defer { prefix.remove() }
        try prefix.mkdir("bin")
        try prefix.mkdir("share/tabbar/docs")
        try FileManager.default.copyItem(atPath: Self.binary, toPath: prefix.path + "/bin/tabbar")
        try FileManager.default.copyItem(atPath: Self.checkout + "/docs/rules", toPath: prefix.path + "/share/tabbar/docs/rules")
        let link = try #require(Self.moreLink(try Self.output(of: prefix.path + "/bin/tabbar", ["explain", "TB004"])))
        let page = try #require(Self.path(ofFileURL: link))
        #expect(page.hasSuffix("/share/tabbar/docs/rules/TB004.md"))
        #expect(page.hasPrefix(URL(fileURLWithPath: prefix.path).resolvingSymlinksInPath().path))
        #expect(FileManager.default.fileExists(atPath: page))
        let configured = try Self.output(of: prefix.path + "/bin/tabbar", ["explain", "TB004"],
                                         environment: ["TABBAR_DOCS_URL": "https://docs.example.org/rules"])
        #expect(Self.moreLink(configured) == "https://docs.example.org/rules/TB004.md")
    }
}
