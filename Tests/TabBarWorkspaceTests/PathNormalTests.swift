import Testing
@testable import TabBarWorkspace

/// `normalize`'s fast path takes only the paths that are already normal and absolute.
@Suite struct PathNormalTests {
    @Test func fastPathTakesOnlyNormalAbsolutePaths() {
        for path in ["/a", "/a/b.m", "/.git/x", "/a/..b/c.", "/a/b c/é.swift", "/a/...", "/.x"] {
            #expect(PathNames.isNormalAbsolute(path), "\(path)")
            #expect(PathNames.normalize(path) == path)
        }
        for path in ["", "/", "a/b", "./a", "/a/", "/a//b", "/a/./b", "/a/.", "/a/../b", "/..", "//a", "/a/b/.."] {
            #expect(!PathNames.isNormalAbsolute(path), "\(path)")
        }
        #expect(PathNames.normalize("/") == "/")
        #expect(PathNames.normalize("/a/b/..") == "/a")
    }

    @Test func foldersAndLastComponentsOnBytes() {
        let cases: [(path: String, folder: String, last: String)] = [
            ("a/b/c.json", "a/b", "c.json"), ("c.json", ".", "c.json"), ("/c.json", "/", "c.json"), ("/", "/", ""),
            ("a/", "a", "a"), ("/ü/é x/Ω.m", "/ü/é x", "Ω.m"), ("/a/b/", "/a/b", "b"), ("", ".", ""),
        ]
        for (path, folder, last) in cases {
            #expect(PathNames.folder(of: path) == folder, "\(path)")
            #expect(PathNames.lastComponent(path) == last, "\(path)")
        }
    }

    @Test func joinAddsOneSlashUnlessTheFolderEndsInOne() {
        let cases: [(String, String, String)] = [
            ("a", "b.m", "a/b.m"), ("a/", "b.m", "a/b.m"), ("/", "b", "/b"), (".", "b", "b"), ("", "b", "b"),
            ("ü/é x", "名字.swift", "ü/é x/名字.swift"), ("a", "", "a/"), ("a//", "b", "a//b"), ("😀", "😀", "😀/😀"),
            // A prepended mark makes the `/` part of another character: the folder does not end in `/`.
            ("\u{600}/", "x", "\u{600}//x"),
        ]
        for (folder, name, joined) in cases {
            #expect(PathNames.join(folder, name) == joined, "\(folder) + \(name)")
        }
    }

    @Test func pathOrderIsTheOrderOfTheSortKeys() {
        let parts = ["a", "a-b", "a.b", "b", "é", "A", "", "z/", "/", "ab"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let lhs = (0..<Int.random(in: 0...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            let rhs = (0..<Int.random(in: 0...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            let expected = ConfigFileFinder.sortKey(lhs).lexicographicallyPrecedes(ConfigFileFinder.sortKey(rhs))
            #expect(ConfigFileFinder.pathOrder(lhs, rhs) == expected, "\(lhs) \(rhs)")
        }
        #expect(ConfigFileFinder.pathOrder("a/b.json", "a-b/c.json"))
        #expect(!ConfigFileFinder.pathOrder("a", "a"))
    }

    /// Consecutive paths of a walk share long prefixes, compared eight bytes at a time: the first
    /// difference may fall anywhere in or after a word.
    @Test func pathOrderPastLongSharedPrefixes() {
        let parts = ["a", "a-b", "a.b", "b", "é", "A", "", "z/", "/", "ab", "Module17", "FeedViewController.m"]
        var generator = SystemRandomNumberGenerator()
        func path(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
        }
        for _ in 0..<2_000 {
            let shared = path(0...12)
            let lhs = shared + path(0...3), rhs = shared + path(0...3)
            let expected = ConfigFileFinder.sortKey(lhs).lexicographicallyPrecedes(ConfigFileFinder.sortKey(rhs))
            #expect(ConfigFileFinder.pathOrder(lhs, rhs) == expected, "\(lhs) \(rhs)")
        }
    }
}
