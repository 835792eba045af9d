import JSONC
import Testing
@testable import TabBarCore

/// `LayoutEngine` against `LayoutReference` on every built-in device in both
/// orientations, from configuration text through the decoder, to 0.01 pt.
@Suite struct LayoutTests {
    /// A configuration to lay out, written out as JSON for the decoder.
    struct Scenario: CustomStringConvertible, Sendable {
        var name: String
        var itemCount: Int
        var contentHeight: Double?
        var plus: LayoutReference.Plus?

        var description: String { name }

        var text: String {
            let items = (0..<itemCount).map { #"{ "title": "T\#($0)", "image": "i\#($0)" }"# }
            var members = [#""items": [\#(items.joined(separator: ", "))]"#]
            if let contentHeight { members.append(#""tabBar": { "height": \#(JSON.format(contentHeight)) }"#) }
            if let plus {
                var keys = [#""image": "plus""#, #""width": \#(JSON.format(plus.width))"#,
                            #""height": \#(JSON.format(plus.height))"#]
                if let index = plus.index { keys.append(#""indexOfPlusButtonInTabBar": \#(index)"#) }
                if let m = plus.multiplierOfTabBarHeight { keys.append(#""multiplierOfTabBarHeight": \#(JSON.format(m))"#) }
                if let m = plus.multiplerInCenterY { keys.append(#""multiplerInCenterY": \#(JSON.format(m))"#) }
                if plus.constant != 0 {
                    keys.append(#""constantOfPlusButtonCenterYOffset": \#(JSON.format(plus.constant))"#)
                }
                members.append(#""plusButton": { \#(keys.joined(separator: ", ")) }"#)
            }
            return "{ " + members.joined(separator: ", ") + " }"
        }
    }

    typealias Plus = LayoutReference.Plus

    static let scenarios: [Scenario] = [
        Scenario(name: "no plus, 4 items", itemCount: 4),
        Scenario(name: "no plus, 3 items", itemCount: 3),
        Scenario(name: "no plus, 5 items, height 60", itemCount: 5, contentHeight: 60),
        Scenario(name: "no plus, 1 item", itemCount: 1),
        Scenario(name: "plus 55x80, even N, no index, offset -14", itemCount: 4,
                 plus: Plus(width: 55, height: 80, constant: -14)),
        Scenario(name: "plus 55x55, even N, no index (default multiplier, h < H)", itemCount: 2,
                 plus: Plus(width: 55, height: 55)),
        Scenario(name: "plus 70x100 (default multiplier, h >= H), index 0, offset 5", itemCount: 4,
                 plus: Plus(width: 70, height: 100, index: 0, constant: 5)),
        Scenario(name: "plus 60x60, odd N with index 1, multiplierOfTabBarHeight 0.3", itemCount: 3,
                 plus: Plus(width: 60, height: 60, index: 1, multiplierOfTabBarHeight: 0.3)),
        Scenario(name: "plus 50x50, multiplerInCenterY 0.2", itemCount: 2,
                 plus: Plus(width: 50, height: 50, multiplerInCenterY: 0.2)),
        Scenario(name: "plus with both multipliers (the new one wins)", itemCount: 4,
                 plus: Plus(width: 64, height: 64, multiplierOfTabBarHeight: 0.1, multiplerInCenterY: 0.9)),
        Scenario(name: "plus at index N, 30 high, height 40", itemCount: 2, contentHeight: 40,
                 plus: Plus(width: 40, height: 30, index: 2)),
        Scenario(name: "plus exactly the bar's height 49 on a 49 bar", itemCount: 4, contentHeight: 49,
                 plus: Plus(width: 49, height: 49)),
        Scenario(name: "plus 55x80, odd N, no index (no layout)", itemCount: 5, plus: Plus(width: 55, height: 80)),
    ]

    struct Placement: CustomStringConvertible, Sendable {
        var row: LayoutReference.DeviceRow
        var landscape: Bool
        var description: String { "\(row.name) \(landscape ? "landscape" : "portrait")" }
    }

    static let placements = LayoutReference.devices.flatMap {
        [Placement(row: $0, landscape: false), Placement(row: $0, landscape: true)]
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }

    static func compare(_ engine: Result<TabBarLayout, LayoutError>, _ expected: LayoutReference.Result?,
                        _ label: String) {
        guard let expected else {
            #expect(throws: LayoutError.self, "\(label): expected no layout") { try engine.get() }
            return
        }
        guard case .success(let layout) = engine else {
            Issue.record("\(label): engine failed: \(engine)")
            return
        }
        #expect(close(layout.barWidth, expected.barWidth), "\(label) W \(layout.barWidth) vs \(expected.barWidth)")
        #expect(close(layout.barHeight, expected.barHeight), "\(label) H \(layout.barHeight) vs \(expected.barHeight)")
        #expect(close(layout.contentHeight, expected.contentHeight), "\(label) C")
        #expect(close(layout.itemWidth, expected.itemWidth), "\(label) item width \(layout.itemWidth) vs \(expected.itemWidth)")
        #expect(layout.items.count == expected.items.count, "\(label) item count")
        for (item, rect) in zip(layout.items, expected.items) {
            let f = item.frame
            #expect(close(f.x, rect.x) && close(f.y, rect.y) && close(f.width, rect.width) && close(f.height, rect.height),
                    "\(label) item \(item.index): \(f) vs \(rect)")
        }
        #expect((layout.plusButton == nil) == (expected.plusFrame == nil), "\(label) plus presence")
        if let plus = layout.plusButton, let rect = expected.plusFrame {
            let f = plus.frame
            #expect(plus.index == expected.plusIndex, "\(label) plus index")
            #expect(close(plus.multiplier, expected.multiplier ?? .nan), "\(label) multiplier \(plus.multiplier)")
            #expect(plus.multiplierSource.rawValue == expected.source, "\(label) multiplier source")
            #expect(close(f.x, rect.x) && close(f.y, rect.y) && close(f.width, rect.width) && close(f.height, rect.height),
                    "\(label) plus: \(f) vs \(rect)")
        }
    }

    @Test(arguments: scenarios)
    func engineMatchesTheSpecOnEveryBuiltInDevice(_ scenario: Scenario) throws {
        let config = ConfigurationLinter.lint(text: scenario.text).config
        #expect(config.items.count == scenario.itemCount, "decoded \(scenario.text)")
        for placement in Self.placements {
            let device = try #require(Device.named(placement.row.name), "\(placement.row.name) is built in")
            let engine = LayoutEngine.layout(LayoutInput(config), on: device,
                                             orientation: placement.landscape ? .landscape : .portrait)
            let expected = LayoutReference.layout(itemCount: scenario.itemCount, contentHeight: scenario.contentHeight,
                                                  plus: scenario.plus,
                                                  screen: LayoutReference.screen(placement.row, landscape: placement.landscape))
            Self.compare(engine, expected, "\(scenario) on \(placement)")
        }
    }

    @Test(arguments: scenarios)
    func customDeviceFromTheConfigurationMatchesTheSpec(_ scenario: Scenario) throws {
        let text = String(scenario.text.dropLast(1))
            + #", "preview": { "devices": [ { "name": "kiosk", "width": 600, "height": 900, "safeAreaBottom": 12.5 } ] } }"#
        let config = ConfigurationLinter.lint(text: text).config
        let layouts = ConfigurationLinter.layouts(for: config)
        try #require(layouts.count == 1)
        #expect(layouts[0].device.name == "kiosk")
        let screen = LayoutReference.Screen(width: 600, inset: 12.5, defaultContentHeight: 49)
        let expected = LayoutReference.layout(itemCount: scenario.itemCount, contentHeight: scenario.contentHeight,
                                              plus: scenario.plus, screen: screen)
        Self.compare(layouts[0].result, expected, "\(scenario) on kiosk")
    }

    @Test func theReferenceCoversEveryBuiltInDevice() {
        #expect(LayoutReference.devices.map(\.name) == Device.builtIn.map(\.name))
        for row in LayoutReference.devices {
            let device = Device.named(row.name)
            #expect(device?.width == row.width && device?.height == row.height && device?.safeAreaBottom == row.inset)
        }
        #expect(Device.defaultDevice.name == "iphone-15")
    }
}
