import JSONC
import Testing
@testable import TabBarCore

/// Whole configurations through the linter: codes, lines and options.
@Suite struct LinterTests {
    /// (code, 1-based line) of each finding.
    static func findings(_ text: String, options: LintOptions = LintOptions()) -> [String] {
        let result = ConfigurationLinter.lint(text: text, options: options)
        let lines = LineTable(text: text)
        return result.diagnostics.map { "\($0.code):\(lines.line(of: $0.range.start) + 1)" }
    }

    static let specExample = """
    {
      "$schema": "./tabbar.schema.json",        // optional
      "tabBar": {
        "height": 49,
        "titlePositionAdjustment": { "horizontal": 0, "vertical": -3.5 },
        "imageInsets": { "top": 0, "left": 0, "bottom": 0, "right": 0 }
      },
      "items": [
        {
          "title": "首页",
          "image": "home_normal",
          "selectedImage": "home_highlight",
          "badge": "3",
          "viewController": { "class": "HomeViewController", "title": "首页", "navigationItemTitle": "Home" }
        }
      ],
      "plusButton": {
        "width": 55, "height": 80,
        "title": "发布", "image": "post_normal", "selectedImage": "post_highlight",
        "indexOfPlusButtonInTabBar": 2,
        "multiplierOfTabBarHeight": 0.3,
        "constantOfPlusButtonCenterYOffset": -14,
        "multiplerInCenterY": 0.3,
        "plusChildViewController": { "class": "PublishViewController", "title": "发布" },
        "shouldSelectPlusChildViewController": true
      },
      "preview": { "devices": ["iphone-15", "iphone-se"], "orientation": "portrait" }
    }
    """

    @Test func specExampleGivesOutOfRangeIndexAndDeprecatedMultiplier() {
        #expect(Self.findings(Self.specExample) == ["TB005:20", "TB004:23"])
        let result = ConfigurationLinter.lint(text: Self.specExample)
        let deprecated = result.diagnostics.first { $0.code == "TB004" }
        #expect(deprecated?.tags == [.deprecated, .unnecessary])
        #expect(deprecated?.message.contains("ignored") == true)
    }

    @Test func theFourFirstRulesOnOneFile() {
        let text = """
        {
          "items": [
            { "title": "微信", "image": "a", "viewController": { "title": "WeChat" } },
            { "title": "通讯录", "image": "b" },
            { "title": "发现", "image": "c" },
            { "title": "我", "image": "d" },
            { "title": "设置", "image": "e" },
            { "title": "更多", "image": "f" },
            { "title": "帮助", "image": "g" }
          ],
          "plusButton": { "image": "p", "multiplerInCenterY": 0.3 }
        }
        """
        // 7 items: odd, no index → TB002; items 6 and 7 → TB001; TB003 on line 3; TB004 on line 11.
        #expect(Self.findings(text) == ["TB003:3", "TB001:8", "TB001:9", "TB002:11", "TB004:11"])
    }

    @Test func selectAndIgnoreFilterCodes() {
        let text = #"{ "items": [ { "titel": "A" } ] }"#
        #expect(Self.findings(text) == ["TB013:1", "TB006:1"])
        #expect(Self.findings(text, options: LintOptions(select: ["TB006"])) == ["TB006:1"])
        #expect(Self.findings(text, options: LintOptions(ignore: ["TB006"])) == ["TB013:1"])
    }

    @Test func suppressionCommentsSilenceFileAndNextLine() {
        let base = """
        {
          "items": [
            { "title": "A", "image": "a", "viewController": { "title": "X" } },
            { "title": "B", "image": "b", "viewController": { "title": "Y" } }
          ]
        }
        """
        #expect(Self.findings(base) == ["TB003:3", "TB003:4"])
        let nextLine = base.replacingFirst("    { \"title\": \"B\"", with: "    // tabbar-disable-next-line TB003\n    { \"title\": \"B\"")
        #expect(Self.findings(nextLine) == ["TB003:3"])
        #expect(Self.findings("// tabbar-disable TB003\n" + base).isEmpty)
        #expect(Self.findings("/* tabbar-disable */\n" + base).isEmpty)
        // Another code does not silence TB003; syntax errors are silenced only by naming TB000.
        #expect(Self.findings("// tabbar-disable TB004\n" + base) == ["TB003:4", "TB003:5"])
        #expect(Self.findings("// tabbar-disable\n{ \"items\": [ }").map { $0.prefix(5) } == ["TB000"])
        let broken = "{\n  // tabbar-disable-next-line TB000\n  \"items\": [ { \"title\": \"A\" \"image\": \"a\" } ]\n}"
        #expect(Self.findings(broken).isEmpty)
        #expect(Self.findings(broken.replacingFirst("TB000", with: "")).map { $0.prefix(5) } == ["TB000"])
        #expect(Self.findings("// tabbar-disable TB000\n{ \"items\": [ { \"title\": \"A\" \"image\": \"a\" } ] }").isEmpty)
    }

