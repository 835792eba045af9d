import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// `ForEach` in a `TabView` read through the evaluator: over `Enum.allCases`, a literal array, a static array, with
/// the element named or `$0`, the titles and images computed by `switch self` properties or constants; anything else
/// stays an unbounded set of tabs.
@Suite struct SwiftUIForEachTests {
    static func view(_ body: String, declarations: String = tabEnum) -> String {
        SwiftUITabViewTests.view(body) + "\n\n" + declarations
    }

    static let tabEnum = """
        enum AppTab: String, CaseIterable, Hashable {
            case home, discover = "发现", inbox, profile

            var title: String {
                switch self {
                case .home: return "首页"
                case .discover: return rawValue
                case .inbox: "消息 💬"
                case .profile: "我的"
                }
            }

            var icon: String {
                switch self {
                case .home: "house"
                case .discover: "safari"
                default: Icons.other
                }
            }

            static let pinned: [AppTab] = [.inbox, .home]
        }

        enum Icons {
            static let other = "person" + ".circle"
            static let home = "house.fill"
        }

        enum Strings {
            static let home = "首页"
        }
        """

    @Test func allCasesGivesOneTabPerCaseInOrder() throws {
        let text = Self.view("""
                TabView(selection: $selection) {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        ScreenView(tab: tab)
                            .tabItem { Label(tab.title, systemImage: tab.icon) }
                            .tag(tab)
                    }
                }
        """)
        #expect(SwiftUITabViewTests.tabs(text) == [["首页|sf:\"house\"", "发现|sf:\"safari\"", "消息 💬|sf:\"person\" + \".circle\"",
                                                    "我的|sf:\"person\" + \".circle\""]])
        let bar = try #require(SwiftUITabViewTests.bars(text).first)
        #expect(bar.items?.isComplete == true && bar.viewControllers?.isComplete == true)
        let items = try #require(bar.items?.elements)
        // Each title at its literal in the enumeration, a fix's place; a computed one is not written whole.
        #expect(items[0].title?.range == SwiftUITabViewTests.range(of: "\"首页\"", in: text))
        #expect(items[1].title?.range == SwiftUITabViewTests.range(of: "\"发现\"", in: text))
        #expect(items[0].title?.isWrittenWhole == true)
        #expect(items[2].image?.range == SwiftUITabViewTests.range(of: "\"person\" + \".circle\"", in: text))
    }

    @Test func tagsAreEvaluatedPerElement() throws {
        let text = Self.view("""
                TabView(selection: $selection) {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        ScreenView(tab: tab).tabItem { Label(tab.title, systemImage: tab.icon) }.tag(tab)
                    }
                }
        """)
        let tokens = SwiftTokens(bytes: Array(text.utf8))
        let bars = SwiftUIBars(tokens: tokens, values: SwiftValueReader(tokens: tokens), types: [])
        let open = try #require((0..<tokens.count).first { tokens.names($0, "TabView") }.map { tokens.partner($0 + 1)! + 1 })
        var tabs = SwiftUITabReader.Tabs()
        SwiftUITabReader(tokens: tokens, values: bars.values).read(open: open, close: tokens.partner(open)!, into: &tabs)
        #expect(tabs.tabs.map { $0.tagValue?.kind } == ["home", "discover", "inbox", "profile"].map { .enumCase(type: "AppTab", name: $0) })
        // Every tab's tag is written once, in the closure.
        #expect(Set(tabs.tabs.map(\.tag)).count == 1)
    }

    @Test func literalAndStaticArraysAndTheAnonymousElement() {
        let shapes = [
            "ForEach([AppTab.inbox, .home]) { t in ScreenView().tabItem { Text(t.title); Image(systemName: t.icon) } }",
            "ForEach(AppTab.pinned, id: \\.self) { ScreenView().tabItem { Label($0.title, systemImage: $0.icon) } }",
            "ForEach(Self.pinned, id: \\.rawValue, content: { (tab: AppTab) in ScreenView().tabItem { Label(tab.title, systemImage: tab.icon) } })",
            // The iOS 18 `Tab`, its value the element.
            "ForEach(AppTab.pinned) { tab in Tab(tab.title, systemImage: tab.icon, value: tab) { ScreenView() } }",
        ]
        for shape in shapes {
            let declarations = shape.contains("Self.pinned") ? "extension RootView {\n    static let pinned = [AppTab.inbox, AppTab.home]\n}\n" + Self.tabEnum : Self.tabEnum
            let text = Self.view("        TabView {\n            \(shape)\n        }", declarations: declarations)
            #expect(SwiftUITabViewTests.tabs(text) == [["消息 💬|sf:\"person\" + \".circle\"", "首页|sf:\"house\""]], "\(shape)")
        }
        // Plain strings, with the tabs around the loop.
        let strings = Self.view("""
                TabView {
                    HomeView().tabItem { Label(Strings.home, systemImage: Icons.home) }
                    ForEach(["Ａ", "🅱️"], id: \\.self) { name in
                        Text(name).tabItem { Label(name, systemImage: "circle") }
                    }
                }
        """)
        #expect(SwiftUITabViewTests.tabs(strings) == [["首页|sf:\"house.fill\"", "Ａ|sf:\"circle\"", "🅱️|sf:\"circle\""]])
    }

    @Test func unknownCollectionsStayUnbounded() throws {
        for collection in ["tabs", "model.tabs", "AppTab.allCases.filter { $0 != .home }", "Icons.allCases", "store.items(for: user)",
                           "(0..<count)"] {
            let text = Self.view("""
                    TabView {
                        HomeView().tabItem { Label("Home", systemImage: "house") }
                        ForEach(\(collection)) { tab in
                            ScreenView().tabItem { Label(tab.title, systemImage: tab.icon) }
                        }
                    }
            """)
            let bar = try #require(SwiftUITabViewTests.bars(text).first, "\(collection)")
            #expect(bar.items?.isComplete == false, "\(collection)")
            #expect(SwiftUITabViewTests.tabs(text) == [["Home|sf:\"house\""]], "\(collection)")
            #expect(bar.items?.range.start == SwiftUITabViewTests.range(of: "ForEach(", in: text).start, "\(collection)")
        }
    }

    @Test func aLocalNameIsNotTheDeclarationOfTheSameName() throws {
        let declarations = "extension RootView {\n    static let tabs = [AppTab.home]\n    static let title = \"Home\"\n}\n" + Self.tabEnum
        let local = Self.view("""
                let tabs = AppTab.allCases.filter { $0 != .home }
                return TabView {
                    ForEach(tabs) { tab in ScreenView().tabItem { Label(tab.title, systemImage: tab.icon) } }
                }
        """, declarations: declarations)
        #expect(try #require(SwiftUITabViewTests.bars(local).first).items?.isComplete == false)
        let parameter = SwiftUITabViewTests.view("        tabs(Self.tabs)") + """

            extension RootView {
                func tabs(_ tabs: [AppTab], title: String) -> some View {
                    TabView {
                        ForEach(tabs) { tab in ScreenView().tabItem { Label(title, systemImage: tab.icon) } }
                        HomeView().tabItem { Label(title, systemImage: "house") }
                    }
                }
            }
            """ + "\n" + declarations
        #expect(try #require(SwiftUITabViewTests.bars(parameter).first).items?.isComplete == false)
        #expect(SwiftUITabViewTests.tabs(parameter) == [["?|sf:\"house\""]])
        // Without the parameter, the type's constant is the name's value.
        let constant = parameter.replacingEvery(", title: String", with: "")
        #expect(SwiftUITabViewTests.tabs(constant) == [["Home|sf:\"house\""]])
    }

    @Test func editingTheEnumerationRevisesTheTabs() throws {
        let frontEnd = SwiftFrontEnd()
        var text = Self.view("""
                TabView {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        ScreenView().tabItem { Label(tab.title, systemImage: tab.icon) }
                    }
                }
        """)
        var revision = frontEnd.revise(Array(text.utf8), previous: nil, extracting: .whenNamed)
        let edits: [(String, String, [String])] = [
            ("case .home: return \"首页\"", "case .home: return \"主页\"", ["主页", "发现", "消息 💬", "我的"]),
            // A case the switch names but the enumeration no longer has: the cases matched after it are unknown.
            ("case home, discover = \"发现\", inbox, profile", "case home, inbox, profile", ["主页", "?", "?"]),
            ("case .discover: return rawValue\n", "", ["主页", "消息 💬", "我的"]),
            ("enum AppTab: String, CaseIterable, Hashable", "enum AppTab: String, Hashable", []),
        ]
        for (old, new, titles) in edits {
            text = text.replacingEvery(old, with: new)
            let next = frontEnd.revise(Array(text.utf8), previous: revision, extracting: .whenNamed)
            #expect(next.facts == frontEnd.extract(Array(text.utf8)), "after \(old) -> \(new)")
            let read = SwiftUITabViewTests.tabs(text).first?.map { String($0.split(separator: "|")[0]) } ?? []
            #expect(read == titles, "after \(old) -> \(new)")
            revision = next
        }
    }

    @Test func labelsTheEvaluatorCannotTellStayUnknownAtTheirExpression() throws {
        let text = Self.view("""
                TabView {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        ScreenView().tabItem { Label(tab.rawValue.capitalized, systemImage: tab.symbol) }
                    }
                }
        """)
        #expect(SwiftUITabViewTests.tabs(text) == [Array(repeating: "?|sf:tab.symbol", count: 4)])
        let items = try #require(SwiftUITabViewTests.bars(text).first?.items)
        #expect(items.isComplete)
        #expect(items.elements.first?.title?.range == SwiftUITabViewTests.range(of: "tab.rawValue.capitalized", in: text))
    }
}
