import ProjectReader
import Testing

/// `SourceSelection.holdsTab`: the test of a class name for `Tab` that every pass makes for every file of a
/// project with a base tab bar controller (a String search went through the regex engine, 9K instructions a name).
@Suite struct HoldsTabTests {
    @Test func namesHoldingTabByTheirBytes() {
        let holding = ["MainTabController", "Tab", "TabBar", "XTab", "TaTab", "主Tab页", "🙂Tab"]
        let notHolding = ["", "T", "Ta", "tab", "TAB", "Ta b", "MainTaController", "タブ"]
        #expect(holding.allSatisfy(SourceSelection.holdsTab))
        #expect(!notHolding.contains(where: SourceSelection.holdsTab))
        // The same answer as the String search it replaces, on every name of the generated projects.
        for name in holding + notHolding {
            #expect(SourceSelection.holdsTab(name) == name.contains("Tab"), "\(name)")
        }
    }
}
