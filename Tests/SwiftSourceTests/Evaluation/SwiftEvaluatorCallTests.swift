import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// The evaluator's calls and collections, one construct at a time: functions, methods, static and instance members,
/// extension members, labels and defaults, recursion, `var`s the file never writes, tuples, dictionaries, `zip`,
/// `map`, `enumerated`, and what stays unknown.
@Suite struct SwiftEvaluatorCallTests {
    static let source = """
        enum Tab: Int, CaseIterable {
            case home, profile
            func title(lead: String = "") -> String {
                switch self {
                case .home: return lead + "首页"
                case .profile: return lead + "我的"
                }
            }
        }

        struct Theme {
            static func icon(_ name: String, selected: Bool = false) -> String {
                selected ? name + "_sel" : name
            }
            static func twice(_ name: String) -> String { icon(icon(name), selected: true) }
        }

        extension Theme {
            static func label(for tab: Tab) -> String { tab.title(lead: "· ") }
        }

        func makeTitle(_ index: Int) -> String {
            let titles = ["首页", "消息", "我的 🐼"]
            return titles[index]
        }

        func loop(_ n: Int) -> Int { loop(n + 1) }

        final class MainTabBarController {
            private var titles = ["首页", "消息"]
            var images = ["home", "chat"]
            var written = ["a"]
            private let table: [[String: String]] = [["title": "首页", "image": "home"], ["title": "消息", "image": "chat"]]
            let pairs = [(title: "首页", image: "home"), (title: "消息", image: "chat")]
            lazy var icons: [String] = {
                let base = ["home", "chat"]
                return base.map { $0 + "_n" }
            }()
            func setUp() { written = [] }
            func tabTitle(at index: Int) -> String { titles[index] }
            var count: Int { titles.count }
        }
        """

    static func value(_ expression: String, in type: String? = nil) -> EvaluatedValue {
        // Written as a static property of `type` when given, so that its members are in scope.
        guard let type else { return SwiftExpressionEvaluation.value(of: expression, in: source) }
        return SwiftExpressionEvaluation.value(of: "\(type).probe", in: source + "\nextension \(type) { static let probe = \(expression) }")
    }

    static func kind(_ expression: String, in type: String? = nil) -> EvaluatedValue.Kind {
        value(expression, in: type).kind
    }

    static func strings(_ expression: String, in type: String? = nil) -> [String?]? {
        value(expression, in: type).elements?.map(\.string)
    }

    @Test func functionsBindLabelsAndDefaults() {
        #expect(Self.kind("makeTitle(2)") == .string("我的 🐼"))
        #expect(Self.kind("Theme.icon(\"home\")") == .string("home"))
        #expect(Self.kind("Theme.icon(\"home\", selected: true)") == .string("home_sel"))
        #expect(Self.kind("Theme.twice(\"chat\")") == .string("chat_sel"))
        // A wrong label, a missing argument, an extra one: no function binds.
        #expect(Self.value("Theme.icon(name: \"home\")").isUnknown)
        #expect(Self.value("Theme.icon()").isUnknown)
        #expect(Self.value("makeTitle(1, 2)").isUnknown)
        #expect(Self.value("makeTitle(7)").isUnknown)
    }

    @Test func aCaseMadeFromItsRawValue() {
        #expect(Self.kind("Tab(rawValue: 1)!.title()") == .string("我的"))
        #expect(Self.kind("Tab(rawValue: 0)") == .enumCase(type: "Tab", name: "home"))
        // No case has the raw value, or it is not known: unknown.
        #expect(Self.value("Tab(rawValue: 5)").isUnknown)
        #expect(Self.value("Tab(rawValue: count)").isUnknown)
        #expect(Self.value("Tab(rawValue: \"home\")").isUnknown)
    }

    @Test func subscriptsAndTuplePartsInAnInterpolation() {
        #expect(Self.kind("\"tab_\\(pairs[1].image)_on\"", in: "MainTabBarController") == .string("tab_chat_on"))
        #expect(Self.kind("\"\\(pairs[0].0)/\\(titles[1])\"", in: "MainTabBarController") == .string("首页/消息"))
        // An index past the end, or one not known: unknown.
        #expect(Self.value("\"\\(titles[5])\"", in: "MainTabBarController").isUnknown)
        #expect(Self.value("\"\\(titles[server])\"", in: "MainTabBarController").isUnknown)
    }

    @Test func methodsOfCasesAndExtensions() {
        #expect(Self.kind("Tab.profile.title()") == .string("我的"))
        #expect(Self.kind("Tab.home.title(lead: \"> \")") == .string("> 首页"))
        #expect(Self.kind("Theme.label(for: .profile)") == .string("· 我的"))
        #expect(Self.strings("Tab.allCases.map { $0.title() }") == ["首页", "我的"])
        #expect(Self.strings("Tab.allCases.map { tab in Theme.label(for: tab) }") == ["· 首页", "· 我的"])
    }

