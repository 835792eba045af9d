import JSONC
import Testing
@testable import TabBarCore

/// Properties of the renderers that hold for every layout, beyond the golden files.
@Suite struct PreviewTests {
    static func weibo(on device: String, _ orientation: Orientation = .portrait) throws -> (TabBarLayout, TabBarConfig) {
        let config = ConfigurationLinter.lint(text: PreviewFixtures.weibo).config
        let layout = try LayoutEngine.layout(LayoutInput(config), on: #require(Device.named(device)),
                                             orientation: orientation).get()
        return (layout, config)
    }

    // MARK: Display width

    @Test(arguments: [
        ("abc", 3), ("首页", 4), ("我", 1 * 2), ("ｆｕｌｌ", 8), ("😀", 2), ("👍🏽", 2), ("🇨🇳", 2),
        ("❤️", 2), ("e\u{301}", 1), ("한국", 4), ("…", 1), ("│", 1), ("", 0),
    ])
    func displayWidth(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text)")
    }

    @Test func truncationKeepsWholeWideCharacters() {
        #expect(DisplayWidth.truncate("设置中心", to: 5) == "设置…")
        #expect(DisplayWidth.truncate("设置中心", to: 8) == "设置中心")
        #expect(DisplayWidth.truncate("Notifications", to: 6) == "Notif…")
        #expect(DisplayWidth.truncate("ab", to: 0) == "")
    }

    // MARK: ascii

    @Test(arguments: PreviewFixtures.cases)
    func asciiBoxLinesAllHaveTheSameWidth(_ fixture: PreviewFixtures.Case) throws {
        let text = Preview.ascii(try fixture.layout(), config: fixture.config())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let box = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("├") || $0.hasPrefix("└") }
        #expect(box.count >= 5)
        let widths = Set(box.map { line -> Int in
            // The box ends at its last border character; a note may follow it.
            var end = line.endIndex
            while let last = line[..<end].last, !"│┐┤┘".contains(last) { end = line.index(before: end) }
            return DisplayWidth.of(String(line[..<end]))
        })
        #expect(widths.count == 1, "uneven box in \(fixture):\n\(text)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 }, "too wide:\n\(text)")
        #expect(text.hasSuffix("\n"))
    }

    @Test func asciiShowsTitlesWidthsThePlusButtonAndTheSafeArea() throws {
        let (layout, config) = try Self.weibo(on: "iphone-15")
        let text = Preview.ascii(layout, config: config)
        for expected in ["iphone-15 · portrait", "393 × 83 pt", "首页 (3)", "消息", "84.5 pt", "55 pt", "(+)",
                         "rises 12.5 pt above the bar", "safe area 34 pt", "x 169, y -12.5, 55 × 80 pt"] {
            #expect(text.contains(expected), "missing \(expected):\n\(text)")
        }
        // The raised part is drawn above the bar's top line.
        let lines = text.split(separator: "\n").map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix("┌") })
        let cap = try #require(lines.firstIndex { $0.contains("╭") })
        #expect(cap < top)
        #expect(lines[top].contains("┤") && lines[top].contains("├"), "the top line opens under the button")
    }

    @Test func asciiWithoutSafeAreaOrPlusButtonHasNoStripOrFooter() throws {
        let config = ConfigurationLinter.lint(text: PreviewFixtures.iconOnly).config
        let layout = try LayoutEngine.layout(LayoutInput(config), on: Device.named("iphone-se")!).get()
        let text = Preview.ascii(layout, config: config)
        #expect(!text.contains("safe area") || text.contains("no safe area"))
        #expect(!text.contains("(+)"))
        #expect(text.contains("[search]"))
        #expect(text.split(separator: "\n").last?.hasPrefix("└") == true)
    }

    // MARK: svg

    @Test func svgIsStandaloneAndEscapesText() throws {
        let config = ConfigurationLinter.lint(text: PreviewFixtures.oddWithIndex).config
        let layout = try LayoutEngine.layout(LayoutInput(config), on: PreviewFixtures.fold).get()
        let svg = Preview.svg(layout, config: config)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("Home &amp; &lt;Feed&gt;"))
        #expect(svg.contains("fold &lt;cover&gt;"))
        #expect(!svg.contains("<Feed>") && !svg.contains("<cover>"))
        #expect(svg.components(separatedBy: "<text").count == svg.components(separatedBy: "</text>").count)
    }

    @Test func svgDrawsTheRaisedButtonInsideThePicture() throws {
        let (layout, config) = try Self.weibo(on: "iphone-se")
        let renderer = SVGRenderer(layout: layout, config: config)
        let frame = try #require(layout.plusButton?.frame)
        #expect(renderer.y(frame.y) > renderer.captionBottom, "the raised button clears the caption")
        let svg = Preview.svg(layout, config: config)
        #expect(svg.contains("stroke-dasharray=\"5 3\""), "the tappable frame is dashed")
        #expect(svg.contains("45 pt above the bar"))
        #expect(Preview.svg(layout, config: config) == svg, "deterministic")
    }

    @Test func svgEscapeCoversEveryXMLSpecialCharacter() {
        #expect(XMLText.escape(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(XMLText.escape("x\u{1}y") == "x\u{FFFD}y", "a control character XML 1.0 forbids stays visible")
        #expect(XMLText.escape("a\tb\nc") == "a&#9;b&#10;c")
    }

    // MARK: json

    @Test func jsonHasSpecSection5sShapeAndKeyOrder() throws {
        let (layout, _) = try Self.weibo(on: "iphone-15")
        let json = Preview.json(layout)
        #expect(json.objectValue?.keys == ["device", "tabBar", "itemWidth", "items", "plusButton"])
        #expect(json["device"] == ["name": "iphone-15", "width": 393, "height": 852, "safeAreaBottom": 34,
                                   "orientation": "portrait"])
        #expect(json["tabBar"] == ["width": 393, "height": 83, "contentHeight": 49])
        #expect(json["itemWidth"] == 84.5)
        #expect(json["items"]?.arrayValue?.first == ["index": 0, "title": "首页",
                                                     "frame": ["x": 0, "y": 0, "width": 84.5, "height": 49]])
        #expect(json["plusButton"] == ["index": 2, "multiplier": 0.5, "multiplierSource": "default",
                                       "frame": ["x": 169, "y": -12.5, "width": 55, "height": 80]])
    }

    @Test func jsonKeepsFullPrecisionAndNullWithoutPlusButton() throws {
        let config = ConfigurationLinter.lint(text: #"{ "items": [ {"title": "a", "image": "a"}, {"title": "b", "image": "b"}, {"title": "c", "image": "c"} ] }"#).config
        let layout = try LayoutEngine.layout(LayoutInput(config), on: Device.named("iphone-15")!).get()
        let json = Preview.json(layout)
        #expect(json["plusButton"] == .null)
        #expect(json["itemWidth"]?.numberValue == 393.0 / 3)
        #expect(Preview.render(layout, config: config, format: .json).contains("131"))
        let (tall, _) = try Self.weibo(on: "iphone-se")
        #expect(Preview.json(tall)["plusButton"]?["multiplier"]?.numberValue == 9.0 / 49)
    }

    @Test func jsonForSeveralDevicesIsAnArray() throws {
        let config = ConfigurationLinter.lint(text: PreviewFixtures.weibo).config
        let layouts = try Device.builtIn.map { try LayoutEngine.layout(LayoutInput(config), on: $0).get() }
        let text = Preview.render(layouts, config: config, format: .json)
        let parsed = try #require(JSON.parse(Array(text.utf8)))
        #expect(parsed.arrayValue?.count == Device.builtIn.count)
        #expect(parsed.arrayValue?.map { $0["device"]?["name"]?.stringValue ?? "" } == Device.builtIn.map(\.name))
    }
}

