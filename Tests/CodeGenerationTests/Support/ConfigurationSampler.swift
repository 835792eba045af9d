import JSONC
import TabBarTestSupport

/// Random tab-bar configurations (JSONC text) covering what the format holds: zero to six items, titles
/// in CJK, emoji (with joiners and flags), right-to-left text, quotes, backslashes, control characters and
/// `??=`; shared images and titles; every kind of view controller; the plus button with any subset of
/// its parameters, the deprecated multiplier included; previews; comments, unknown and repeated keys.
/// Some configurations have errors (an odd item count without an index, a sixth item, an index out of
/// range): those must generate nothing.
struct ConfigurationSampler {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let titles = [
        "首页", "消息", "发现", "我", "我的", "闲鱼", "🔥热门", "👨‍👩‍👧 家", "🇨🇳🇯🇵", "Ünïcödé", "é", "عربى", "עברית",
        "a\"quote\"", "back\\slash", "line\nbreak", "tab\there", "??=trigraph", "??/", "", "Home", "  spaced  ",
        "\u{2028}separator", "del\u{7F}", "next\u{85}line", "\u{1B}[31mred", "%@ %d", "\\u{41}", "@\"objc\"", "*/ /*",
    ]
    static let images = [
        "home_normal", "home_highlight", "message_normal", "message_highlight", "discover_normal", "me_normal",
        "post_normal", "tab_首页", "icon-1", "icon 2", "a/b", "emoji_😀",
    ]
    /// Image names the asset catalog holds (TB014 reports the others).
    static let catalog: Set<String> = ["home_normal", "home_highlight", "message_normal", "discover_normal", "post_normal",
                                       "tab_首页", "icon 2"]
    static let classes = [
        "HomeViewController", "MessageViewController", "DiscoverViewController", "MeViewController",
        "PublishViewController", "Private_ViewController", "VC2", "UIViewController", "ABCListController",
    ]

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    /// A number with up to three decimals between `low` and `high`.
    private mutating func number(_ low: Double, _ high: Double, step: Double) -> Double {
        let steps = Int((high - low) / step)
        return low + Double(Int.random(in: 0...steps, using: &random)) * step
    }

    private func quote(_ text: String) -> String { JSON.quote(text) }
    private func format(_ value: Double) -> String { JSON.format(value) }

    /// One configuration file's text.
    mutating func configuration() -> String {
        var members: [String] = []
        if chance(20) { members.append("\"$schema\": \"./tabbar.schema.json\"") }
        var tabBar: [String] = []
        if chance(40) { tabBar.append("\"height\": \(format(number(30, 80, step: 0.25)))") }
        if chance(20) { tabBar.append("\"imageInsets\": \(insets())") }
        if chance(20) { tabBar.append("\"titlePositionAdjustment\": \(offset())") }
        if !tabBar.isEmpty || chance(10) { members.append("\"tabBar\": { " + tabBar.joined(separator: ", ") + " }") }
        let weights = [2, 6, 20, 22, 25, 20, 5]  // 0 ... 6 items
        var roll = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        var count = 0
        while roll >= weights[count] { roll -= weights[count]; count += 1 }
        var titles: [String?] = []
        var items: [String] = []
        let iconOnly = chance(15)
        for _ in 0..<count {
            var fields: [String] = []
            var title: String?
            if !iconOnly || chance(10) {
                title = chance(8) ? nil : pick(Self.titles)
                if let title { fields.append("\"title\": \(quote(title))") }
            }
            titles.append(title)
            let image = pick(Self.images)
            if chance(5) { fields.append("\"image\": \(quote(pick(Self.images)))") }  // TB008: the last one wins
            fields.append("\"image\": \(quote(image))")
            if chance(75) { fields.append("\"selectedImage\": \(quote(chance(8) ? image : pick(Self.images)))") }
            if chance(20) { fields.append("\"badge\": \(quote(chance(50) ? String(Int.random(in: 0...99, using: &random)) : pick(Self.titles)))") }
            if chance(15) { fields.append("\"imageInsets\": \(insets())") }
            if chance(15) { fields.append("\"titlePositionAdjustment\": \(offset())") }
            if chance(5) { fields.append("\"selectedImge\": \"typo\"") }  // TB006, a warning
            if chance(70) { fields.append("\"viewController\": \(viewController(tabTitle: title))") }
            items.append("{ " + fields.joined(separator: ", ") + " }")
        }
        members.append("\"items\": [\n    " + items.joined(separator: ",\n    ") + (chance(30) ? ",\n  ]" : "\n  ]"))
        if chance(60) { members.append("\"plusButton\": \(plusButton(itemCount: count))") }
        if chance(30) {
            let devices = ["iphone-se", "iphone-15", "ipad-10", "iphone-16-pro-max"].filter { _ in chance(50) }
            var preview = ["\"devices\": [" + devices.map(quote).joined(separator: ", ") + "]"]
            if chance(30) { preview.append("\"orientation\": \"landscape\"") }
            members.append("\"preview\": { " + preview.joined(separator: ", ") + " }")
        }
        let comment = chance(30) ? "// A sampled configuration: 首页 😀\n" : ""
        return comment + "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
    }

