import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// The evaluator, one construct at a time: literals (CJK and emoji too), constants, enumerations, `switch self`
/// properties, `allCases`, arrays, strings, ternaries, what stays unknown, the budget and recursion, provenance.
@Suite struct SwiftEvaluatorTests {
    static let tabs = """
        enum Tab: String, CaseIterable {
            case home, feed = "动态"
            case profile

            var title: String {
                switch self {
                case .home: return "首页"
                case .feed, .profile:
                    "我的 🐼"
                }
            }

            var icon: String {
                switch self {
                case .home: "house"
                default: return "person"
                }
            }

            var isMain: Bool { self == .home }
        }

        enum Level: Int { case low, mid = 5, high }

        struct Strings {
            static let home = "首页"
            static let prefix = "Tab " + home
            static let tabs = [Tab.profile, .home]
        }

        let globalCount = 3
        let greeting = "你好 \\(Strings.home) \\(globalCount)👋"
        """

    /// The value of `expression` written after `declarations`.
    static func value(_ expression: String, _ declarations: String = tabs, steps: Int = 4_096) -> EvaluatedValue {
        SwiftExpressionEvaluation.value(of: expression, in: declarations, stepLimit: steps)
    }

    static func kind(_ expression: String, _ declarations: String = tabs) -> EvaluatedValue.Kind {
        value(expression, declarations).kind
    }

    @Test func literals() {
        #expect(Self.kind("\"首页 🏠\"") == .string("首页 🏠"))
        #expect(Self.kind("42") == .integer(42))
        #expect(Self.kind("-42") == .integer(-42))
        #expect(Self.kind("0x1F") == .integer(31))
        #expect(Self.kind("1_000") == .integer(1000))
        #expect(Self.kind("0.5") == .double(0.5))
        #expect(Self.kind("true") == .bool(true))
        #expect(Self.kind("!false") == .bool(true))
        #expect(Self.value("[\"a\", 1]").elements?.map(\.kind) == [.string("a"), .integer(1)])
    }

    @Test func constantsAndEnumerations() {
        #expect(Self.kind("Strings.home") == .string("首页"))
        #expect(Self.kind("Strings.prefix") == .string("Tab 首页"))
        #expect(Self.kind("globalCount + 1") == .integer(4))
        #expect(Self.kind("Tab.home") == .enumCase(type: "Tab", name: "home"))
        #expect(Self.kind("Tab.home.rawValue") == .string("home"))
        #expect(Self.kind("Tab.feed.rawValue") == .string("动态"))
        #expect(Self.kind("Level.low.rawValue") == .integer(0))
        #expect(Self.kind("Level.high.rawValue") == .integer(6))
        #expect(Self.value("Tab.allCases").elements?.map(\.kind) == ["home", "feed", "profile"].map { .enumCase(type: "Tab", name: $0) })
        #expect(Self.value("Strings.tabs").elements?.map(\.kind) == ["profile", "home"].map { .enumCase(type: "Tab", name: $0) })
        #expect(Self.kind("Tab.allCases.count") == .integer(3))
        #expect(Self.kind("Tab.allCases[2]") == .enumCase(type: "Tab", name: "profile"))
    }

    @Test func switchSelfProperties() {
        #expect(Self.kind("Tab.home.title") == .string("首页"))
        #expect(Self.kind("Tab.feed.title") == .string("我的 🐼"))
        #expect(Self.kind("Tab.profile.title") == .string("我的 🐼"))
        #expect(Self.kind("Tab.home.icon") == .string("house"))
        #expect(Self.kind("Tab.profile.icon") == .string("person"))
        #expect(Self.kind("Tab.home.isMain") == .bool(true))
        #expect(Self.kind("Tab.feed.isMain") == .bool(false))
        #expect(Self.value("Tab.allCases").elements?.count == 3)
        let getter = """
            enum Kind { case a, b
                var name: String { get { switch self { case .a: return "A"; case .b: return "B" } } }
                var label: String { let base = name; return base + "!" }
            }
            """
        #expect(Self.kind("Kind.b.name", getter) == .string("B"))
        #expect(Self.kind("Kind.a.label", getter) == .string("A!"))
    }

    @Test func stringsTernariesAndArithmetic() {
        #expect(Self.kind("greeting") == .string("你好 首页 3👋"))
        #expect(Self.kind("\"a\" + \"b\" + Strings.home") == .string("ab首页"))
        #expect(Self.kind("globalCount > 2 ? \"多\" : \"少\"") == .string("多"))
        #expect(Self.kind("globalCount == 2 ? 1 : globalCount == 3 ? 2 : 3") == .integer(2))
        #expect(Self.kind("(1 + 2) * 3 - 4 / 2 % 3") == .integer(7))
        #expect(Self.kind("1.5 * 2") == .double(3))
        #expect(Self.kind("\"首页\".count") == .integer(2))
        #expect(Self.kind("\"Tab\".uppercased()") == .string("TAB"))
    }

