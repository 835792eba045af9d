import ProjectReader
import TabBarCore
import Testing

/// `ClassDefiners`, which files define the classes the tab bars use: the one lookup behind `tabbar check`'s
/// later passes (files by index) and the language server's index (files by path, kept as they come and go).
@Suite struct ClassDefinersTests {
    static let base = SourceSelection.tabNamedSubclasses

    /// Paths and screenings: a library file, definers, a Tab-named implementation with its header and a
    /// header without a class, an implementation beside no header.
    static let files: [(String, SourceScreening)] = [
        ("App/Main.swift", SourceScreening(mentionsLibrary: true, classNames: [])),
        ("App/Feed.swift", SourceScreening(mentionsLibrary: false, classNames: ["Feed"])),
        ("App/MainTabs.m", SourceScreening(mentionsLibrary: false, classNames: ["MainTabs"])),
        ("App/MainTabs.h", SourceScreening(mentionsLibrary: false, classNames: [])),
        ("App/ShopTabs.mm", SourceScreening(mentionsLibrary: false, classNames: ["ShopTabs", "Shop"])),
        ("App/Other.m", SourceScreening(mentionsLibrary: false, classNames: ["Other"])),
        ("App/Other.h", SourceScreening(mentionsLibrary: false, classNames: ["Other"])),
    ]

    static func definers(_ files: [(String, SourceScreening)] = files) -> ClassDefiners<String> {
        var definers = ClassDefiners<String>()
        for (path, screening) in files { definers.insert(path, path: path, screening: screening) }
        return definers
    }

    @Test func theFilesDefiningTheNamesAreThoseIsLinkedLinks() {
        let definers = Self.definers()
        for names: Set<String> in [[], ["Feed"], ["Feed", "Shop"], ["Other", "Nothing"], [Self.base]] {
            let linked = Self.files.filter { SourceSelection.isLinked($0.1, referenced: names) }.map(\.0)
            let headers = names.contains(Self.base) ? ["App/MainTabs.h"] : []
            #expect(definers.files(defining: names, skipping: []) == (linked + headers).sorted(), "\(names)")
        }
    }

    @Test func theHeaderBesideATabNamedImplementationComesWithIt() {
        let definers = Self.definers()
        #expect(definers.files(defining: [Self.base], skipping: []).contains("App/MainTabs.h"))
        #expect(!definers.files(defining: ["MainTabs"], skipping: []).contains("App/MainTabs.h"), "only for a base class")
        // An implementation read already: its header is not asked for (as `tabbar check` passes go).
        #expect(!definers.files(defining: [Self.base], skipping: ["App/MainTabs.m"]).contains("App/MainTabs.h"))
        #expect(ClassDefiners<String>.header(besides: "A/B.mm") == "A/B.h")
        #expect(ClassDefiners<String>.header(besides: "A/B.swift") == nil)
        #expect(ClassDefiners<String>.header(besides: "标签/首页.m") == "标签/首页.h")
        #expect(ClassDefiners<String>.header(besides: "A/Bm") == nil)
        #expect(ClassDefiners<String>.header(besides: "m") == nil)
    }

    @Test func aHeaderIsFoundByItsFileNameInAnyFolder() {
        var definers = ClassDefiners<String>()
        let none = SourceScreening(mentionsLibrary: false, classNames: [])
        for path in ["标签/首页.h", "首页.h", "A/首页.hh", "A/首页.m", "B/Tabs.h"] { definers.insert(path, path: path, screening: none) }
        #expect(definers.files(defining: [SourceSelection.headerMarker + "首页"], skipping: []) == ["标签/首页.h", "首页.h"])
        #expect(definers.files(defining: [SourceSelection.headerMarker + "Tabs"], skipping: []) == ["B/Tabs.h"])
    }

    @Test func removingAFileUndoesInsertingIt() {
        var definers = Self.definers()
        for (path, screening) in Self.files.dropFirst(2) { definers.remove(path, path: path, screening: screening) }
        #expect(definers == Self.definers(Array(Self.files.prefix(2))), "the same lookups as never inserted")
    }

    /// The passes over paths (as the server's index runs them) read what `tabbar check` reads over indexes.
    @Test func thePassesReadTheSameFilesByPathAndByIndex() {
        let chain = SelectionFixedPointTests.chain
        let first = chain.map { SourceSelection.firstPass(path: $0.0, bytes: Array($0.1.utf8)) }
        let byIndex = SourceSelection.laterPasses(first) { selected in
            selected.map { SourceSelection.extracted(first[$0], bytes: Array(chain[$0].1.utf8)) }
        }
        var definers = ClassDefiners<String>()
        for file in first where !file.isExtracted { definers.insert(file.path, path: file.path, screening: file.screening) }
        let reach = SourceSelection.laterPasses(from: first.compactMap(\.facts), definers: definers) { paths in
            paths.map { path in
                let index = chain.firstIndex { $0.0 == path }!
                return SourceSelection.extracted(first[index], bytes: Array(chain[index].1.utf8))?.facts
            }
        }
        let readByIndex = Set(zip(first, byIndex).filter { !$0.0.isExtracted && $0.1?.isExtracted == true }.map(\.0.path))
        #expect(reach.read == readByIndex)
        #expect(reach.read == ["App/MainTabs.m", "App/Feed/FeedViewController.m"])
        #expect(reach.names.contains("FeedViewController"))
    }
}
