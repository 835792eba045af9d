import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The rules that apply to SwiftUI's `TabView` (TB001 as an info, TB009, TB013 on a text-only tab, TB014 on asset
/// names and never on SF Symbols, TB022) find on its bars through the paths every bar takes, and no other rule
/// does: TB003 (no view controller is renamed by a SwiftUI title), nor CYLTabBarController's plus button rules.
@Suite struct SwiftUIRuleTests {
    static func lint(_ text: String, assets: [String]? = nil, extra: [(name: String, text: String)] = [])
        -> (project: SourceProject, findings: [Diagnostic]) {
        let (project, diagnostics) = SourceRuleExamplesTests.lint([(name: "App/RootView.swift", text: text)] + extra, assets: assets)
        return (project, diagnostics.flatMap { $0 })
    }

    static func codes(_ text: String, assets: [String]? = nil, extra: [(name: String, text: String)] = []) -> [String] {
        lint(text, assets: assets, extra: extra).findings.map(\.code).sorted()
    }

    /// A view whose body is a `TabView` with `tabs` as its builder.
    static func view(_ tabs: String, selection: Bool = false) -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var selection = 0

            var body: some View {
                TabView\(selection ? "(selection: $selection)" : "") {
        \(tabs)
                }
            }
        }
        """
    }

    static func range(of text: String, in file: String) -> ByteRange { SwiftUITabViewTestsSupport.range(of: text, in: file) }

    // MARK: TB001

    @Test func sixTabsAreAnInfoOnTheSixth() throws {
        let tabs = (1...6).map { "            Screen\($0)().tabItem { Label(\"Tab \($0)\", systemImage: \"\($0).circle\") }" }
        let text = Self.view(tabs.joined(separator: "\n"))
        let finding = try #require(Self.lint(text).findings.first { $0.code == "TB001" })
        #expect(finding.severity == .info)
        #expect(finding.range == Self.range(of: "tabItem { Label(\"Tab 6\", systemImage: \"6.circle\") }", in: text))
        #expect(Self.codes(Self.view(tabs.prefix(5).joined(separator: "\n"))) == [])
        // A sixth tab under a condition: an info on that tab, naming the condition.
        let conditional = tabs.prefix(5).joined(separator: "\n") + "\n            if beta {\n" + tabs[5] + "\n            }"
        let sixth = try #require(Self.lint(Self.view(conditional)).findings.first { $0.code == "TB001" })
        #expect(sixth.severity == .info && sixth.message.contains("when `beta`"))
        #expect(sixth.range == Self.range(of: "tabItem { Label(\"Tab 6\", systemImage: \"6.circle\") }", in: Self.view(conditional)))
        #expect(Self.codes(Self.view(conditional.replacingOccurrences(of: "if beta {", with: "if beta {\n" + tabs[4] + "\n} else {")))
                == ["TB001"])
        let repeated = tabs.prefix(5).joined(separator: "\n") + "\n            ForEach(extra) { Screen($0).tabItem { Text($0.title) } }"
        #expect(Self.codes(Self.view(repeated)) == [])
    }

    // MARK: TB009

    @Test func aTitleTwiceIsADuplicate() throws {
        let text = Self.view("""
                    HomeView().tabItem { Label("首页", systemImage: "house") }.tag(0)
                    Tab("首页", systemImage: "star", value: 1) { FeedView() }
        """, selection: true)
        let finding = try #require(Self.lint(text).findings.first { $0.code == "TB009" })
        let second = Self.range(of: "\"首页\", systemImage: \"star\"", in: text)
        #expect(finding.range == ByteRange(second.start, second.start + "\"首页\"".utf8.count))
        #expect(finding.related.first?.range == Self.range(of: "\"首页\"", in: text))
        #expect(Self.codes(text) == ["TB009"])
        // Different titles; the same title in two branches of a condition, which never show together.
        #expect(Self.codes(Self.view("""
                    HomeView().tabItem { Label("首页", systemImage: "house") }
                    FeedView().tabItem { Label("发现", systemImage: "star") }
        """)) == [])
        #expect(Self.codes(Self.view("""
                    if compact {
                        HomeView().tabItem { Label("首页", systemImage: "house") }
                    } else {
                        HomeView().tabItem { Label("首页", systemImage: "house.fill") }
                    }
                    FeedView().tabItem { Label("发现", systemImage: "star") }
        """)) == [])
    }

    // MARK: TB012

    @Test func oneIconOnlyTabAmongTitledOnes() throws {
        let text = Self.view("""
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    SearchView().tabItem { Image(systemName: "magnifyingglass") }
        """)
        let finding = try #require(Self.lint(text).findings.first { $0.code == "TB012" })
        #expect(finding.range == Self.range(of: "tabItem { Image(systemName: \"magnifyingglass\") }", in: text))
        #expect(Self.codes(text) == ["TB012"])
        // Every tab icon-only, or a label style that may hide the titles: nothing said.
        #expect(Self.codes(Self.view("""
                    HomeView().tabItem { Image(systemName: "house") }
                    SearchView().tabItem { Image(systemName: "magnifyingglass") }
        """)) == [])
        #expect(Self.codes(Self.view("""
                    HomeView().tabItem { Label("Home", systemImage: "house").labelStyle(.iconOnly) }
                    SearchView().tabItem { Image(systemName: "magnifyingglass") }
        """)) == [])
    }

    // MARK: TB013

    @Test func aTextOnlyTabHasNoImage() throws {
        let text = Self.view("""
                    FeaturedView().tabItem({ Text("Featured") })
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
        """)
        let finding = try #require(Self.lint(text).findings.first { $0.code == "TB013" })
        #expect(finding.range == Self.range(of: "tabItem({ Text(\"Featured\") })", in: text))
        #expect(finding.severity == .error)
        #expect(Self.codes(text) == ["TB013"])
        // An icon, an SF Symbol, a label the reader does not know: no finding.
        #expect(Self.codes(Self.view("""
                    FeaturedView().tabItem { Image("featured"); Text("Featured") }
                    SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                    MoreView().tabItem { MoreLabel(); Text("More") }
                    OtherView().tabItem(OtherTab.label)
        """)) == [])
    }

    // MARK: TB014

    @Test func anAssetNameNotInTheCatalogsAndNeverAnSFSymbol() throws {
        let text = Self.view("""
                    HomeView().tabItem {
                        Image("hoem")
                        Text("首页")
                    }
                    FeedView().tabItem { Label("Feed", image: "fed") }
                    Tab("Me", image: "mee") { MeView() }
                    SearchView().tabItem { Label("Search", systemImage: "home") }
                    MoreView().tabItem { Image(systemName: "fed"); Text("More") }
        """)
        let assets = ["home", "feed", "me"]
        let (project, findings) = Self.lint(text, assets: assets)
        let missing = findings.filter { $0.code == "TB014" }
        #expect(missing.map(\.range) == ["\"hoem\"", "\"fed\"", "\"mee\""].map { Self.range(of: $0, in: text) })
        #expect(findings.map(\.code).allSatisfy { $0 == "TB014" })
        // The fix is written as a Swift string literal.
        let fix = try #require(missing.first?.fixes.first)
        let fixed = String(decoding: FixApplier.apply(fix.edits, to: project.files[0].bytes), as: UTF8.self)
        #expect(fixed == text.replacing("Image(\"hoem\")", with: "Image(\"home\")"))
        #expect(Self.codes(text.replacing("hoem", with: "home").replacing("fed\")", with: "feed\")").replacing("mee", with: "me"),
                           assets: assets) == [])
        // No catalog: no finding.
        #expect(Self.codes(text) == [])
    }

    // MARK: TB022

    @Test func oneImageForTwoTabs() throws {
        let text = Self.view("""
                    HomeView().tabItem { Label("Home", image: "tab_home") }
                    FeedView().tabItem { Label("Feed", image: "tab_home") }
        """)
        let finding = try #require(Self.lint(text).findings.first { $0.code == "TB022" })
        let second = Self.range(of: "\"Feed\", image: \"tab_home\"", in: text)
        #expect(finding.range == ByteRange(second.end - "\"tab_home\"".utf8.count, second.end))
        #expect(Self.codes(text) == ["TB022"])
        #expect(Self.codes(Self.view("""
                    HomeView().tabItem { Label("Home", image: "tab_home") }
                    FeedView().tabItem { Label("Feed", image: "tab_feed") }
        """)) == [])
    }

    // MARK: Rules that do not apply

    @Test func aTabsViewClassTitleNeverRenamesIt() {
        // A view controller class with the tab's name that sets another title, and a navigation title that differs.
        let controller = (name: "App/HomeView.swift", text: """
            import UIKit
            final class HomeView: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Dashboard"
                }
            }
            """)
        let text = Self.view("""
                    HomeView().navigationTitle("Overview").tabItem { Label("Home", systemImage: "house") }
                    FeedView().tabItem { Label("Feed", systemImage: "star") }
        """)
        #expect(Self.codes(text, extra: [controller]) == [])
    }

    @Test func noPlusButtonJoinsASwiftUIBar() {
        // CYLTabBarController's plus button, registered, with an index past any bar: only a CYLTabBarController bar
        // gets it.
        let plus = (name: "App/PlusButton.swift", text: """
            import CYLTabBarController
            final class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                static func plusButton() -> Any { PlusButton(frame: CGRect(x: 0, y: 0, width: 80, height: 80)) }
                static func indexOfPlusButtonInTabBar() -> UInt { 9 }
                static func multiplierOfTabBarHeight(_ tabBarHeight: CGFloat) -> CGFloat { 0.3 }
            }
            final class AppDelegate {
                func application() { PlusButton.register() }
            }
            """)
        let text = Self.view("""
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    FeedView().tabItem { Label("Feed", systemImage: "star") }
                    MeView().tabItem { Label("Me", systemImage: "person") }
        """)
        let (project, findings) = Self.lint(text, extra: [plus])
        #expect(findings.isEmpty, "\(findings.map { "\($0.code) \($0.message)" })")
        #expect(project.controllers.count == 1)
        #expect(project.plusButton != nil && project.plusButton(for: project.controllers[0]) == nil)
    }

    @Test func unknownValuesKeepEveryRuleSilent() {
        let text = Self.view("""
                    HomeView().tabItem { Label(title, systemImage: icon) }
                    FeedView().tabItem { Label(title, image: image) }
                    MeView().tabItem { icon(for: .me); Text(title) }
                    SearchView().tabItem { Image(icon); Text(verbatim: name) }
                    Tab(value: 7) { MoreView() }
        """)
        #expect(Self.codes(text, assets: ["home"]) == [])
    }

    // MARK: Coverage and preview

    @Test func coverageNamesSwiftUI() throws {
        let read = Self.lint(Self.view("""
                    HomeView().tabItem { Label("Home", systemImage: "house") }
                    FeedView().tabItem { Label("Feed", image: "feed") }
        """)).project.coverage
        #expect(read.map(\.technology) == ["SwiftUI"])
        #expect(read.map(\.extent) == [.read] && read.map(\.tabCount) == [2])
        let text = Self.view("""
                    HomeView().tabItem { Label(L10n.home, systemImage: "house") }
                    if beta {
                        BetaView().tabItem { Label("Beta", image: "beta") }
                    }
        """)
        let partly = try #require(Self.lint(text).project.coverage.first)
        #expect(partly.technology == "SwiftUI" && partly.extent == .partly && partly.tabCount == nil)
        #expect(partly.gaps.map(\.what) == ["tabs built at run time (if beta { BetaView().tabItem { Label(\"B…)", "tab 1's title (L10n.home)"])
    }

    @Test func theBarIsPreviewed() throws {
        let text = Self.view("""
                    HomeView().tabItem { Label("首页", image: "tab_home") }
                    FeedView().tabItem { Label("消息", systemImage: "message") }
                    Tab("我的", image: "tab_me") { MeView() }
        """)
        let project = Self.lint(text).project
        let controller = try #require(project.controllers.first)
        let bar = SourceTabBar(controller: controller, plusButton: project.plusButton(for: controller))
        let config = bar.configuration()
        #expect(config.items.map { $0.title?.value } == ["首页", "消息", "我的"])
        // An SF Symbol is no asset: the preview draws the tab without an image name.
        #expect(config.items.map { $0.image?.value } == ["tab_home", nil, "tab_me"])
        #expect(config.plusButton == nil)
        let layouts = try #require(bar.exactLayouts(on: [Device.defaultDevice.oriented(.portrait)]))
        #expect(layouts.first?.layout?.items.count == 3)
    }
}

/// Byte ranges in test texts.
enum SwiftUITabViewTestsSupport {
    static func range(of text: String, in file: String) -> ByteRange {
        let bytes = Array(file.utf8), needle = Array(text.utf8)
        let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle } ?? -1
        return ByteRange(start, start + needle.count)
    }
}
