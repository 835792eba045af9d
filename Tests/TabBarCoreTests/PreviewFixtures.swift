import Foundation
import JSONC
import Testing
@testable import TabBarCore

/// Configurations and golden-file helpers shared by the preview tests.
enum PreviewFixtures {
    /// Weibo's bar: four items and a 55 × 80 plus button raised 14 pt.
    static let weibo = #"""
    {
      "items": [
        { "title": "首页", "image": "tabbar_home", "badge": "3" },
        { "title": "消息", "image": "tabbar_message_center" },
        { "title": "发现", "image": "tabbar_discover" },
        { "title": "我", "image": "tabbar_profile" }
      ],
      "plusButton": { "width": 55, "height": 80, "title": "发布", "image": "tabbar_compose_icon_add",
                      "constantOfPlusButtonCenterYOffset": -14 }
    }
    """#

    /// Four icon-only items, no plus button.
    static let iconOnly = #"""
    { "items": [ { "image": "home" }, { "image": "search" }, { "image": "heart" }, { "image": "person" } ] }
    """#

    /// Three items, a custom bar height and a plus button at index 3 lowered by the
    /// deprecated multiplier; odd N with an index given.
    static let oddWithIndex = #"""
    {
      "tabBar": { "height": 56 },
      "items": [
        { "title": "Home & <Feed>", "image": "home" },
        { "title": "Notifications", "image": "bell", "badge": "99+" },
        { "title": "设置中心很长的标题", "image": "gear" }
      ],
      "plusButton": { "width": 64, "height": 40, "image": "plus", "indexOfPlusButtonInTabBar": 3,
                      "multiplerInCenterY": 0.4 }
    }
    """#

    /// Five items with the plus button first, sitting inside the bar (default multiplier).
    static let plusFirst = #"""
    {
      "items": [
        { "title": "首页", "image": "a" }, { "title": "😀 Fun", "image": "b" }, { "title": "ｆｕｌｌ", "image": "c" },
        { "title": "Shop", "image": "d" }, { "title": "Me", "image": "e" }
      ],
      "plusButton": { "width": 48, "height": 48, "title": "Add", "image": "add", "indexOfPlusButtonInTabBar": 0,
                      "multiplierOfTabBarHeight": 0.25 }
    }
    """#

    /// Two items and a round button at the right end, raised 30 pt.
    static let plusLast = #"""
    { "items": [ { "title": "首页", "image": "home" }, { "title": "发现", "image": "find" } ],
      "plusButton": { "width": 60, "height": 60, "title": "写", "image": "write", "indexOfPlusButtonInTabBar": 2,
                      "constantOfPlusButtonCenterYOffset": -30 } }
    """#

    static let fold = Device(name: "fold <cover>", width: 280, height: 653, safeAreaBottom: 20)

    /// A golden case: a configuration on a device.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var device: Device
        var orientation: Orientation

        var description: String { "\(name).\(device.name)-\(orientation.rawValue)" }
        var fileStem: String {
            "\(name).\(device.name.filter { $0.isLetter || $0.isNumber || $0 == "-" })-\(orientation.rawValue)"
        }

        func config() -> TabBarConfig { ConfigurationLinter.lint(text: text).config }

        func layout() throws -> TabBarLayout {
            try LayoutEngine.layout(LayoutInput(config()), on: device, orientation: orientation).get()
        }
    }

    static func device(_ name: String) -> Device { Device.named(name)! }

    static let cases: [Case] = [
        Case(name: "weibo", text: weibo, device: device("iphone-15"), orientation: .portrait),
        Case(name: "weibo", text: weibo, device: device("iphone-15"), orientation: .landscape),
        Case(name: "weibo", text: weibo, device: device("iphone-se"), orientation: .portrait),
        Case(name: "weibo", text: weibo, device: device("ipad-pro-13"), orientation: .landscape),
        Case(name: "icon-only", text: iconOnly, device: device("iphone-se"), orientation: .portrait),
        Case(name: "icon-only", text: iconOnly, device: device("ipad-10"), orientation: .portrait),
        Case(name: "odd-with-index", text: oddWithIndex, device: device("iphone-13-mini"), orientation: .portrait),
        Case(name: "odd-with-index", text: oddWithIndex, device: fold, orientation: .landscape),
        Case(name: "plus-last", text: plusLast, device: device("iphone-se"), orientation: .portrait),
        Case(name: "plus-first", text: plusFirst, device: device("iphone-16-pro-max"), orientation: .portrait),
    ]

    static var recording: Bool { ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" }

    /// The folder of the golden files, next to this source file.
    static func goldenURL(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
            .appendingPathComponent(name)
    }

    /// Compares `actual` byte for byte with the file at `url`; rewrites it when recording.
    static func assertMatches(_ actual: String, file url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden \(url.lastPathComponent): run TABBAR_RECORD=1 swift test",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        Issue.record("""
            \(url.lastPathComponent) differs at line \(line + 1) (re-record with TABBAR_RECORD=1 if intended)
              expected: \(want)
              actual:   \(got)
            """, sourceLocation: sourceLocation)
    }
}
