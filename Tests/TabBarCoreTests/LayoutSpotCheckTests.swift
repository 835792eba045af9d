import Testing
@testable import TabBarCore

/// Hand-computed layouts and hit tests.
@Suite struct LayoutSpotCheckTests {
    static func layout(_ text: String, _ device: String, _ orientation: Orientation = .portrait) throws -> TabBarLayout {
        let config = ConfigurationLinter.lint(text: text).config
        return try LayoutEngine.layout(LayoutInput(config), on: #require(Device.named(device)),
                                       orientation: orientation).get()
    }

    static let fourItems = #"{ "title": "A", "image": "a" }, { "title": "B", "image": "b" }, "#
        + #"{ "title": "C", "image": "c" }, { "title": "D", "image": "d" }"#
    static let weibo = #"{ "items": [\#(fourItems)], "plusButton": { "image": "p", "width": 55, "height": 80 } }"#
    static let raised = #"{ "items": [\#(fourItems)], "#
        + #""plusButton": { "image": "p", "width": 55, "height": 80, "constantOfPlusButtonCenterYOffset": -14 } }"#

    @Test func iphone15WithA55By80PlusButton() throws {
        // W 393, H 49 + 34 = 83; w = (393 - 55) / 4 = 84.5; k = 2; h 80 < 83 so m = 0.5;
        // centre 41.5, frame y 41.5 - 40 = 1.5.
        let layout = try Self.layout(Self.weibo, "iphone-15")
        #expect(layout.barHeight == 83)
        #expect(layout.itemWidth == 84.5)
        #expect(layout.items.map(\.frame.x) == [0, 84.5, 224, 308.5])
        let plus = try #require(layout.plusButton)
        #expect(plus.index == 2 && plus.multiplier == 0.5 && plus.multiplierSource == .default)
        #expect(plus.frame == Frame(x: 169, y: 1.5, width: 55, height: 80))
    }

    @Test func anIndexThatIsNoWholeNumberInRangeIsQuotedAsWritten() throws {
        for (written, quoted) in [("1.5", "1.5"), ("-1", "-1"), ("5", "5"), ("1e300", "1e+300")] {
            let text = #"{ "items": [\#(Self.fourItems)], "#
                + #""plusButton": { "image": "p", "indexOfPlusButtonInTabBar": \#(written) } }"#
            let input = LayoutInput(ConfigurationLinter.lint(text: text).config)
            let result = LayoutEngine.layout(input, on: try #require(Device.named("iphone-15")))
            guard case .failure(let error) = result else {
                Issue.record("index \(written) was laid out")
                continue
            }
            #expect(error == .plusIndexOutOfRange(index: try #require(Double(written)), itemCount: 4))
            #expect(error.description.hasPrefix("indexOfPlusButtonInTabBar \(quoted) is not a whole number in 0...4"),
                    "\(error)")
        }
    }

    @Test func iphoneSEWithATallPlusButtonUsesTheTallFormula() throws {
        // H 49, h 80 >= H: m = (24.5 - 15.5) / 49 = 9/49; centre 9, frame y -31; w = 80.
        let layout = try Self.layout(Self.weibo, "iphone-se")
        let plus = try #require(layout.plusButton)
        #expect(layout.itemWidth == 80)
        #expect(abs(plus.multiplier - 9.0 / 49) < 1e-12)
        #expect(abs(plus.frame.y - -31) < 1e-9)
        #expect(plus.frame.x == 160)
    }

    @Test func landscapeBarsUseTheirOwnHeightAndInset() throws {
        let phone = try Self.layout(Self.weibo, "iphone-15", .landscape)
        #expect(phone.barWidth == 852 && phone.contentHeight == 32 && phone.barHeight == 53)
        #expect(phone.itemWidth == (852 - 55) / 4.0)
        let pad = try Self.layout(#"{ "items": [\#(Self.fourItems)] }"#, "ipad-10", .landscape)
        #expect(pad.barWidth == 1180 && pad.barHeight == 69 && pad.itemWidth == 295)
        let se = try Self.layout(#"{ "items": [\#(Self.fourItems)] }"#, "iphone-se", .landscape)
        #expect(se.barWidth == 667 && se.barHeight == 32)
    }

    @Test func offsetRaisesTheButtonAboveTheBar() throws {
        // centre 41.5 - 14 = 27.5, frame y -12.5.
        let plus = try #require(try Self.layout(Self.raised, "iphone-15").plusButton)
        #expect(plus.frame.y == -12.5)
        #expect(plus.overflowsBar)
    }

    // MARK: Hit testing (iphone-15, plus frame x 169..<224, y -12.5..<67.5, items 49 high)

    @Test(arguments: [
        (196.0, -5.0, HitTarget.plusButton),      // above the bar, inside the frame
        (169, -12.5, .plusButton),                // the frame's top-left corner counts
        (196, -12.51, .nothing),                  // just above the frame
        (100, -0.01, .nothing),                   // above the bar, outside the frame
        (223.99, 0, .plusButton),                 // right edge of the frame, exclusive
        (224, 0, .item(2)),                       // item 2 starts where the plus frame ends
        (168.99, 10, .item(1)),
        (84.5, 10, .item(1)),                     // left edges count
        (84.49, 10, .item(0)),
        (0, 0, .item(0)),
        (392.99, 48.99, .item(3)),
        (393, 10, .nothing),                      // right of the bar
        (100, 49, .nothing),                      // the safe-area strip holds no buttons
        (100, 70, .nothing),
        (196, 60, .plusButton),                   // the plus frame reaches into the strip
        (196, 67.5, .nothing),                    // its bottom edge is exclusive
    ])
    func hitTesting(x: Double, y: Double, expected: HitTarget) throws {
        let layout = try Self.layout(Self.raised, "iphone-15")
        #expect(layout.hitTest(x: x, y: y) == expected, "(\(x), \(y))")
    }

    @Test func withoutAPlusButtonNothingAboveTheBarIsTappable() throws {
        let layout = try Self.layout(#"{ "items": [\#(Self.fourItems)] }"#, "iphone-15")
        #expect(layout.hitTest(x: 10, y: -0.5) == .nothing)
        #expect(layout.hitTest(x: 10, y: 0) == .item(0))
        #expect(layout.hitTest(x: 392, y: 20) == .item(3))
        #expect(layout.hitTest(x: 196.5, y: 20) == .item(2))  // W/N = 98.25, so 196.5 starts item 2
        #expect(layout.hitTest(x: 196.49, y: 20) == .item(1))
    }
}
