#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TabBarWorkspace
import TabBarTestSupport

/// The catalog search on real folder trees: project roots found by walking up, skipped
/// folders, nested groups, other projects left out, files in no project, the budget.
@Suite struct AssetCatalogScannerDiskTests {
    @Test func findsImageSetsOfTheRepositoryButNotOfNestedCheckouts() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder(".git")
        for folder in ["App/Assets.xcassets/home.imageset", "App/Assets.xcassets/Tabs/me.imageset",
                       "App/Assets.xcassets/AppIcon.appiconset", "App/Assets.xcassets/custom.mesh.radio.symbolset",
                       "App/Assets.xcassets/Accent.colorset", "Pods/X.xcassets/pod.imageset",
                       "Other/Icons.xcassets/post.imageset", "Vendor/Unrelated/.git",
                       "Vendor/Unrelated/Assets.xcassets/foreign.imageset", "App/App.xcodeproj/x.xcassets/proj.imageset"] {
            tree.folder(folder)
        }
        let config = tree.file("App/Config/main.tabbar.json", "{}")
        let scope = CatalogScope.of(fileAt: config, home: nil, in: LocalFileSystem())
        #expect(scope == .project(root: tree.root, isRepository: true))
        let scan = AssetCatalogScanner.scan(scope)
        let index = try #require(scan.index)
        #expect(index.names == ["custom.mesh.radio", "home", "me", "post"])
        #expect(index.catalogs == ["App/Assets.xcassets", "Other/Icons.xcassets"])
        #expect(!scan.isIncomplete)
    }

    @Test func looseImageFilesAreNamedButNotHeldByACatalog() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder(".git")
        tree.folder("App/Assets.xcassets/home.imageset")
        tree.file("App/Assets.xcassets/home.imageset/home@2x.png", "")
        tree.file("App/Images/tab_me@2x.png", "")
        tree.file("App/Images/home@3x.png", "")
        let config = tree.file("App/main.tabbar.json", "{}")
        let index = try #require(AssetCatalogScanner.scan(CatalogScope.of(fileAt: config, home: nil, in: LocalFileSystem())).index)
        #expect(index.names == ["home", "home.png", "tab_me", "tab_me.png"])
        #expect(index.looseOnly == ["home.png", "tab_me", "tab_me.png"])
        #expect(index.catalogHolds("home") && !index.catalogHolds("tab_me") && index.contains("tab_me"))
    }

    @Test func projectRootIsTheRepositoryElseTheNearestProjectFile() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let system = LocalFileSystem()
        let home = tree.root + "/home"
        func scope(_ folder: String, home: String? = home) -> CatalogScope {
            CatalogScope.of(folder: folder, home: home, in: system)
        }
        // No marker anywhere up to the home folder: no project.
        let loose = tree.folder("home/Downloads/configs")
        #expect(scope(loose) == .folder(loose))
        // A .git in the home folder (dotfiles) does not make the home folder a project.
        tree.folder("home/.git")
        #expect(scope(loose) == .folder(loose))
        // An Xcode project marks a folder that is not a repository.
        tree.folder("home/Code/Shop/Shop.xcodeproj")
        #expect(scope(tree.folder("home/Code/Shop/Config")) == .project(root: home + "/Code/Shop", isRepository: false))
        // A repository further up wins over a nearer Package.swift.
        tree.folder("home/Mono/.git")
        tree.file("home/Mono/Packages/Tabs/Package.swift")
        #expect(scope(tree.folder("home/Mono/Packages/Tabs/Sources")) == .project(root: home + "/Mono", isRepository: true))
        // A git worktree holds a .git file, not a folder.
        tree.file("home/Worktree/.git", "gitdir: /elsewhere")
        #expect(scope(tree.folder("home/Worktree/a"), home: nil) == .project(root: home + "/Worktree", isRepository: true))
        // The root of the disk is never a project, and a file there looks around it only.
        #expect(scope("/") == .folder("/"))
    }

    @Test func manyFoldersListEachAncestorOnce() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder("repo/.git")
        let folders = (0..<20).map { tree.folder("repo/Config/f\($0)") } + [tree.folder("loose/a"), tree.folder("loose/b")]
        let system = CountingFileSystem()
        var finder = CatalogScopeFinder(home: tree.root, fileSystem: system)
        let scopes = folders.map { finder.scope(of: $0) }
        #expect(scopes.prefix(20).allSatisfy { $0 == .project(root: tree.root + "/repo", isRepository: true) })
        #expect(scopes.suffix(2) == [.folder(tree.root + "/loose/a"), .folder(tree.root + "/loose/b")])
        #expect(system.listed.count == Set(system.listed).count, "a folder was listed twice")
        #expect(!system.listed.contains(tree.root), "the home folder was examined")
        #expect(scopes.map { $0 } == folders.map { CatalogScope.of(folder: $0, home: tree.root, in: LocalFileSystem()) })
    }

    @Test func aFileInNoProjectSeesItsFolderAndChildFoldersOnly() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let home = tree.folder("home")
        for folder in ["home/Assets.xcassets/a.imageset", "home/Design/Icons.xcassets/b.imageset",
                       "home/Design/Old/Deep.xcassets/c.imageset", "home/Checkout/.git",
                       "home/Checkout/Assets.xcassets/d.imageset", "home/Pods/P.xcassets/e.imageset"] {
            tree.folder(folder)
        }
        let config = tree.file("home/x.tabbar.json", "{}")
        let system = CountingFileSystem()
        let scope = CatalogScope.of(fileAt: config, home: home, in: system)
        #expect(scope == .folder(home))
        let scan = AssetCatalogScanner.scan(scope, in: system)
        #expect(scan.index?.names == ["a", "b"])
        // Nothing below a child folder is listed, except inside catalogs.
        let deeper = system.listed.filter { $0.hasPrefix(home + "/") && !$0.contains(".xcassets") }
            .filter { $0.dropFirst(home.count + 1).contains("/") }
        #expect(deeper.isEmpty, "listed below the children: \(deeper)")
        #expect(!system.listed.contains(home + "/Pods"))
    }

    @Test func aProjectThatIsNotARepositoryStopsAtNestedProjects() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.file("Package.swift")
        tree.folder("Sources/App/Assets.xcassets/own.imageset")
        tree.file("Examples/Demo/Podfile")
        tree.folder("Examples/Demo/Assets.xcassets/demo.imageset")
        let config = tree.file("Sources/App/tabbar.json", "{}")
        let scope = CatalogScope.of(fileAt: config, home: nil, in: LocalFileSystem())
        #expect(scope == .project(root: tree.root, isRepository: false))
        #expect(AssetCatalogScanner.scan(scope).index?.names == ["own"])
    }

    @Test func aSearchStopsAtItsBudgetAndSaysSo() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder(".git")
        tree.folder("Assets.xcassets/home.imageset")
        for index in 0..<40 { tree.folder("many/f\(index)/g") }
        let budget = ScanBudget(maxEntries: 20, maxDuration: .seconds(10))
        let scan = AssetCatalogScanner.scan(.project(root: tree.root, isRepository: true), budget: budget)
        #expect(scan.isIncomplete)
        #expect(scan.index == nil)
        #expect(scan.entriesRead <= 22)
        #expect(scan.incompleteNote?.contains("TB014") == true)
        let timed = AssetCatalogScanner.scan(.project(root: tree.root, isRepository: true),
                                             budget: ScanBudget(maxEntries: 1_000, maxDuration: .zero))
        #expect(timed.isIncomplete)
        let whole = AssetCatalogScanner.scan(.project(root: tree.root, isRepository: true))
        #expect(whole.index?.names == ["home"])
    }

    @Test func theRootOfTheDiskIsLookedAtAloneAndKernelTreesNever() throws {
        let system = CountingFileSystem()
        _ = AssetCatalogScanner.scan(.folder("/"), budget: ScanBudget(maxEntries: 200_000, maxDuration: .seconds(5)),
                                     in: system)
        #expect(system.listed == ["/"])
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder("proc/Assets.xcassets/p.imageset")
        #expect(AssetCatalogScanner.Search.mayHoldCatalogs("proc", path: "/proc") == false)
        #expect(AssetCatalogScanner.Search.mayHoldCatalogs("proc", path: tree.root + "/proc"))
        #expect(AssetCatalogScanner.scan(.folder(tree.root)).index?.names == ["p"])
    }

    @Test func listingsCarryTheEntryKindWithoutFollowingLinks() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.folder("dir")
        tree.file("file.txt", "x")
        symlink(tree.root + "/dir", tree.root + "/link")
        let entries = try LocalFileSystem().entries(of: tree.root, limit: 10)
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
        #expect(kinds == ["dir": .directory, "file.txt": .file, "link": .other])
        #expect(try LocalFileSystem().entries(of: tree.root, limit: 2).count == 2)
        #expect(throws: FileSystemError.notFound(path: tree.root + "/none")) {
            try LocalFileSystem().entries(of: tree.root + "/none", limit: 10)
        }
    }
}
