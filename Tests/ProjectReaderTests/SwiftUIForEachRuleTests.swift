import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The rules see the tabs a `ForEach` over an enumeration gives: six cases are a More tab (TB001), two cases with
/// the same title a duplicate (TB009) pointed at the second literal in the enumeration; an unknown collection keeps
/// both silent.
@Suite struct SwiftUIForEachRuleTests {
    static func text(cases: [String], titles: [String], collection: String = "Screen.allCases") -> String {
        let switchCases = zip(cases, titles).map { "        case .\($0): return \"\($1)\"" }.joined(separator: "\n")
        return SwiftUIRuleTests.view("""
                    ForEach(\(collection), id: \\.self) { screen in
                        ScreenView(screen: screen)
                            .tabItem { Label(screen.title, systemImage: "circle") }
                            .tag(screen)
                    }
        """, selection: true) + """


        enum Screen: CaseIterable {
            case \(cases.joined(separator: ", "))

            var title: String {
                switch self {
        \(switchCases)
                }
            }
        }
        """
    }

    @Test func sixCasesAreAMoreTab() throws {
        let six = ["a", "b", "c", "d", "e", "f"]
        let text = Self.text(cases: six, titles: ["首页", "发现", "消息", "我的", "设置", "帮助 🆘"])
        #expect(SwiftUIRuleTests.codes(text) == ["TB001"])
        #expect(SwiftUIRuleTests.codes(Self.text(cases: Array(six.prefix(5)), titles: ["首页", "发现", "消息", "我的", "设置"])) == [])
        // The same loop over a collection the evaluator does not know: no count, no finding.
        #expect(SwiftUIRuleTests.codes(Self.text(cases: six, titles: ["1", "2", "3", "4", "5", "6"], collection: "visibleScreens")) == [])
    }

    @Test func twoCasesWithOneTitleAreADuplicateAtTheLiteral() throws {
        let text = Self.text(cases: ["home", "feed", "mine"], titles: ["首页", "发现", "首页"])
        let finding = try #require(SwiftUIRuleTests.lint(text).findings.first { $0.code == "TB009" })
        let second = SwiftUIRuleTests.range(of: "case .mine: return \"首页\"", in: text)
        #expect(finding.range == ByteRange(second.end - "\"首页\"".utf8.count, second.end))
        #expect(finding.related.first?.range == SwiftUIRuleTests.range(of: "\"首页\"", in: text))
        #expect(SwiftUIRuleTests.codes(text) == ["TB009"])
    }
}
