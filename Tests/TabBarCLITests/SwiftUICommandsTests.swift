import Foundation
import JSONC
import Testing
import TabBarCore
@testable import TabBarCLI

/// SwiftUI through the commands: `generate --language swiftui` (both APIs, `--check`, usage errors, refusals),
/// `import` of a `TabView` (SF Symbols as `systemImage`, assets as `image`, and back to the same items), and
/// `preview` of a `TabView` saying on iPads that iPadOS 18 floats the bar at the top, in text and JSON.
@Suite struct SwiftUICommandsTests {
    static let configuration = #"""
    { "items": [
        { "title": "首页", "systemImage": "house", "badge": "3" },
        { "title": "Say \"hi\" 😀", "image": "chat" },
        { "title": "Me", "systemImage": "person.crop.circle", "viewController": { "class": "ProfileView" } } ] }
    """#

    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("tabbar.json", configuration)
        return dir
    }

    @Test func generateWritesTheTabAPIByDefaultAndTabItemOnRequest() throws {
        let dir = try Self.project()
        defer { dir.remove() }
        var run = CLIRunner.run(["generate", "--language", "swiftui", "tabbar.json"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote TabBarView.swift\n")
        let tab = try dir.read("TabBarView.swift")
        #expect(tab.contains(#"Tab("首页", systemImage: "house", value: Selection.house) {"#), "\(tab)")
        #expect(tab.contains(#"Tab("Say \"hi\" 😀", image: "chat", value: Selection.chat) {"#), "\(tab)")
        #expect(tab.contains("//   tabbar generate --language swiftui tabbar.json\n"))

        run = CLIRunner.run(["generate", "--language=swiftui", "--swiftui-api=tabitem", "--class-prefix", "My", "tabbar.json"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let item = try dir.read("MyTabBarView.swift")
        #expect(item.contains(#"Label("Me", systemImage: "person.crop.circle")"#), "\(item)")
        #expect(item.contains(".tag(Selection.me)"))
        #expect(item.contains("//   tabbar generate --language swiftui --swiftui-api tabitem --class-prefix My tabbar.json\n"))

        // Up to date: --check is quiet; after a change it prints the diff and fails.
        let check = ["generate", "--check", "--language", "swiftui", "--swiftui-api", "tabitem", "--class-prefix", "My", "tabbar.json"]
        #expect(CLIRunner.run(check, in: dir.path).exitCode == 0)
        try dir.write("tabbar.json", Self.configuration.replacingOccurrences(of: "\"Me\"", with: "\"我\""))
        let stale = CLIRunner.run(check, in: dir.path)
        #expect(stale.exitCode == 1)
        #expect(stale.stdout.contains(#"+                    Label("我", systemImage: "person.crop.circle")"#), "\(stale.stdout)")
    }

    @Test(arguments: [
        (["generate", "--language", "swiftui", "--swiftui-api", "tabs", "tabbar.json"],
         "invalid value 'tabs' for '--swiftui-api': expected tab|tabitem"),
        (["generate", "--language", "swiftui", "--swiftui-api", "tabbar.json"], "invalid value 'tabbar.json' for '--swiftui-api'"),
        (["generate", "--language", "objc", "--swiftui-api", "tab", "tabbar.json"], "'--swiftui-api' cannot be combined with '--language objc'"),
        (["generate", "tabbar.json"], "needs --language swift|objc|swiftui"),
    ])
    func usageErrorsExitWith2(arguments: [String], message: String) throws {
        let dir = try Self.project()
        defer { dir.remove() }
        let run = CLIRunner.run(arguments, in: dir.path)
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("tabbar: error: ") && run.stderr.contains(message), "\(run.stderr)")
        #expect(try dir.entries() == ["tabbar.json"])
    }

    @Test func aPlusButtonIsRefusedWithItsPlace() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("tabbar.json", #"{ "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ],"# + "\n"
                      + #"  "plusButton": { "image": "post" } }"#)
        let run = CLIRunner.run(["generate", "--language", "swiftui", "tabbar.json"], in: dir.path)
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("tabbar.json:2:3: error: plusButton: a SwiftUI TabView has no raised button"), "\(run.stderr)")
        #expect(try dir.entries() == ["tabbar.json"])
    }

    @Test(arguments: ["tab", "tabitem"])
    func importGivesTheGeneratedItemsBack(api: String) throws {
        let dir = try Self.project()
        defer { dir.remove() }
        #expect(CLIRunner.run(["generate", "--language", "swiftui", "--swiftui-api", api, "tabbar.json"], in: dir.path).exitCode == 0)
        let run = CLIRunner.run(["import", "TabBarView.swift", "-o", "imported.tabbar.json"], in: dir.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let text = try dir.read("imported.tabbar.json")
        #expect(text.contains(#""systemImage": "house", // SF Symbol, TabBarView.swift:"#), "\(text)")
        #expect(text.contains(#""image": "chat", // TabBarView.swift:"#), "\(text)")
        func items(_ text: String) -> [String] {
            ConfigurationLinter.lint(text: text).config.items.map {
                "\($0.displayTitle)|\($0.image?.value ?? "-")|\($0.systemImage?.value ?? "-")"
            }
        }
        #expect(items(text) == items(Self.configuration))
        #expect(items(text) == ["首页|-|house", "Say \"hi\" 😀|chat|-", "Me|-|person.crop.circle"])
        // The import checks clean, as the configuration does.
        #expect(CLIRunner.run(["check", "imported.tabbar.json"], in: dir.path).exitCode == 0)
    }

    static let tabView = #"""
    import SwiftUI