    /// Long lists hash their titles: by bytes when no title has another spelling, else by
    /// canonical equivalence ("é" precomposed and decomposed are the same title).
    @Test func duplicateTitlesInLongListsWithEveryKindOfTitle() {
        func findings(_ titles: [String]) -> [String] {
            let items = titles.map { #"{ "title": "\#($0)", "image": "i" }"# }.joined(separator: ",\n")
            return Self.findings("{ \"items\": [\n" + items + "\n] }").filter { $0.hasPrefix("TB009") }
        }
        let filler = (0..<20).map { "tab \($0) 首页😀" }
        #expect(findings(filler).isEmpty)
        #expect(findings(filler + ["tab 3 首页😀"]) == ["TB009:22"])
        #expect(findings(filler + ["caf\u{E9}", "cafe\u{301}"]) == ["TB009:23"])
        #expect(findings(filler + ["が", "か\u{3099}"]) == ["TB009:23"])
        #expect(findings(filler + ["\u{F900}", "\u{8C48}"]) == ["TB009:23"])
    }

    @Test func syntaxErrorsAreReportedOncePerPlaceWithWhereTheContainerOpened() {
        let stray = ConfigurationLinter.lint(text: "{\n  \"items\": [],\n  ]\n}\n").diagnostics.filter { $0.code == "TB000" }
        #expect(stray.count == 2)
        #expect(Set(stray.map(\.range.start)).count == stray.count)
        #expect(stray.first?.message == "expected '}': an object is not closed")
        #expect(stray.first?.related.map(\.range) == [ByteRange(0, 1)])
        // 1,000 open brackets: one finding for the depth, one for the end of the file.
        let deep = ConfigurationLinter.lint(text: String(repeating: "[", count: 1000)).diagnostics.filter { $0.code == "TB000" }
        #expect(deep.count == 2)
    }

    @Test func syntaxErrorsDoNotStopTheOtherRules() {
        let text = """
        {
          "items": [
            { "title": "A" "image": "a" },
            { "title": "B", "image": "b" },
            { "title": "C", "image": "c" }
          ],
          "plusButton": { "image": "p" }
        }
        """
        #expect(Self.findings(text) == ["TB000:3", "TB002:7"])
    }

    @Test func emptyAndNonObjectDocuments() {
        #expect(Self.findings("") == ["TB000:1"])
        #expect(Self.findings("  // only a comment\n") == ["TB000:2"])
        #expect(Self.findings("[]") == ["TB007:1"])
        #expect(Self.findings("{}") == ["TB007:1"])
    }

    @Test func narrowItemsAndRaisedPlusUseThePreviewDevices() {
        let text = """
        { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"},
                     {"title": "C", "image": "c"}, {"title": "D", "image": "d"} ],
          "plusButton": { "image": "p", "width": 210, "height": 90 },
          "preview": { "devices": ["ipad-10", "iphone-se"] } }
        """
        let result = ConfigurationLinter.lint(text: text)
        let narrow = result.diagnostics.first { $0.code == "TB010" }
        // (375 - 210) / 4 = 41.25 on iphone-se; the iPad is wide enough.
        #expect(narrow?.message.contains("41.25 pt") == true)
        #expect(narrow?.message.contains("iphone-se") == true)
        #expect(narrow?.message.contains("ipad-10") == false)
        // h = 90 >= H = 49 on iphone-se → m = (24.5 - 20.5) / 49, y = 4 - 45 = -41: raised.
        let raised = result.diagnostics.first { $0.code == "TB011" }
        #expect(raised?.severity == .info)
        #expect(raised?.message.contains("41 pt above") == true)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return self }
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
            let result = bytes[..<start] + Array(replacement.utf8) + bytes[(start + needle.count)...]
            return String(decoding: result, as: UTF8.self)
        }
        return self
    }
}
