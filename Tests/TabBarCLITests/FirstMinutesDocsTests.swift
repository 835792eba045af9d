import Foundation
import Testing
import TabBarCore
import TabBarWorkspace
@testable import TabBarCLI

/// What a newcomer reads first says what the code does: the install line gives the fast
/// binary, the examples said to be broken are (and only those), the pre-commit `rev` and
/// release tags match `tabbar --version`.
@Suite struct FirstMinutesDocsTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: checkout + "/" + relative, encoding: .utf8)
    }

    /// The first shell block after `heading` in `text`.
    static func firstShellBlock(after heading: String, in text: String) -> String? {
        guard let start = text.range(of: heading)?.upperBound,
              let open = text.range(of: "```sh\n", range: start..<text.endIndex),
              let close = text.range(of: "```", range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test func theFirstInstallLineBuildsTheFastBinary() throws {
        for (file, heading) in [("README.md", "## Install"), ("Editors/README.md", "Every set-up below")] {
            let block = try #require(Self.firstShellBlock(after: heading, in: try Self.read(file)))
            #expect(block.hasPrefix("./install.sh"), "\(file) does not install with install.sh first: \(block)")
        }
        let script = try Self.read("install.sh")
        // The flags bench/run measures as the release build on Linux (bench/harness/build.py).
        let bench = try Self.read("bench/harness/build.py")
        #expect(bench.contains(#""static-executable": ["--static-swift-stdlib", "-Xswiftc", "-static-executable"]"#))
        #expect(script.contains("Linux) set -- --static-swift-stdlib -Xswiftc -static-executable"))
        // The layout of link/tabbar.order (function sections, lld's symbol ordering) in both.
        for flags in ["-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld", "--no-warn-symbol-ordering"] {
            #expect(script.contains(flags))
            #expect(bench.contains(flags.split(separator: " ").map { #""\#($0)""# }.joined(separator: ", ")))
        }
        #expect(script.contains("--symbol-ordering-file=$(pwd)/link/tabbar.order"))
        #expect(bench.contains(#""--symbol-ordering-file=" + ORDER_FILE"#) && bench.contains(#""link", "tabbar.order""#))
        #expect(script.contains("$prefix/bin/tabbar") && script.contains("share/tabbar/docs/rules"))
        #expect(RuleDocumentationLocator.installedFolder == "../share/tabbar/docs/rules")
    }

    @Test func theExamplesSaidToBeBrokenAreTheBrokenOnes() throws {
        let readme = try Self.read("README.md")
        #expect(!readme.contains("one is broken on purpose"))
        #expect(readme.contains("Examples/broken.tabbar.json and syntax-error.tabbar.json are broken on purpose"))
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.checkout + "/Examples")
            .filter { $0.hasSuffix(".tabbar.json") }.sorted()
        #expect(examples.count >= 3)
        for name in examples {
            let run = CLIRunner.run(["check", "-q", "Examples/" + name], in: Self.checkout)
            let broken = ["broken.tabbar.json", "syntax-error.tabbar.json"].contains(name)
            #expect(run.exitCode == (broken ? 1 : 0), "\(name): exit \(run.exitCode)")
        }
    }

    @Test func preCommitRevAndReleaseTagsAgreeWithTheVersion() throws {
        let text = try Self.read("Editors/pre-commit/README.md")
        #expect(ToolVersion.releaseTag == "v" + TabBarVersion.current)
        #expect(CLIRunner.run(["--version"]).stdout == "tabbar \(ToolVersion.current)\n")
        #expect(text.contains("`\(ToolVersion.releaseTag)` for tabbar \(ToolVersion.current)"))
        let rev = try #require(text.split(separator: "\n").first { $0.contains("rev:") })
        let value = rev.split(separator: ":", maxSplits: 1)[1].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
        // No release is tagged yet: the example pins a full commit hash.
        #expect(value.count == 40 && value.allSatisfy(\.isHexDigit), "rev \(value) is not a full commit hash")
    }
}
