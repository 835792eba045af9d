import JSONC
import Testing
@testable import TabBarCore

/// The HTML report marks each finding about a tab on that tab: which item of a configuration a finding
/// is in, and the marks `PreviewMark` draws for them.
@Suite struct TabMarkTests {
    /// Configuration rules whose findings are about one item (or two, for a duplicate).
    static let itemCodes = ["TB003", "TB009", "TB012", "TB013", "TB014", "TB022"]

    @Test(arguments: itemCodes)
    func aFindingInAnItemIsTiedToIt(code: String) throws {
        let description = try #require(CoreRules.catalog.description(for: code))
        for example in description.triggeringExamples {
            let result = ConfigurationLinter.lint(text: example.plainText, options: RuleExamplesTests.options(example.assets))
            for finding in result.diagnostics where finding.code == code {
                // TB013 and TB014 are about the plus button too, which is no tab.
                if finding.message.hasPrefix("plusButton") { continue }
                #expect(!result.config.items(holding: finding.range).isEmpty,
                        "\(code) at \(finding.range) (example \(example.file):\(example.line)) is in no item")
            }
        }
    }

    @Test func aFindingOutsideTheItemsIsInNone() {
        let result = ConfigurationLinter.lint(text: #"{ "items": [ { "title": "A", "image": "a" } ], "plusButton": { "image": "p", "multiplerInCenterY": 0.3 } }"#)
        let finding = result.diagnostics.first { $0.code == "TB004" }
        #expect(finding != nil)
        #expect(finding.map { result.config.items(holding: $0.range) } == [])
    }

    @Test func eachTabIsMarkedWithItsCodesAndTheHiddenOnesOnTheMoreTab() throws {
        let config = MoreTabTests.config(items: 6)
        let layout = try MoreTabTests.layout(config)
        let marks = PreviewMark.marks(for: ["TB001", "TB009", "TB014"], tabs: [0: ["TB009", "TB014"], 2: ["TB001"], 5: ["TB009"]],
                                      in: layout)
        #expect(marks.contains(PreviewMark(frame: layout.items[0].frame, label: "TB009 TB014")))
        #expect(!marks.contains { $0.frame == layout.items[2].frame }, "TB001 is the More tab's mark, not a tab's")
        let more = try #require(layout.moreTab)
        #expect(marks.contains(PreviewMark(frame: more.frame, label: "TB001 beyond the fifth item; item 6: TB009")), "\(marks)")
    }

    @Test func aNarrowSlotAndATabsOwnCodesShareOneMark() throws {
        let config = ConfigurationLinter.lint(text: #"""
        { "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ],
          "preview": { "devices": [ { "name": "tiny", "width": 60, "height": 400 } ] } }
        """#).config
        let layout = try #require(ConfigurationLinter.layouts(for: config).first?.layout)
        let marks = PreviewMark.marks(for: ["TB010", "TB003"], tabs: [1: ["TB003"]], in: layout)
        #expect(marks.map(\.label) == ["TB010", "TB003 TB010"], "\(marks)")
    }
}
