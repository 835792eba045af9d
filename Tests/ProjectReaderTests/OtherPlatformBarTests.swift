import ProjectReader
import Testing
import TabBarCore

/// A tab bar in another platform's target folder is read but not checked: tvOS draws a text-only bar at the top, so
/// its items without images are no iOS mistake.
@Suite struct OtherPlatformBarTests {
    static let textOnlyBar = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Text("首页") }
                    SearchView().tabItem { Text("搜索 🔍") }
                }
            }
        }
        """

    static func codes(at path: String) -> [String] {
        let project = SourceProjectReader.project([SourceProjectReader.Input(path: path, bytes: Array(textOnlyBar.utf8))])
        #expect(project.controllers.count == 1, "the bar is read at \(path)")
        return SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }.map(\.code)
    }

    @Test func anIOSBarIsChecked() {
        #expect(Self.codes(at: "App/ContentView.swift") == ["TB013", "TB013"])
    }

    @Test(arguments: ["TV/AppTVOS/ContentView.swift", "macOS/ContentView.swift", "Shop Watch App/ContentView.swift"])
    func anotherPlatformsBarIsNot(path: String) {
        #expect(Self.codes(at: path) == [])
    }
}