    struct RootView: View {
        var body: some View {
            TabView {
                Tab("首页", systemImage: "house") { HomeView() }
                Tab("设置", image: "settings") { SettingsView() }
            }
        }
    }
    """#

    @Test func previewSaysTheBarFloatsOnIPads() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("RootView.swift", Self.tabView)
        let pad = CLIRunner.run(["preview", "RootView.swift", "--device", "ipad-10"], in: dir.path)
        #expect(pad.exitCode == 0, "\(pad.stderr)")
        #expect(pad.stdout.contains("note: on ipad-10 with iPadOS 18 or later, a TabView's tab bar floats at the top of the screen"),
                "\(pad.stdout)")
        let phone = CLIRunner.run(["preview", "RootView.swift", "--device", "iphone-15"], in: dir.path)
        #expect(phone.exitCode == 0 && phone.stdout.contains("首页") && !phone.stdout.contains("floats"), "\(phone.stdout)")

        let all = CLIRunner.run(["preview", "RootView.swift", "--device", "all", "--format", "json"], in: dir.path)
        #expect(all.exitCode == 0, "\(all.stderr)")
        #expect(all.stderr.contains("note: on ipad-10, ipad-pro-13 with iPadOS 18 or later"), "\(all.stderr)")
        guard case .array(let layouts)? = JSON.parse(Array(all.stdout.utf8)) else {
            Issue.record("not a JSON array: \(all.stdout)")
            return
        }
        let floating = layouts.compactMap { layout -> String? in
            guard case .object(let object) = layout, object["floatingTabBar"] != nil,
                  case .object(let device)? = object["device"], case .string(let name)? = device["name"] else { return nil }
            return name
        }
        #expect(floating == ["ipad-10", "ipad-pro-13"])
        guard case .object(let first)? = layouts.last, case .object(let note)? = first["floatingTabBar"] else { return }
        #expect(note["since"] == .string("iPadOS 18") && note["position"] == .string("top"))
    }

    @Test func aConfigurationOrAUIKitBarDoesNotFloat() throws {
        let dir = try Self.project()
        defer { dir.remove() }
        // The configuration describes no TabView: its preview on an iPad says nothing of iPadOS 18.
        let run = CLIRunner.run(["preview", "tabbar.json", "--device", "ipad-10", "--format", "json"], in: dir.path)
        #expect(run.exitCode == 0 && !run.stdout.contains("floatingTabBar") && !run.stderr.contains("floats"), "\(run.stdout)")
    }
}
