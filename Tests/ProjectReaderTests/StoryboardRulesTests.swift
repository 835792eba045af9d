import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Which rules speak on a storyboard bar: only the UIKit ones (SPEC section 8), never a rule about
/// CYLTabBarController's plus button, setters or registrations.
@Suite struct StoryboardRulesTests {
    static let storyboardCodes: Set<String> = ["TB001", "TB003", "TB009", "TB012", "TB013", "TB014", "TB022", "TB029", "TB033"]

    @Test func everyStoryboardExampleGetsOnlyStoryboardRules() {
        var seen: Set<String> = []
        for description in RuleRegistry.descriptions {
            for example in description.source.triggering + description.source.nonTriggering
            where example.files.allSatisfy({ $0.name.hasSuffix(".storyboard") }) {
                let (_, findings) = SourceRuleExamplesTests.lint(SourceRuleExamplesTests.plain(example), assets: example.assets)
                let codes = Set(findings.flatMap { $0 }.map(\.code))
                #expect(codes.isSubset(of: Self.storyboardCodes), "\(description.code) example at line \(example.line): \(codes)")
                seen.formUnion(codes)
            }
        }
        #expect(seen == Self.storyboardCodes.subtracting(["TB003"]))
    }

    /// One info on each tab beyond the fifth (the contract's range for TB001), none on the first five.
    @Test func tooManyStoryboardTabsIsAnInfoOnEachTabBeyondTheFifth() {
        let tabs = (1...7).map { (className: Optional("Tab\($0)ViewController"),
                                  item: #"<tabBarItem key="tabBarItem" title="T\#($0)" image="t\#($0)" id="i\#($0)"/>"#) }
        let text = SourceExample.storyboard(tabs)
        let project = SourceProjectReader.project([.init(path: "Main.storyboard", bytes: Array(text.utf8))])
        let findings = SourceLinter.lint(project, options: LintOptions(assets: nil))[0].filter { $0.code == "TB001" }
        #expect(findings.map(\.severity) == [.info, .info])
        let bytes = Array(text.utf8)
        let starts = [6, 7].map { number in
            bytes.indices.first { bytes[$0...].starts(with: Array(#"<tabBarItem key="tabBarItem" title="T\#(number)""#.utf8)) }
        }
        #expect(findings.map(\.range.start) == starts)
        #expect(findings.first?.message.hasPrefix("tab 6 (\"T6\") of 7 is beyond the fifth") == true)
    }

    @Test func anXMLCommentSilencesTheNextLine() {
        let tabs: [(className: String?, item: String)] = [
            ("A", #"<tabBarItem key="tabBarItem" title="Item" image="a" id="i1"/>"#),
            ("B", "<!-- tabbar-disable-next-line TB033 -->\n" + #"<tabBarItem key="tabBarItem" title="Item 2" image="b" id="i2"/>"#),
        ]
        let text = SourceExample.storyboard(tabs)
        let project = SourceProjectReader.project([.init(path: "Main.storyboard", bytes: Array(text.utf8))])
        let findings = SourceLinter.lint(project, options: LintOptions(assets: nil))[0].filter { $0.code == "TB033" }
        #expect(findings.count == 1)
        #expect(findings.first.map { text.utf8.dropFirst($0.range.start).starts(with: "Item\"".utf8) } == true)
    }
}
