import ProjectReader
import Testing
import TabBarCore
import TabBarWorkspace

/// Finding source files: project markers, vendored copies of the library, lock files.
@Suite struct SourceFileFinderTests {
    /// The contract skips a vendored copy of the library as a whole, the app's configuration kept beside the library's
    /// files (an edited copy of its example `CYLTabBarControllerConfig.m`) included.
    @Test func aVendoredLibraryFolderIsSkippedWithWhatIsKeptBesideIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for name in ["CYLTabBarController.m", "CYLTabBarController.h", "CYLPlusButton.m", "UIView+CYLBadgeExtention.m",
                     "CYLTabBarControllerConfig.m", "MainTabBarController.m"] {
            tree.file("App/Libs/CYLTabBarController/" + name)
        }
        tree.file("App/AppDelegate.swift")
        tree.file("App.xcodeproj/project.pbxproj")
        let found = ConfigFileFinder(fileSystem: LocalFileSystem(), sourceFrontEnds: SourceProjectReader.frontEnds).find(in: [tree.root])
        let names = found.sourceFiles.map { PathNames.lastComponent($0) }
        // The Xcode project file is listed without listing its folder: read only for a project with storyboard bars.
        #expect(names == ["AppDelegate.swift", "project.pbxproj"])
        #expect(found.projectRoots == [tree.root])
    }

    @Test func anXcodeProjectFolderWithoutItsProjectFileListsNothing() throws {
        // A snapshot or a checkout may lack `project.pbxproj`: nothing is listed, so nothing fails to be read.
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.file("App/AppDelegate.swift")
        tree.file("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        tree.file("Tools/Tools.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        for listsInParallel in [true, false] {
            let finder = ConfigFileFinder(fileSystem: LocalFileSystem(), sourceFrontEnds: SourceProjectReader.frontEnds,
                                          listsInParallel: listsInParallel)
            let found = finder.find(in: [tree.root])
            #expect(found.sourceFiles.map { PathNames.lastComponent($0) } == ["AppDelegate.swift", "project.pbxproj"])
            #expect(found.sourceFiles.last?.hasSuffix("Tools/Tools.xcodeproj/project.pbxproj") == true)
            #expect(found.errors.isEmpty)
        }
    }

    @Test func theLockFileBesideTheProjectFolderIsRead() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.file("Podfile.lock", "PODS:\n  - CYLTabBarController (1.2.2)\n")
        let project = tree.folder("RJMemorandum")
        let version = LibraryVersionReader.version(in: project, fileSystem: LocalFileSystem())
        #expect(version?.description == "1.2.2")
        #expect(version?.isBefore("1.6.0") == true)
        #expect(LibraryVersionReader.version(in: project, fileSystem: LocalFileSystem(), home: tree.root) == nil)
    }

    @Test(arguments: [
        ("Podfile.lock", "PODS:\n  - CYLTabBarController (1.29.0):\n    - CYLTabBarController/Core (= 1.29.0)\n", "1.29.0"),
        ("Cartfile.resolved", "github \"ChenYilong/CYLTabBarController\" \"1.17.4\"\n", "1.17.4"),
        ("Package.resolved", "{ \"pins\": [ {\n  \"identity\": \"cyltabbarcontroller\",\n  \"state\": {\n    \"revision\": \"abc\",\n    \"version\": \"1.99.6\"\n  }\n} ] }\n", "1.99.6"),
    ])
    func lockFileFormats(name: String, text: String, expected: String) {
        #expect(LibraryVersionReader.version(inLockFile: text, named: name)?.description == expected)
    }
}