    private mutating func insets() -> String {
        "{ \"top\": \(format(number(-10, 10, step: 0.5))), \"left\": \(format(number(-10, 10, step: 0.5))), "
            + "\"bottom\": \(format(number(-10, 10, step: 0.5))), \"right\": \(format(number(-10, 10, step: 0.5))) }"
    }

    private mutating func offset() -> String {
        "{ \"horizontal\": \(format(number(-10, 10, step: 0.25))), \"vertical\": \(format(number(-10, 10, step: 0.25))) }"
    }

    private mutating func viewController(tabTitle: String?) -> String {
        var fields: [String] = []
        if chance(80) { fields.append("\"class\": \(quote(pick(Self.classes)))") }
        if chance(30) {
            // The tab title itself (no finding) or another one (TB003).
            fields.append("\"title\": \(quote(chance(50) ? tabTitle ?? "" : pick(Self.titles)))")
        }
        if chance(40) { fields.append("\"navigationItemTitle\": \(quote(pick(Self.titles)))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private mutating func plusButton(itemCount: Int) -> String {
        var fields: [String] = []
        if chance(80) {
            fields.append("\"width\": \(format(number(20, 200, step: 0.5)))")
            fields.append("\"height\": \(format(number(20, 120, step: 0.5)))")
        } else if chance(30) {
            fields.append("\"width\": \(format(number(20, 200, step: 0.5)))")
        }
        if chance(40) { fields.append("\"title\": \(quote(pick(Self.titles)))") }
        if chance(97) { fields.append("\"image\": \(quote(pick(Self.images)))") }  // else TB013, an error
        if chance(50) { fields.append("\"selectedImage\": \(quote(pick(Self.images)))") }
        let hasChild = chance(25)
        // An odd count or a child needs the index (TB002); now and then it is out of range (TB005).
        if chance(hasChild || itemCount % 2 == 1 ? 92 : 50) {
            let index = chance(4) ? itemCount + 1 : Int.random(in: 0...itemCount, using: &random)
            fields.append("\"indexOfPlusButtonInTabBar\": \(index)")
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: fields.append("\"multiplierOfTabBarHeight\": \(format(number(0, 1, step: 0.005)))")
        case 1: fields.append("\"multiplerInCenterY\": \(format(number(0, 1, step: 0.005)))")
        case 2:
            fields.append("\"multiplierOfTabBarHeight\": \(format(number(0, 1, step: 0.005)))")
            fields.append("\"multiplerInCenterY\": \(format(number(0, 1, step: 0.005)))")
        default: break
        }
        if chance(40) { fields.append("\"constantOfPlusButtonCenterYOffset\": \(format(number(-30, 30, step: 0.125)))") }
        if hasChild {
            var child: [String] = []
            if chance(80) { child.append("\"class\": \(quote(pick(Self.classes)))") }
            if chance(40) { child.append("\"title\": \(quote(pick(Self.titles)))") }
            if chance(40) { child.append("\"navigationItemTitle\": \(quote(pick(Self.titles)))") }
            fields.append("\"plusChildViewController\": { " + child.joined(separator: ", ") + " }")
        }
        if chance(20) { fields.append("\"shouldSelectPlusChildViewController\": \(chance(50))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }
}
