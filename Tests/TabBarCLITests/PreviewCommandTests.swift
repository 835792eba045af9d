import Foundation
import JSONC
import Testing
import TabBarCore
@testable import TabBarCLI

/// `tabbar preview`: device choice, orientation, formats, errors and `-o`.
@Suite struct PreviewCommandTests {
    static let config = """
    { "items": [ { "title": "首页", "image": "a" }, { "title": "我", "image": "b" } ],
      "plusButton": { "image": "p", "width": 55, "height": 80 },
      "preview": { "devices": [ { "name": "my-phone", "width": 400, "height": 800, "safeAreaBottom": 20 }, "iphone-se" ] } }

    """

    /// The device a preview used, from the layout the command computed.
    static func layouts(_ options: [String]) throws -> [TabBarLayout] {
        var parsed = try PreviewOptions.parse(["x.json"] + options)
        parsed.file = "x.json"
        let command = PreviewCommand(parsed, environment: CLIEnvironment(writeOutput: { _ in }, writeError: { _ in }))
        let decoded = ConfigurationLinter.lint(text: config).config
        return try command.devices(for: decoded).map { device in
            let orientation: Orientation = parsed.landscape ? .landscape : .portrait
            return try LayoutEngine.layout(LayoutInput(decoded), on: device, orientation: orientation).get()
        }
    }

    @Test func deviceComesFromTheFlagTheFileOrTheDefault() throws {
        #expect(try Self.layouts([]).map(\.device.name) == ["my-phone"])
        #expect(try Self.layouts(["--device", "ipad-10"]).map(\.device.name) == ["ipad-10"])
        #expect(try Self.layouts(["--device", "my-phone"]).first?.barWidth == 400)
        #expect(try Self.layouts(["--device", "all"]).map(\.device.name) == Device.builtIn.map(\.name))
        #expect(try Self.layouts(["--device", "iphone-15", "--landscape"]).first?.barWidth == 852)
        let bare = PreviewCommand(try PreviewOptions.parse(["x.json"]), environment: CLIEnvironment(writeOutput: { _ in }, writeError: { _ in }))
        #expect(try bare.devices(for: ConfigurationLinter.lint(text: Fixtures.clean).config).map(\.name) == ["iphone-15"])
    }

    @Test func previewPrintsTheRendererOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Self.config)
        let config = ConfigurationLinter.lint(text: Self.config).config
        let layout = try LayoutEngine.layout(LayoutInput(config), on: Device.named("iphone-se")!).get()
        for format in PreviewFormat.allCases {
            let run = CLIRunner.run(["preview", "a.tabbar.json", "--device", "iphone-se", "--format", format.rawValue], in: dir.path)
            #expect(run.exitCode == 0, "\(format): \(run.stderr)")
            let expected = Preview.render(layout, config: config, format: format)
            #expect(run.stdout == expected + (expected.hasSuffix("\n") ? "" : "\n"))
        }
    }

    @Test func allDevicesAsJSONIsAnArray() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Self.config)
        let run = CLIRunner.run(["preview", "a.tabbar.json", "--device", "all", "--format", "json"], in: dir.path)
        #expect(run.exitCode == 0)
        let json = try #require(JSON.parse(Array(run.stdout.utf8)))
        #expect(json.arrayValue?.count == Device.builtIn.count)
        let single = CLIRunner.run(["preview", "a.tabbar.json", "--format", "json"], in: dir.path)
        #expect(JSON.parse(Array(single.stdout.utf8))?.arrayValue == nil)
    }

    @Test func layoutThatCannotBeComputedExits1WithTheReason() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("odd.tabbar.json", Fixtures.oddPlus)
        let run = CLIRunner.run(["preview", "odd.tabbar.json"], in: dir.path)
        #expect(run.exitCode == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("tabbar: error: cannot lay out odd.tabbar.json on iphone-15: the plus button has no indexOfPlusButtonInTabBar"))
        #expect(run.stderr.contains("(TB002)"))
    }

    @Test func unknownDeviceAndMissingFileExit2() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Self.config)
        let device = CLIRunner.run(["preview", "a.tabbar.json", "--device", "nokia"], in: dir.path)
        #expect(device.exitCode == 2)
        #expect(device.stderr.contains("unknown device 'nokia': expected all or one of iphone-se, iphone-13-mini"))
        #expect(device.stderr.contains("ipad-pro-13, my-phone"))
        let missing = CLIRunner.run(["preview", "none.json"], in: dir.path)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "tabbar: error: none.json: no such file or folder\n")
    }

    @Test func outputFileIsWrittenAtomicallyAndStdoutStaysEmpty() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("a.tabbar.json", Self.config)
        let run = CLIRunner.run(["preview", "a.tabbar.json", "--format", "svg", "-o", "out/bar.svg"], in: dir.path)
        #expect(run.exitCode == 2, "the folder out/ does not exist")
        try dir.mkdir("out")
        let written = CLIRunner.run(["preview", "a.tabbar.json", "--format", "svg", "-o", "out/bar.svg"], in: dir.path)
        #expect(written.exitCode == 0)
        #expect(written.stdout.isEmpty)
        #expect(try dir.read("out/bar.svg").contains("<svg"))
        #expect(try dir.entries("out") == ["bar.svg"])
    }

    @Test func syntaxErrorsWarnButThePreviewStillRuns() throws {
        let run = CLIRunner.run(["preview", "-"], stdin: Fixtures.clean.replacingOccurrences(of: "\"me\" }", with: "\"me\" },,"))
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("has 1 syntax error"))
    }

    @Test func everyDeviceInOneSVG() throws {
        let run = CLIRunner.run(["preview", "-", "--device", "all", "--format", "svg"], stdin: Self.config)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "<svg ").count == 2, "one picture")
        for device in Device.builtIn {
            #expect(run.stdout.contains(">\(device.name) · portrait · "), "no caption for \(device.name)")
        }
        let captions = Device.builtIn.compactMap { run.stdout.range(of: ">\($0.name) · portrait")?.lowerBound }
        #expect(captions == captions.sorted(), "devices stacked in order, top to bottom")
    }

    @Test func moreThanFiveItemsPreviewAsUIKitShowsThem() throws {
        let six = """
        { "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" }, { "title": "C", "image": "c" },
                     { "title": "D", "image": "d" }, { "title": "E", "image": "e" }, { "title": "F", "image": "f" } ] }
        """
        let run = CLIRunner.run(["preview", "-", "--device", "iphone-se"], stdin: six)
        #expect(run.exitCode == 0)
        #expect(run.stderr == "tabbar: warning: - has 6 items: the preview shows what UIKit shows, the first 4 and a More tab (TB001)\n")
        #expect(run.stdout.contains("More") && !run.stdout.contains("[e]") && !run.stdout.contains("[f]"))
        #expect(run.stdout.contains("75 pt"), "five slots of 375 / 5 pt")
        let json = try #require(JSON.parse(Array(CLIRunner.run(["preview", "-", "--format", "json"], stdin: six).stdout.utf8)))
        #expect(json["items"]?.arrayValue?.count == 4)
        #expect(json["moreTab"]?["hiddenItems"] == [4, 5])
    }
}
