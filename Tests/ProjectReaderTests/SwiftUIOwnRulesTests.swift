import JSONC
import ProjectReader
import SwiftSource
import TabBarCore
import Testing

/// SwiftUI's own rules (TB034-TB038, `SwiftUITechnology.rules`) are in the catalog, so the generic example tests
/// (`SourceRuleExamplesTests`, `SourceExampleVariantsTests`) run their examples; here, what is theirs alone: their
/// codes and severities, examples cut anywhere, and the shapes of correct apps they must stay silent on.
@Suite struct SwiftUIOwnRulesTests {
    static let codes = SwiftUITechnology.rules.map(\.description.code)

    static func rule(_ code: String) throws -> any SourceRule {
        try #require(SwiftUITechnology.rules.first { $0.description.code == code }?.source)
    }

    /// The project of `files` and the findings of `rule` in each of its files.
    static func lint(_ files: [(name: String, text: String)], rule: any SourceRule, prefix: String = "")
        -> (SourceProject, [[Diagnostic]]) {
        let inputs = files.map { SourceProjectReader.Input(path: $0.name, bytes: Array((prefix + $0.text).utf8)) }
        let project = SourceProjectReader.project(inputs)
        var perFile: [[Diagnostic]] = Array(repeating: [], count: project.files.count)
        for finding in rule.check(SourceRuleContext(project: project, assets: nil)) where finding.file < perFile.count {
            perFile[finding.file].append(finding.diagnostic)
        }
        return (project, perFile.map { $0.sorted { $0.range.start < $1.range.start } })
    }

    @Test func theRulesAreSwiftUIsFiveInCodeOrder() {
        #expect(Self.codes == ["TB034", "TB035", "TB036", "TB037", "TB038"])
        #expect(SwiftUITechnology.rules.map(\.description.code) == Self.codes)
        #expect(SwiftUITechnology.rules.allSatisfy { $0.source != nil && $0.configuration == nil })
        // No code is taken twice, with the core's rules either, and the catalog knows each (explain, settings, docs).
        #expect(Set(Self.codes).isDisjoint(with: CoreRules.entries.map(\.description.code)))
        #expect(Self.codes.allSatisfy { RuleRegistry.description(for: $0) != nil })
        #expect(RuleRegistry.sourceRules.filter { Self.codes.contains(type(of: $0).description.code) }.count == 5)
        let severities = SwiftUITechnology.rules.map(\.description.severity)
        #expect(severities == [.error, .warning, .info, .warning, .warning])
    }

    /// Every prefix of every example (cut anywhere, mid-token and mid-bracket) reads without a crash.
    @Test func cutExamplesNeverCrash() throws {
        var runs = 0
        for registered in SwiftUITechnology.rules {
            guard let rule = registered.source else { continue }
            for example in registered.description.source.triggering {
                let text = Array(SourceRuleExamplesTests.plain(example)[0].text.utf8)
                for cut in stride(from: 0, through: text.count, by: 3) {
                    let slice = String(decoding: text[0..<cut], as: UTF8.self)
                    _ = Self.lint([("RootView.swift", slice)], rule: rule)
                    runs += 1
                }
            }
        }
        #expect(runs > 500)
    }

