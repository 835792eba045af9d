import ProjectReader
import Testing
import TabBarWorkspace

/// The language server's source scan on a real disk: what it lists, what it skips, where it stops.
@Suite struct SourceTreeScannerTests {
    @Test func listsSourcesAndProjectRootsAndSkipsWhatCheckSkips() throws {
        let tree = try TemporaryTree("tabbar-source-scan")
        defer { tree.remove() }
        tree.file("Podfile")
        tree.file("App/Main/MainTabBarController.swift")
        tree.file("App/Main/PlusButton.m")
        tree.file("App/Main/PlusButton.h")
        tree.file("App/Legacy/Config.mm")
        tree.file("App/notes.txt")
        tree.file("Pods/CYLTabBarController/CYLTabBar.m")
        tree.file("App/Vendor/CYLTabBarController.m")
        tree.file("App/Vendor/CYLTabBarControllerConfig.m")
        tree.file("App/Assets.xcassets/Code.swift")
        tree.file("App.xcodeproj/Generated.swift")
        tree.file("Widget/Package.swift")
        tree.file("Widget/Sources/Widget.swift")
        let scan = SourceTreeScanner.scan(tree.root, recursive: true, frontEnds: SourceProjectReader.frontEnds)
        let relative = scan.files.map { String($0.dropFirst(tree.root.count + 1)) }
        #expect(relative == ["App/Legacy/Config.mm", "App/Main/MainTabBarController.swift", "App/Main/PlusButton.h",
                             "App/Main/PlusButton.m", "Widget/Package.swift",
                             "Widget/Sources/Widget.swift"])
        #expect(scan.projectRoots == [tree.root, tree.root + "/Widget"])
        #expect(!scan.isIncomplete)
        #expect(scan.incompleteNote == nil)

        let alone = SourceTreeScanner.scan(tree.root + "/App/Main", recursive: false, frontEnds: SourceProjectReader.frontEnds)
        #expect(alone.files.count == 3)
    }

    @Test func stopsAtItsFileCapAndSaysSo() throws {
        let tree = try TemporaryTree("tabbar-source-cap")
        defer { tree.remove() }
        for index in 0..<12 { tree.file("App/File\(index).swift") }
        let scan = SourceTreeScanner.scan(tree.root, recursive: true, frontEnds: SourceProjectReader.frontEnds, maxFiles: 5)
        #expect(scan.files.count == 5)
        #expect(scan.isIncomplete)
        #expect(scan.incompleteNote?.contains("stopped listing source files below \(tree.root)") == true)
        let budget = SourceTreeScanner.scan(tree.root, recursive: true, frontEnds: SourceProjectReader.frontEnds,
                                            budget: ScanBudget(maxEntries: 3, maxDuration: .seconds(10)))
        #expect(budget.isIncomplete)
    }
}
