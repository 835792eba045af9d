import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// Action tabs (`SwiftUITabFacts.actionTest`) and conditional tabs (`SwiftUIBarFacts.conditionalTabs`): the shapes
/// read, and the near misses that are neither.
@Suite struct SwiftUIActionTabTests {
    /// A `TabView` whose selection argument is `selection`, of three tabs tagged `.home`, `.post`, `.me`, then `modifiers`.
    static func bar(selection: String, modifiers: String = "", extra: String = "") -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var tab = AppTab.home
            @State private var isComposing = false

            var body: some View {
                TabView(selection: \(selection)) {
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(AppTab.home)
                    Tab("Post", systemImage: "plus", value: AppTab.post) { PostView() }
                    MeView().tabItem { Label("Me", systemImage: "person") }.tag(AppTab.me)
                }\(modifiers)
            }
        \(extra)
        }
        """
    }

    /// The titles of the tabs read as actions.
    static func actions(_ text: String) -> [String?] {
        SwiftUIBarFactsTests.facts(text).flatMap { facts in facts.tabs.filter { $0.actionTest != nil }.map(\.title?.literal) }
    }

    @Test func aSetterThatRefusesAValueMakesAnActionTab() {
        // `if … else`, a `return` then the assignment, `guard … else`, `.init(get:set:)`, `$0`, a declared binding.
        let setters = [
            "Binding(get: { tab }, set: { new in if new == .post { isComposing = true } else { tab = new } })",
            "Binding(get: { self.tab }, set: { new in\n if new == AppTab.post {\n isComposing = true\n return\n }\n tab = new\n })",
            "Binding<AppTab>(get: { tab }, set: { guard $0 != .post else { isComposing = true; return }; tab = $0 })",
            ".init(get: { tab }, set: { value in if .post == value { isComposing.toggle() } else { self.tab = value } })",
        ]
        for setter in setters {
            #expect(Self.actions(Self.bar(selection: setter)) == ["Post"], "\(setter)")
        }
        let declared = Self.bar(selection: "selection", extra: """
            var selection: Binding<AppTab> {
                Binding(get: { tab }, set: { new in if new == .post { isComposing = true } else { tab = new } })
            }
        """)
        #expect(Self.actions(declared) == ["Post"])
    }

    @Test func onChangeThatSetsTheSelectionBackMakesAnActionTab() {
        let resets = [
            "\n.onChange(of: tab) { old, new in if new == .post { isComposing = true; tab = old } }",
            "\n.onChange(of: tab) { new in\n if new == .post {\n router.present(.composer)\n DispatchQueue.main.async { tab = .home }\n }\n }",
            "\n.onChange(of: tab) { if tab == .post { tab = .home; isComposing = true } }",
        ]
        for reset in resets {
            #expect(Self.actions(Self.bar(selection: "$tab", modifiers: reset)) == ["Post"], "\(reset)")
        }
    }

    @Test func aTabStillSelectedIsNoAction() {
        let shapes: [(selection: String, modifiers: String)] = [
            // Selected after the extra work (no `return`), or a test of something else.
            ("Binding(get: { tab }, set: { new in if new == .home { scrollToTop() }; tab = new })", ""),
            ("Binding(get: { tab }, set: { new in if new == .post && isSignedIn { isComposing = true } else { tab = new } })", ""),
            ("Binding(get: { tab }, set: { new in if new == .post { tab = new } else { tab = new } })", ""),
            // `.onChange` that only notes the choice, or sets it back without presenting anything.
            ("$tab", "\n.onChange(of: tab) { _, new in if new == .post { analytics.log(\"post\") } }"),
            ("$tab", "\n.onChange(of: tab) { old, new in if new == .post { tab = old } }"),
            // Another property observed.
            ("$tab", "\n.onChange(of: other) { old, new in if new == .post { isComposing = true; tab = old } }"),
        ]
        for shape in shapes {
            #expect(Self.actions(Self.bar(selection: shape.selection, modifiers: shape.modifiers)).isEmpty, "\(shape)")
        }
    }

    /// The conditional groups of the only bar of a `TabView { … }` holding `children`.
    static func conditionals(_ children: String) -> [SwiftUIConditionalTabs]? {
        SwiftUIBarFactsTests.facts("""
        import SwiftUI

        struct RootView: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { HomeView() }
        \(children)
                }
            }
        }
        """).first?.conditionalTabs
    }

    @Test func conditionalTabsAreCountedByBranch() throws {
        let groups = try #require(Self.conditionals("""
                    if isPad {
                        Tab("A", systemImage: "a.circle") { A() }
                        Tab("B", systemImage: "b.circle") { B() }
                    } else if isMac {
                        Tab("C", systemImage: "c.circle") { C() }
                    } else {
                    }
                    Tab("D", systemImage: "d.circle") { D() }.hidden(isGuest)
                    Tab("E", systemImage: "e.circle") { E() }.defaultVisibility(.hidden, for: .tabBar)
        """))
        #expect(groups.map(\.position) == [1, 1, 1])
        #expect(groups[0].branches.map(\.condition) == ["`isPad`", "`isMac`", "not `isPad` nor `isMac`"])
        #expect(groups[0].branches.map { $0.tabs.count } == [2, 1, 0])
        #expect(groups[1].branches.map(\.condition) == ["not `isGuest`"])
        #expect(groups[2].branches.first?.tabs.first?.title?.literal == "E")
        // Tabs of data not known, or a tab hidden for the sidebar only: no count.
        #expect(Self.conditionals("ForEach(items) { Tab($0.name, systemImage: \"x\") { V() } }") == nil)
        #expect(Self.conditionals("Tab(\"E\", systemImage: \"e\") { E() }.defaultVisibility(.hidden, for: .sidebar)") == nil)
        #expect(Self.conditionals("if isPad { ForEach(items) { Tab($0.name, systemImage: \"x\") { V() } } }") == nil)
        #expect(Self.conditionals("") == [])
        // A hidden tab inside a condition: both conditions for that branch.
        let nested = try #require(Self.conditionals("""
                    if isPad {
                        Tab("H", systemImage: "clock") { H() }.defaultVisibility(.hidden, for: .tabBar)
                    }
        """))
        #expect(nested.count == 1 && nested[0].branches.map { $0.tabs.count } == [1])
        #expect(nested[0].branches[0].condition.hasPrefix("`isPad` and the user shows"))
    }
}
