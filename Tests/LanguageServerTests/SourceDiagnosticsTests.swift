#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import JSONC
import TabBarCore
import TabBarWorkspace
import Testing
@testable import LanguageServer

/// Objective-C and Swift documents, driven as an editor drives them: findings that come from
/// other files, the files a change affects published again (and only those), open buffers over
/// the disk, and an index that nothing waits for.
@Suite struct SourceDiagnosticsTests {
    static let main = ShopApp.uri(ShopApp.main)
    static let profile = ShopApp.uri(ShopApp.profile)
    static let home = ShopApp.uri(ShopApp.home)

    /// A client on the stand-in disk holding the shop app, initialized with its root as the workspace.
    static func shop(capabilities: JSON = [:], options: JSON? = nil) -> LoopbackClient {
        let client = LoopbackClient(disk: ShopApp.disk(), projectMarkers: [ShopApp.root])
        client.initialize(capabilities: capabilities, options: options, rootURI: ShopApp.uri(ShopApp.root))
        return client
    }

    @Test func aTitleChangeInTheConfigurationRepublishesTheViewControllerOnly() throws {
        let client = Self.shop()
        client.open(Self.main, ShopApp.mainText(), language: "swift")
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        client.open(Self.home, ShopApp.homeText, language: "swift")
        #expect(client.codes(Self.profile).isEmpty)
        #expect(client.codes(Self.home).isEmpty)
        client.clear()

        // The configuration's fourth title changes: the profile screen's `title = "我的"` now renames its tab.
        client.change(Self.main, ShopApp.mainText(lastTitle: "Me"), version: 2)
        #expect(client.published(Self.main).map { $0["version"] } == [2])
        let republished = try #require(client.published(Self.profile).last)
        #expect(client.published(Self.profile).count == 1)
        #expect(republished["version"] == 1, "the view controller file was not touched")
        let tb003 = try #require(republished["diagnostics"]?.arrayValue?.first)
        #expect(tb003["code"] == "TB003")
        #expect(tb003["message"]?.stringValue?.contains("\"Me\"") == true)
        // `title` after `/* 资料 😀 */ ` on line 5: UTF-16 columns count the emoji as two.
        let line = "        /* 资料 😀 */ title = \"我的\""
        let column = line.prefix(before: "title =")?.utf16.count ?? -1
        #expect(tb003["range"] == ["start": ["line": 5, "character": .number(Double(column))],
                                   "end": ["line": 5, "character": .number(Double(column + 5))]])
        #expect(client.published(Self.home).isEmpty, "Home's findings did not change: not published again")

        // And back: the finding goes away, again without touching the view controller file.
        client.clear()
        client.change(Self.main, ShopApp.mainText(), version: 3)
        #expect(client.published(Self.profile).count == 1)
        #expect(client.codes(Self.profile).isEmpty)
        #expect(client.published(Self.home).isEmpty)

        // An edit that changes no finding elsewhere publishes the edited file alone.
        client.clear()
        client.change(Self.main, ShopApp.mainText() + "\n// 注释\n", version: 4)
        #expect(client.notifications("textDocument/publishDiagnostics").count == 1)
    }

    /// After a keystroke the editor waits for the edited document's diagnostics: they go out before the
    /// other open documents of the project are checked again (and before theirs, when they changed).
    @Test func theEditedDocumentIsPublishedBeforeTheOthersItChanged() {
        for title in ["Me", "Mine", "Moi"] {
            let client = Self.shop()
            client.open(Self.home, ShopApp.homeText, language: "swift")
            client.open(Self.profile, ShopApp.profileText, language: "swift")
            client.open(Self.main, ShopApp.mainText(), language: "swift")
            client.clear()
            client.change(Self.main, ShopApp.mainText(lastTitle: title), version: 2)
            let uris = client.notifications("textDocument/publishDiagnostics").compactMap { $0["params"]?["uri"]?.stringValue }
            #expect(uris.first == Self.main, "published in the order \(uris)")
            #expect(uris.contains(Self.profile), "the profile screen's finding changed too")
        }
    }

    @Test func theViewControllerSeesTheConfigurationOnDiskThroughTheIndex() {
        let client = Self.shop()
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        #expect(client.codes(Self.profile).isEmpty)
        // The configuration changes on disk: the watcher reports it, the index reads it again.
        client.disk[ShopApp.main] = ShopApp.mainText(lastTitle: "Me")
        client.clear()
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.main), "type": 2]]])
        #expect(client.codes(Self.profile) == ["TB003"])
        #expect(client.published(Self.profile).count == 1)
        // A file deleted on disk takes its findings with it.
        client.disk[ShopApp.main] = nil
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.main), "type": 3]]])
        #expect(client.codes(Self.profile).isEmpty)
    }

    @Test func openBuffersWinOverTheDiskUntilTheyAreClosed() {
        let client = Self.shop()
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        client.open(Self.main, ShopApp.mainText(lastTitle: "Me"), language: "swift")
        #expect(client.codes(Self.profile) == ["TB003"])
        // The disk changes under the open buffer: the buffer still counts.
        client.disk[ShopApp.main] = ShopApp.mainText(lastTitle: "Profile")
        client.clear()
        let reads = client.sourceReads.count
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.main), "type": 2]]])
        #expect(client.published(Self.profile).isEmpty)
        #expect(client.sourceReads.count == reads, "the open file is not read from disk")
        // Closed without saving: the disk counts again, and it says "我的" again.
        client.disk[ShopApp.main] = ShopApp.mainText()
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.main)]])
        #expect(client.codes(Self.profile).isEmpty)
        #expect(client.lastDiagnostics(Self.main)?["diagnostics"] == [])
    }

    @Test func theWorkspaceIsScannedOnceAfterInitializedAndFilesReadOnlyWhenTheyMatter() {
        let client = Self.shop()
        #expect(client.sourceScans == ["r:" + ShopApp.root])
        // Every file gets a byte scan; the formatter names no library symbol and no used class,
        // so it is never read a second time (extraction reads the others once more).
        #expect(client.sourceReads.filter { $0 == ShopApp.other }.count == 1)
        #expect(client.sourceReads.filter { $0 == ShopApp.profile }.count == 2)
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        client.open(Self.main, ShopApp.mainText(), language: "swift")
        #expect(client.sourceScans.count == 1, "documents inside the workspace need no scan of their own")
        #expect(client.logLines.contains { $0.hasPrefix("source index: /work/shop: 6 source files") })
    }

    @Test func aDocumentOutsideTheWorkspaceHasItsProjectScanned() {
        var disk = ShopApp.disk()
        disk["/elsewhere/loose/Note.swift"] = "class Note {}"
        let client = LoopbackClient(disk: disk, projectMarkers: [ShopApp.root])
        client.initialize(rootURI: "file:///")
        #expect(client.sourceScans.isEmpty, "`/` is never scanned")
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        client.open(Self.main, ShopApp.mainText(lastTitle: "Me"), language: "swift")
        #expect(client.sourceScans == ["r:" + ShopApp.root])
        #expect(client.codes(Self.profile) == ["TB003"])
        client.open(ShopApp.uri("/elsewhere/loose/Note.swift"), "class Note {}", language: "swift")
        #expect(client.sourceScans.last == "f:/elsewhere/loose", "a file in no project: its folder alone")
    }

    @Test func firstDiagnosticsDoNotWaitForTheIndex() throws {
        let gate = DispatchSemaphore(value: 0)
        let files = ShopApp.disk()
        let source = SourceIndexSource(
            projectRoot: { _ in ShopApp.root },
            scan: { root, recursive in
                gate.wait()
                return SourceTreeScan(root: root, recursive: recursive, files: files.keys.sorted(),
                                      projectRoots: [ShopApp.root], isIncomplete: false, entriesRead: files.count)
            },
            read: { files[$0].map { Array($0.utf8) } })
        let client = LoopbackClient(sourceFiles: source)
        client.initialize(rootURI: ShopApp.uri(ShopApp.root))
        client.open(Self.profile, ShopApp.profileText.replacingFirst("我的", with: "Me"), language: "swift")
        // Published at once, while the scan is blocked: the configuration is not known yet.
        #expect(client.lastDiagnostics(Self.profile)?["version"] == 1)
        #expect(client.codes(Self.profile).isEmpty)
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.profile)],
                                                          "position": ["line": 5, "character": 20]])
        #expect(hover.error == nil)
        gate.signal()
        var waited = 0
        while client.codes(Self.profile).isEmpty, waited < 500 {
            usleep(10_000)
            waited += 1
            client.drain()
        }
        #expect(client.codes(Self.profile) == ["TB003"])
        #expect(client.lastDiagnostics(Self.profile)?["version"] == 1)
    }

    #if os(Linux)
    /// The worker runs at a lower priority than the message loop (nice 10, per thread on Linux).
    @Test func theIndexIsBuiltAtALowerPriority() {
        let seen = PriorityBox()
        let source = SourceIndexSource(
            projectRoot: { _ in nil },
            scan: { root, recursive in
                seen.set(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
                return SourceTreeScan(root: root, recursive: recursive, files: [], projectRoots: [], isIncomplete: false,
                                      entriesRead: 0)
            },
            read: { _ in nil })
        let client = LoopbackClient(sourceFiles: source)
        client.initialize(rootURI: ShopApp.uri(ShopApp.root))
        var waited = 0
        while seen.value == nil, waited < 500 {
            usleep(10_000)
            waited += 1
        }
        #expect(seen.value == 10)
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == 0, "the test's own thread keeps its priority")
    }
    #endif

    @Test func objectiveCDocumentsGetTheirFindings() throws {
        let client = LoopbackClient(disk: ObjCApp.disk, projectMarkers: [ObjCApp.root])
        client.initialize(rootURI: ShopApp.uri(ObjCApp.root))
        let uri = ShopApp.uri(ObjCApp.plus)
        client.open(uri, ObjCApp.plusText, language: "objective-c")
        let tb004 = try #require(client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.first { $0["code"] == "TB004" })
        #expect(tb004["severity"] == 2)
        #expect(tb004["tags"] == [2])
        let line = try #require(ObjCApp.plusText.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("multiplerInCenterY") })
        #expect(tb004["range"]?["start"]?["line"] == .number(Double(line)))
    }

    @Test func thePlusButtonClassIsCheckedAgainstTheItemCountInAnotherFile() throws {
        let client = LoopbackClient(disk: ObjCApp.disk, projectMarkers: [ObjCApp.root])
        client.initialize(rootURI: ShopApp.uri(ObjCApp.root))
        let config = ShopApp.uri(ObjCApp.config)
        let plus = ShopApp.uri(ObjCApp.plus)
        client.open(config, ObjCApp.configText, language: "objective-c")
        client.open(plus, ObjCApp.plusText, language: "objective-c")
        #expect(!client.codes(plus).contains("TB002"))
        client.clear()
        // A third item: an odd count and no indexOfPlusButtonInTabBar.
        let three = ObjCApp.configText
            .replacingFirst("[MineViewController new] ]", with: "[MineViewController new], [MoreViewController new] ]")
            .replacingFirst("@{ CYLTabBarItemTitle : @\"我的\" } ]", with: "@{ CYLTabBarItemTitle : @\"我的\" }, @{ CYLTabBarItemTitle : @\"更多\" } ]")
        client.change(config, three, version: 2)
        #expect(client.codes(plus).contains("TB002"))
        #expect(client.lastDiagnostics(plus)?["version"] == 1)
        let tb002 = try #require(client.lastDiagnostics(plus)?["diagnostics"]?.arrayValue?.first { $0["code"] == "TB002" })
        #expect(tb002["range"]?["start"]?["line"] == 5, "on the class name in @implementation PlusButton")
    }

    @Test func clientsThatPullAreAskedToRefreshWhenAnotherFileChanged() throws {
        let client = Self.shop(capabilities: Capabilities.full, options: ["pushDiagnostics": false])
        client.open(Self.main, ShopApp.mainText(), language: "swift")
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        #expect(client.notifications("textDocument/publishDiagnostics").isEmpty)
        let first = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.profile)]])
        let resultID = try #require(first.result?["resultId"]?.stringValue)
        #expect(first.result?["items"] == [])
        client.clear()
        client.change(Self.main, ShopApp.mainText(lastTitle: "Me"), version: 2)
        #expect(client.sent.contains { $0["method"] == "workspace/diagnostic/refresh" })
        let second = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.profile)],
                                                                "previousResultId": .string(resultID)])
        #expect(second.result?["kind"] == "full")
        #expect(second.result?["items"]?.arrayValue?.first?["code"] == "TB003")
        let unchanged = try #require(second.result?["resultId"]?.stringValue)
        let third = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.profile)],
                                                               "previousResultId": .string(unchanged)])
        #expect(third.result?["kind"] == "unchanged")
    }

    @Test func aSourceFileThatIsNotOpenIsPulledFromDiskWithItsFindings() throws {
        let project = try TemporaryProject(["App/Main.swift": ShopApp.mainText(lastTitle: "Me"),
                                            "App/Profile.swift": ShopApp.profileText])
        defer { project.remove() }
        let disk = [project.path("App/Main.swift"): ShopApp.mainText(lastTitle: "Me"),
                    project.path("App/Profile.swift"): ShopApp.profileText]
        let client = LoopbackClient(disk: disk, projectMarkers: [project.root])
        client.initialize(capabilities: Capabilities.full, rootURI: DocumentURI.fileURI(path: project.root))
        let pulled = client.request("textDocument/diagnostic",
                                    ["textDocument": ["uri": .string(project.uri("App/Profile.swift"))]])
        #expect(pulled.result?["kind"] == "full")
        #expect(pulled.result?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["TB003"])
        #expect(pulled.result?["resultId"] == "s0.1")
        #expect(client.server.documents[project.uri("App/Profile.swift")] == nil)
    }

    @Test func anUntitledSwiftBufferIsAProjectOfItsOwn() {
        let client = Self.shop()
        let uri = "untitled:Untitled-1"
        client.open(uri, """
            let controller = CYLTabBarController(viewControllers: [HomeViewController()],
                                                 tabBarItemsAttributes: [[CYLTabBarItemTitle: "首页"]])
            class HomeViewController: UIViewController {
                override func viewDidLoad() { title = "Home" }
            }
            """, language: "swift")
        #expect(client.codes(uri).contains("TB003"))
        #expect(client.sourceScans == ["r:" + ShopApp.root], "no scan for a buffer without a path")
    }

    @Test func aSaveWithTextCountsAsAChange() {
        let client = Self.shop()
        client.open(Self.main, ShopApp.mainText(), language: "swift")
        client.open(Self.profile, ShopApp.profileText, language: "swift")
        client.clear()
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(Self.main)],
                                               "text": .string(ShopApp.mainText(lastTitle: "Me"))])
        #expect(client.codes(Self.profile) == ["TB003"])
        // A save without text (the buffer already counts) changes nothing.
        client.clear()
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(Self.main)]])
        #expect(client.notifications("textDocument/publishDiagnostics").isEmpty)
    }

    @Test func languageIDsAndFileNamesDecideWhatIsSource() {
        #expect(DocumentServices.reading(uri: "file:///a/B.swift", languageID: "swift").source?.path == "/a/B.swift")
        #expect(DocumentServices.reading(uri: "file:///a/B.m", languageID: nil).source?.path == "/a/B.m")
        #expect(DocumentServices.reading(uri: "file:///a/B.h", languageID: "c").source?.path == "/a/B.h")
        #expect(DocumentServices.reading(uri: "untitled:Untitled-1", languageID: "objective-cpp").source?.path == "untitled:Untitled-1.mm")
        #expect(DocumentServices.reading(uri: "file:///a/tabbar.json", languageID: "jsonc").source?.path == nil)
        #expect(DocumentServices.reading(uri: "file:///a/B.swift", languageID: "json").source?.path == nil)
    }

    /// Who reads a source document is decided with its kind, once, when it is opened.
    @Test func theFrontEndIsDecidedWithTheKind() {
        let reading = { (uri: String, languageID: String?) in DocumentServices.reading(uri: uri, languageID: languageID) }
        #expect(reading("file:///a/B.swift", "swift").kind == .source)
        #expect(reading("file:///a/B.swift", "swift").source?.frontEnd?.id == "swift")
        #expect(reading("file:///a/B.h", "c").source?.frontEnd?.id == "objective-c")
        #expect(reading("untitled:Untitled-1", "objective-cpp").source?.frontEnd?.id == "objective-c")
        #expect(reading("untitled:Untitled-2", "swift").source?.frontEnd?.id == "swift")
        #expect(reading("file:///a/Main.storyboard", nil).source?.frontEnd?.id == "storyboard")
        #expect(reading("file:///a/tabbar.json", "jsonc").kind == .configuration)
        #expect(reading("file:///a/tabbar.json", nil).source == nil)
    }
}

/// A value set on one thread and read on another.
final class PriorityBox: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var stored: Int32?

    init() { pthread_mutex_init(&mutex, nil) }

    func set(_ value: Int32) {
        pthread_mutex_lock(&mutex)
        stored = value
        pthread_mutex_unlock(&mutex)
    }

    var value: Int32? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return stored
    }
}