    @Test func instanceMembersOfAClass() {
        #expect(Self.kind("tabTitle(at: 1)", in: "MainTabBarController") == .string("消息"))
        #expect(Self.kind("self.count", in: "MainTabBarController") == .integer(2))
        // A `var` the file never writes keeps its initialiser; one it writes does not.
        #expect(Self.strings("images", in: "MainTabBarController") == ["home", "chat"])
        #expect(Self.value("written", in: "MainTabBarController").isUnknown)
        // A lazy property's closure, called at once.
        #expect(Self.strings("icons", in: "MainTabBarController") == ["home_n", "chat_n"])
    }

    @Test func tuplesDictionariesAndLoops() {
        #expect(Self.kind("(title: \"首页\", image: \"home\").image") == .string("home"))
        #expect(Self.kind("(\"首页\", 2).1") == .integer(2))
        #expect(Self.kind("[\"a\": \"首页\", \"b\": \"消息\"][\"b\"]") == .string("消息"))
        #expect(Self.value("[\"a\": \"首页\"][\"c\"]").isUnknown)
        #expect(Self.value("[\"a\": 1, \"a\": 2]").isUnknown)
        #expect(Self.strings("table.map { $0[\"image\"] }", in: "MainTabBarController") == ["home", "chat"])
        #expect(Self.strings("pairs.map { $0.title }", in: "MainTabBarController") == ["首页", "消息"])
        #expect(Self.strings("zip(titles, images).map { title, image in title + image }", in: "MainTabBarController")
            == ["首页home", "消息chat"])
        #expect(Self.strings("zip(titles, images).map { $0 + \"/\" + $1 }", in: "MainTabBarController") == ["首页/home", "消息/chat"])
        #expect(Self.strings("titles.enumerated().map { \"\\($0.offset)\" + $0.element }", in: "MainTabBarController")
            == ["0首页", "1消息"])
        #expect(Self.strings("titles.reversed()", in: "MainTabBarController") == ["消息", "首页"])
        #expect(Self.kind("titles.joined(separator: \"|\")", in: "MainTabBarController") == .string("首页|消息"))
        #expect(Self.kind("\"tab\".appending(\"_sel\")") == .string("tab_sel"))
        // An element the closure cannot compute is unknown, the array's length still known.
        #expect(Self.value("titles.map { UILabel($0) }", in: "MainTabBarController").elements?.count == 2)
        #expect(Self.value("titles.map { UILabel($0) }", in: "MainTabBarController").elements?.allSatisfy(\.isUnknown) == true)
    }

    @Test func ifAndGuardWithAKnownCondition() {
        let source = """
            func title(_ index: Int) -> String {
                if index == 0 {
                    return "首页"
                } else if index == 1 {
                    return "消息"
                }
                guard index < 5 else { return "更多" }
                return "我的"
            }
            func label(_ flag: Bool) -> String {
                if let x = Optional("a") { return x }
                return "b"
            }
            func halfway(_ n: Int) -> String {
                if n > 0 { print(n) }
                return "c"
            }
            """
        func run(_ expression: String) -> EvaluatedValue { SwiftExpressionEvaluation.value(of: expression, in: source) }
        #expect(run("title(0)").kind == .string("首页"))
        #expect(run("title(1)").kind == .string("消息"))
        #expect(run("title(3)").kind == .string("我的"))
        #expect(run("title(9)").kind == .string("更多"))
        // A binding in the condition, a taken block that does not return: unknown.
        #expect(run("label(true)").isUnknown)
        #expect(run("halfway(1)").isUnknown)
        #expect(run("halfway(0)").kind == .string("c"))
    }

    @Test func recursionAndUnknownCallsEnd() {
        #expect(Self.value("loop(1)").isUnknown)
        #expect(Self.value("UIImage(named: \"x\")").isUnknown)
        #expect(Self.value("unknownFunction(1)").isUnknown)
        #expect(Self.value("titles.filter { $0 == \"首页\" }", in: "MainTabBarController").isUnknown)
    }

    @Test func provenanceGoesThroughTheCall() {
        let value = Self.value("makeTitle(1)")
        #expect(value.provenance.isWrittenWhole)
        #expect(value.provenance.through.count >= 1)
        let text = Self.source
        let origin = value.provenance.origin
        #expect(String(decoding: Array(text.utf8)[origin.start..<origin.end], as: UTF8.self) == "\"消息\"")
    }
}