    @Test func whatIsNotUnderstoodIsUnknown() {
        for expression in ["unknownName", "Tab.unknown", "L10n.home", "foo()", "Strings.home.localized", "1 / 0",
                           "9223372036854775807 + 1", "flag ? \"a\" : \"b\"", "[1: 2][3]", "Tab.home.title.unknown", "(1, 2).5",
                           "\"\\(unknown)\"", "\"\\(Tab.home)\"", "#\"raw \\#(x)\"#", "Tab.allCases[9]", "x = 3"] {
            #expect(Self.value(expression).isUnknown, "\(expression)")
        }
        // A `var` may be assigned anywhere: its initialiser is not its value.
        #expect(Self.value("count", "var count = 3").isUnknown)
        // Not CaseIterable, or a payload: no `allCases`.
        #expect(Self.value("E.allCases", "enum E { case a, b }").isUnknown)
        #expect(Self.value("E.allCases", "enum E: CaseIterable { case a, b(Int) }").isUnknown)
        // A pattern it cannot compare before the match.
        #expect(Self.value("E.b.name", "enum E { case a, b\n var name: String { switch self { case let x where x == .a: return \"A\"\n default: return \"B\" } } }").isUnknown)
    }

    @Test func budgetAndRecursionEndEvaluation() {
        let loop = """
            enum Loop { static let a = b + 1
                static let b = a + 1 }
            let selfish = selfish
            """
        #expect(Self.value("Loop.a", loop).isUnknown)
        #expect(Self.value("selfish", loop).isUnknown)
        let chain = (0..<200).map { "let c\($0) = c\($0 + 1) + 1" }.joined(separator: "\n") + "\nlet c200 = 0"
        #expect(Self.value("c190", chain).kind == .integer(10))
        // Too deep for the nesting bound, and too long for a small budget: unknown, never a wrong value.
        #expect(Self.value("c0", chain).isUnknown)
        #expect(Self.value("c195", chain, steps: 4).isUnknown)
        let wide = "let w = [" + (0..<3000).map { _ in "1" }.joined(separator: ", ") + "]"
        #expect(Self.value("w.count", wide, steps: 100).isUnknown)
        let thousand = "let w = [" + (0..<1000).map { _ in "1" }.joined(separator: ", ") + "]"
        #expect(Self.value("w.count", thousand).kind == .integer(1000))
    }

    @Test func theWorkOfOneFileStaysBounded() {
        // Long chains, each constant naming all the earlier ones: walking the expressions is charged to the budget.
        var lines: [String] = []
        for index in 0..<300 {
            lines.append("let v\(index) = " + (0..<index).map { "v\($0)" }.joined(separator: " + ") + (index == 0 ? "1" : ""))
        }
        let source = Array(lines.joined(separator: "\n").utf8)
        let clock = ContinuousClock()
        let started = clock.now
        let values = SwiftExpressionEvaluation.values(in: source, stepLimit: 512, limit: 64)
        // Generous for a debug build on a loaded machine: unbounded, the walk grows with the cube of the chain.
        #expect(clock.now - started < .seconds(30))
        #expect(values.count == 65)
        #expect(values.first?.kind == .integer(1))
        #expect(values[3].kind == .integer(4))
    }

    @Test func provenanceEndsAtTheLiteral() throws {
        let declarations = Self.tabs
        let text = declarations + "\n" + "Tab.feed.title"
        let value = Self.value("Tab.feed.title")
        let origin = value.provenance.origin
        #expect(String(decoding: Array(text.utf8)[origin.start..<origin.end], as: UTF8.self) == "\"我的 🐼\"")
        #expect(value.provenance.isWrittenWhole)
        // Reached through the use, then the property's declaration.
        let chain = value.provenance.chain.map { String(decoding: Array(text.utf8)[$0.start..<$0.end], as: UTF8.self) }
        #expect(chain == ["Tab.feed.title", "title", "\"我的 🐼\""])
        let joined = Self.value("Strings.prefix")
        #expect(!joined.provenance.isWrittenWhole)
        let fact = joined.stringFact(unknownAt: ByteRange(0, 1))
        #expect(fact.literal == "Tab 首页" && !fact.isWrittenWhole)
        #expect(EvaluatedValue.unknown(at: ByteRange(3, 4)).stringFact(unknownAt: ByteRange(0, 1)) == SourceFact(.unknown, range: ByteRange(0, 1)))
    }
}