/// Layouts no one should configure still render without trapping.
@Suite struct PreviewRobustnessTests {
    @Test(arguments: [
        #"{ "items": [ {"title": "A"}, {"title": "B"}, {"title": "C"}, {"title": "D"}, {"title": "E"}, {"title": "F"}, {"title": "G"}, {"title": "H"}, {"title": "I"}, {"title": "J"}, {"title": "K"}, {"title": "L"} ] }"#,
        #"{ "items": [ {"title": "A"}, {"title": "B"} ], "plusButton": { "width": 500, "height": 20 } }"#,
        #"{ "items": [ {"title": "A"}, {"title": "B"} ], "plusButton": { "width": 40, "height": 40, "constantOfPlusButtonCenterYOffset": -1000 } }"#,
        #"{ "items": [ {"title": "A"}, {"title": "B"} ], "plusButton": { "width": 40, "height": 40, "multiplierOfTabBarHeight": 5 } }"#,
        #"{ "tabBar": { "height": 0.5 }, "items": [ {} ], "plusButton": { "width": 1, "height": 1, "indexOfPlusButtonInTabBar": 1 } }"#,
    ])
    func oddLayoutsRender(_ text: String) throws {
        let config = ConfigurationLinter.lint(text: text).config
        for device in Device.builtIn {
            let layout = try LayoutEngine.layout(LayoutInput(config), on: device).get()
            for format in PreviewFormat.allCases {
                #expect(!Preview.render(layout, config: config, format: format).isEmpty)
            }
            let ascii = Preview.ascii(layout, config: config)
            #expect(ascii.split(separator: "\n").count >= 6)
        }
    }
}
