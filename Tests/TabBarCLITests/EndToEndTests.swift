import Foundation
import Testing

/// Runs the built `tabbar` executable as a subprocess, as a shell, an Xcode build phase or CI would.
@Suite(.serialized) struct EndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `.build/debug/tabbar` (or the build folder `swift test` used).
    static func executable() throws -> URL {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [bundle.appendingPathComponent("tabbar"),
                          packageRoot.appendingPathComponent(".build/debug/tabbar")]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "build the executable first (swift build); looked at \(candidates.map(\.path))")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        process.environment = variables
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    @Test func checkExamplesFindsTheBrokenFilesOnly() throws {
        let output = try Self.run(["check", "Examples"])
        #expect(output.status == 1)
        let headers = output.stdout.split(separator: "\n").filter { $0.hasPrefix("Examples/") }
        let files = Set(headers.map { String($0.prefix { $0 != ":" }) })
        // The example apps in source report what their EXPECTED.txt lists (SourceFixtureTests checks the lines).
        // So do the storyboard apps (StoryboardFixtureTests), the UIKit apps (UIKitFixtureTests) and the SwiftUI apps
        // (SwiftUIFixtureTests).
        var sources: Set<String> = []
        for folder in ["Sources", "Storyboards", "UIKit", "SwiftUI"] {
            let apps = Self.packageRoot.appendingPathComponent("Examples/" + folder)
            for app in try FileManager.default.contentsOfDirectory(atPath: apps.path) {
                let expected = (try? String(contentsOf: apps.appendingPathComponent(app + "/EXPECTED.txt"), encoding: .utf8)) ?? ""
                for line in expected.split(separator: "\n") where !line.isEmpty && !line.hasPrefix("#") {
                    sources.insert("Examples/\(folder)/\(app)/" + line.prefix { $0 != ":" })
                }
            }
        }
        #expect(files == Set(["Examples/broken.tabbar.json", "Examples/syntax-error.tabbar.json",
                              "Examples/weibo.tabbar.json", "Examples/xianyu.tabbar.json"]).union(sources))
        // The good examples have no finding but their intended infos (a raised plus button).
        for header in headers where header.contains(".tabbar.json") && !header.contains("broken") && !header.contains("syntax-error") {
            #expect(header.contains("info[TB011]"), "\(header)")
        }
        #expect(!output.stdout.contains("\u{1B}["), "no colour when stdout is a pipe")
        #expect(output.stdout.hasSuffix("fixable with 'tabbar check --fix'.\n"))
    }

    @Test func brokenExamplesShowEveryRule() throws {
        let output = try Self.run(["check", "--format", "json", "Examples/broken.tabbar.json", "Examples/syntax-error.tabbar.json"])
        let codes = Set((0...14).map { String(format: "TB%03d", $0) }.filter { output.stdout.contains("\"code\": \"\($0)\"") })
        #expect(codes.count == 15, "missing: \(Set((0...14).map { String(format: "TB%03d", $0) }).subtracting(codes))")
    }

    @Test func goodExamplesAreCleanAtWarningLevel() throws {
        let output = try Self.run(["check", "Examples/wechat.tabbar.json", "Examples/weibo.tabbar.json",
                                   "Examples/airbnb.tabbar.json", "Examples/xianyu.tabbar.json"])
        #expect(output.status == 0, "\(output.stdout)")
        let strict = try Self.run(["check", "--fail-on", "info", "Examples/wechat.tabbar.json", "Examples/airbnb.tabbar.json"])
        #expect(strict.status == 0, "\(strict.stdout)")
    }

    @Test func checkReadsStandardInputAndReportsUsageErrors() throws {
        let output = try Self.run(["check", "-", "--format", "xcode"], stdin: #"{ "items": [ { "title": "A" } ] }"#)
        #expect(output.status == 1)
        #expect(output.stdout.contains("<stdin>:1:14: error: item 1 (\"A\") has no \"image\""))
        let usage = try Self.run(["check", "--format", "yaml"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("invalid value 'yaml'"))
        let missing = try Self.run(["check", "does-not-exist"])
        #expect(missing.status == 2)
    }

    @Test func previewOfAnExample() throws {
        let output = try Self.run(["preview", "Examples/weibo.tabbar.json", "--device", "all", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("["))
        let failing = try Self.run(["preview", "-"], stdin: """
        { "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" }, { "title": "C", "image": "c" } ],
          "plusButton": { "image": "p" } }
        """)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("cannot lay out - on iphone-15"))
    }

    @Test func rulesExplainAndVersion() throws {
        let rules = try Self.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("TB014  missing-asset"))
        let explain = try Self.run(["explain", "deprecated-multiplier"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("TB004 deprecated-multiplier (warning)"))
        let version = try Self.run(["--version"])
        #expect(version.stdout.hasPrefix("tabbar "))
    }
}

extension EndToEndTests {
    @Test func lspEndsWhenStandardInputCloses() throws {
        let output = try Self.run(["lsp"], stdin: "")
        #expect(output.stdout.isEmpty, "the server writes only protocol messages: \(output.stdout)")
        #expect(output.status == 0 || output.status == 1)
    }
}
