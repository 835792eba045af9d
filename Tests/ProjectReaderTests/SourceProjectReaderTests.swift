import ProjectReader
import TabBarCore
import TabBarWorkspace
import Testing

/// The one source project reader: project roots, the two passes, lock files, on files in memory.
@Suite struct SourceProjectReaderTests {
    /// Files and folders in memory; folders are implied by the files' paths.
    struct MemoryFiles: FileSystem {
        var files: [String: String]
        var currentDirectory: String { "/work" }

        func kind(of path: String) -> FileKind? {
            let path = absolutePath(path)
            if files[path] != nil { return .file }
            return files.keys.contains { $0.hasPrefix(path == "/" ? "/" : path + "/") } ? .directory : nil
        }

        func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
            let prefix = absolutePath(path) == "/" ? "/" : absolutePath(path) + "/"
            let names = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
            guard !names.isEmpty else { throw .notFound(path: path) }
            return Array(Set(names))
        }

        func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
            guard let text = files[absolutePath(path)] else { throw .notFound(path: path) }
            return Array(text.utf8)
        }

        func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
            throw .readOnly(path: path)
        }
    }

    static let app = MemoryFiles(files: [
        "/work/App/Podfile": "pod 'CYLTabBarController'\n",
        "/work/App/Podfile.lock": "PODS:\n  - CYLTabBarController (1.29.0)\n",
        "/work/App/Main/MainTabBarController.m": """
        #import "CYLTabBarController.h"
        @implementation MainTabBarController
        - (instancetype)init {
            FeedViewController *feed = [[FeedViewController alloc] init];
            return [super initWithViewControllers:@[feed] tabBarItemsAttributes:@[@{CYLTabBarItemTitle: @"Feed"}]];
        }
        @end
        """,
        "/work/App/Feed/FeedViewController.m": "@implementation FeedViewController\n@end\n",
        "/work/App/Other/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}\n",
        "/work/App/Notes.txt": "CYLTabBarController\n",
        "/work/Loose/Tool.swift": "class Tool {}\n",
    ])

    static let reader = SourceProjectReader(fileSystem: app, home: "/home")

    @Test func aFilesProjectIsItsNearestMarkerFolderUp() {
        #expect(Self.reader.projectRoot(of: "App/Feed/FeedViewController.m") == "/work/App")
        #expect(Self.reader.projectRoot(of: "/work/Loose/Tool.swift") == nil)
        let project = Self.reader.project(around: "/work/App/Feed/FeedViewController.m")
        #expect(project.root == "/work/App")
        #expect(project.paths == ["/work/App/Feed/FeedViewController.m", "/work/App/Main/MainTabBarController.m",
                                  "/work/App/Other/SettingsViewController.swift"])
        #expect(Self.reader.project(around: "Loose/Tool.swift") == SourceProjectFiles(root: nil, paths: ["Loose/Tool.swift"]))
    }

    @Test func theSecondPassReadsOnlyTheClassesTheTabBarUses() {
        let files = Self.reader.project(around: "/work/App/Main/MainTabBarController.m")
        let (project, errors) = Self.reader.read(files)
        #expect(errors.isEmpty)
        #expect(project.files.map(\.path) == ["/work/App/Feed/FeedViewController.m", "/work/App/Main/MainTabBarController.m"])
        #expect(Self.reader.libraryVersion(of: files, read: project)?.description == "1.29.0")
    }

    @Test func aNamedFileIsReportedAloneAndKeepsItsSpelling() {
        let found = Self.reader.finder.find(in: ["App/Feed/FeedViewController.m", "Loose"])
        let projects = Self.reader.projects(found, named: ["App/Feed/FeedViewController.m"])
        #expect(projects.map(\.root) == ["/work/App", nil])
        #expect(projects[0].paths.first == "App/Feed/FeedViewController.m")
        #expect(projects[0].reports("App/Feed/FeedViewController.m"))
        #expect(!projects[0].reports("/work/App/Main/MainTabBarController.m"))
        #expect(projects[1].paths == ["Loose/Tool.swift"] && projects[1].reported == nil)
        // Every path of both came from a walk: read without sizing each file first.
        #expect(projects.allSatisfy { $0.listed })
        #expect(Self.reader.project(around: "/work/App/Feed/FeedViewController.m").listed)
    }

    @Test func aNamedFileInNoProjectIsReadAsNamed() {
        // Given on the command line, it may be no regular file (a pipe): not read as a listed one.
        let found = Self.reader.finder.find(in: ["Loose/Tool.swift"])
        let projects = Self.reader.projects(found, named: ["Loose/Tool.swift"])
        #expect(projects == [SourceProjectFiles(root: nil, paths: ["Loose/Tool.swift"], reported: ["Loose/Tool.swift"])])
        #expect(!projects[0].listed)
    }

    @Test func selectionIsOneRuleForBothPasses() {
        let main = SourceSelection.firstPass(path: "Main.swift", bytes: Array("""
        let tabBar = CYLTabBarController(viewControllers: [UINavigationController(rootViewController: FeedViewController())],
                                         tabBarItemsAttributes: [[CYLTabBarItemTitle: "Feed"]])
        """.utf8))
        let feed = SourceSelection.firstPass(path: "Feed.swift", bytes: Array("class FeedViewController {}".utf8))
        let other = SourceSelection.firstPass(path: "Other.m", bytes: Array("@implementation Other\n@end".utf8))
        let text = SourceSelection.firstPass(path: "Notes.txt", bytes: Array("CYLTabBarController".utf8))
        #expect(main.facts != nil && feed.facts == nil && other.facts == nil)
        #expect(text.screening == .nothing, "no front-end reads it")
        #expect(SourceSelection.secondPass([main, feed, other, nil, text]) == [1])
        #expect(SourceSelection.isLinked(feed.screening, referenced: ["FeedViewController"]))
        #expect(!SourceSelection.isLinked(other.screening, referenced: ["FeedViewController"]))
    }

    @Test func theDeepestRootHoldsAFile() {
        let roots = ProjectRootSet(["/a", "/a/b", "/ab"])
        #expect(roots.root(of: "/a/b/c/File.m") == "/a/b")
        #expect(roots.root(of: "/a/bc/File.m") == "/a")
        #expect(roots.root(of: "/ab/File.m") == "/ab")
        #expect(roots.root(of: "/b/File.m") == nil)
        #expect(ProjectRootSet(["/"]).root(of: "/x/File.m") == "/")
    }
}