    /// Every example with brackets, quotes and dots dropped or added at random places (a fixed seed) reads and
    /// checks without a crash.
    @Test func mangledExamplesNeverCrash() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(max(1, bound)))
        }
        let pieces: [[UInt8]] = ["{", "}", "(", ")", "\"", ".", "$", "#if false\n", "\n", ""].map { Array($0.utf8) }
        var runs = 0
        for registered in SwiftUITechnology.rules {
            for example in registered.description.source.triggering + registered.description.source.nonTriggering {
                let text = Array(SourceRuleExamplesTests.plain(example)[0].text.utf8)
                for _ in 0..<40 {
                    var bytes = text
                    for _ in 0..<(1 + next(4)) {
                        let at = next(bytes.count)
                        if next(2) == 0, at < bytes.count { bytes.remove(at: at) }
                        bytes.insert(contentsOf: pieces[next(pieces.count)], at: min(at, bytes.count))
                    }
                    _ = Self.findings([("RootView.swift", String(decoding: bytes, as: UTF8.self))])
                    runs += 1
                }
            }
        }
        #expect(runs >= 500)
    }

    /// A bar of 2,000 tabs showing one screen whose body holds 2,000 pushed titles and rows, each tab tagged alike and
    /// styled: SwiftUI's rules check it in time that grows with the tabs, not with tabs times tokens.
    @Test func aHugeBarStaysLinear() {
        let tabs = (0..<2_000).map { "            Screen().tabItem { Label(\"T\($0)\", systemImage: \"s\").font(.body) }.tag(0)" }
        let rows = (0..<2_000).map { "            NavigationLink(\"r\($0)\") { Row().navigationTitle(\"Row\") }" }
        let text = """
            import SwiftUI

            struct RootView: View {
                @State private var selection = 0

                var body: some View {
                    NavigationStack {
                    TabView(selection: $selection) {
            \(tabs.joined(separator: "\n"))
                    }
                    }
                }
            }

            struct Screen: View {
                var body: some View {
                    List {
            \(rows.joined(separator: "\n"))
                    }
                    .navigationTitle("T1")
                }
            }
            """
        let project = SourceProjectReader.project([SourceProjectReader.Input(path: "RootView.swift", bytes: Array(text.utf8))])
        let context = SourceRuleContext(project: project, assets: nil)
        let clock = ContinuousClock()
        let started = clock.now
        let codes = SwiftUITechnology.rules.compactMap(\.source).flatMap { $0.check(context) }.map(\.diagnostic.code)
        let elapsed = clock.now - started
        // 1,999 repeated tags, 2,000 fonts, one navigation stack; the shared screen is titled for no tab in particular.
        #expect(codes.filter { $0 == "TB034" }.count == 1_999)
        #expect(codes.filter { $0 == "TB036" }.count == 2_000)
        #expect(codes.filter { $0 == "TB035" }.count == 1)
        #expect(!codes.contains("TB037"))
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    /// The codes of SwiftUI's rules that `files` give, through the catalog's linter.
    static func findings(_ files: [(name: String, text: String)]) -> [String] {
        let project = SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.name, bytes: Array($0.text.utf8)) })
        return SourceLinter.lint(project).flatMap { $0 }.map(\.code).filter { codes.contains($0) }
    }

    /// A correct app in two files: an enum of the app's own named `Tab`, tags of its type, a stack inside each tab,
    /// titles that match, a searchable search tab, a styled image the bar honours, a preview with untagged tabs inside
    /// a NavigationStack, and another file's `TabView` type (which shadows SwiftUI's there).
    @Test func aCorrectAppGivesNoFinding() {
        let root = #"""
        import SwiftUI

        enum Tab: String, CaseIterable, Hashable {
            case home, search, profile
        }

        struct RootView: View {
            @AppStorage("tab") private var selection: Tab = .home

            var body: some View {
                TabView(selection: $selection) {
                    NavigationStack { HomeView() }
                        .tabItem { Label("Home", systemImage: "house").environment(\.symbolVariants, .fill) }
                        .tag(Tab.home)
                    Tab("Search", systemImage: "magnifyingglass", value: Tab.search, role: .search) {
                        SearchView()
                    }
                    ProfileView()
                        .tabItem {
                            Image("tab_profile").renderingMode(.template)
                            Text("Profile")
                        }
                        .tag(Tab.profile)
                }
            }
        }

        struct HomeView: View {
            var body: some View { List { Text("Welcome") }.navigationTitle("Home") }
        }

        struct SearchView: View {
            @State private var query = ""
            var body: some View { NavigationStack { List { Text(query) }.searchable(text: $query).navigationTitle("Search") } }
        }

        struct ProfileView: View {
            var body: some View { NavigationStack { Form { Text("Name") }.navigationTitle("Profile") } }
        }

        #Preview {
            NavigationStack {
                TabView(selection: .constant(0)) {
                    HomeView().tabItem { Text("Home").font(.title) }
                    SearchView().tabItem { Text("Home") }
                }
            }
        }
        """#
        let other = #"""
        import SwiftUI

        /// The app's own pager, named like SwiftUI's.
        struct TabView<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { NavigationStack { ScrollView(.horizontal) { HStack { content } } } }
        }

        struct Onboarding: View {
            var body: some View {
                NavigationStack {
                    TabView {
                        Text("One").tabItem { Text("1").font(.title) }
                        Text("Two").tabItem { Text("2") }
                    }
                }
            }
        }
        """#
        #expect(Self.findings([("App/RootView.swift", root), ("App/Pager.swift", other)]) == [])
        // The same app with one mistake per rule gives each rule once.
        let broken = root
            .replacingOnce(".tag(Tab.home)", with: "")
            .replacingOnce("TabView(selection: $selection) {", with: "NavigationView { TabView(selection: $selection) {")
            .replacingOnce("        }\n    }\n}\n\nstruct HomeView", with: "        } }\n    }\n}\n\nstruct HomeView")
            .replacingOnce("Text(\"Profile\")", with: "Text(\"Profile\").font(.caption)")
            .replacingOnce(".navigationTitle(\"Profile\")", with: ".navigationTitle(\"Home\")")
            .replacingOnce(".searchable(text: $query)", with: "")
        #expect(Self.findings([("App/RootView.swift", broken)]).sorted() == ["TB034", "TB035", "TB036", "TB037", "TB038"])
    }
}

private extension String {
    /// The text with the first `target` replaced by `replacement` (unchanged when it holds none).
    func replacingOnce(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count,
              let start = (0...(bytes.count - needle.count)).first(where: { Array(bytes[$0..<($0 + needle.count)]) == needle })
        else { return self }
        return String(decoding: bytes[0..<start] + Array(replacement.utf8) + bytes[(start + needle.count)...], as: UTF8.self)
    }
}
