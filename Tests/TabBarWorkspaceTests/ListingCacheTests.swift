#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TabBarWorkspace

/// The listing cache answers as the disk does, from one listing per folder.
@Suite struct ListingCacheTests {
    @Test func answersKindsAndListingsAsTheDiskDoes() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        tree.file("App/main.m", "x")
        tree.folder("App/Views")
        symlink(tree.root + "/App/Views", tree.root + "/App/Link")
        let disk = LocalFileSystem()
        let cache = ListingCache(disk)
        let listed = try cache.entries(of: tree.root + "/App", limit: 100)
        #expect(Set(listed) == Set(try disk.entries(of: tree.root + "/App", limit: 100)))
        for name in ["main.m", "Views", "Link", "missing.m", "main.m/"] {
            let path = tree.root + "/App/" + name
            #expect(cache.kind(of: path) == disk.kind(of: path), "\(name)")
        }
        for name in ["main.m", "Views", "Link", "missing.m"] {
            #expect(cache.kind(ofEntry: name, in: tree.root + "/App") == disk.kind(of: tree.root + "/App/" + name), "\(name)")
        }
        // The folder is listed once: a file added afterwards is not seen through the cache…
        tree.file("App/later.m")
        #expect(try cache.entries(of: tree.root + "/App", limit: 100).count == 3)
        #expect(cache.kind(of: tree.root + "/App/later.m") == nil)
        // …but one written through it is.
        try cache.writeFileAtomically(Array("y".utf8), to: tree.root + "/App/written.m")
        #expect(try cache.entries(of: tree.root + "/App", limit: 100).count == 5)
        #expect(cache.kind(of: tree.root + "/App/written.m") == .file)
    }

    @Test func aListingCutShortIsListedAgainForMore() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for name in ["a", "b", "c"] { tree.file(name + ".m") }
        let cache = ListingCache(LocalFileSystem())
        #expect(try cache.entries(of: tree.root, limit: 2).count == 2)
        #expect(cache.kind(of: tree.root + "/c.m") == .file)
        #expect(try cache.entries(of: tree.root, limit: 10).count == 3)
        #expect(try cache.entries(of: tree.root, limit: 1).count == 1)
    }

    @Test func noListingHoldsANameOnlyWhenEveryListingIsWholeAndWithoutIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for name in ["a.m", "b.m", "Sub/c.m", "Sub/Deeper/.tabbarrc.json"] { tree.file(name) }
        let cache = ListingCache(LocalFileSystem())
        #expect(cache.noListing(holds: ".tabbarrc.json"), "nothing listed yet")
        _ = try cache.entries(of: tree.root, limit: 100)
        _ = try cache.entries(of: tree.root + "/Sub", limit: 100)
        #expect(cache.noListing(holds: ".tabbarrc.json"))
        _ = try cache.entries(of: tree.root + "/Sub/Deeper", limit: 100)
        #expect(!cache.noListing(holds: ".tabbarrc.json"))
        let cut = ListingCache(LocalFileSystem())
        _ = try cut.entries(of: tree.root, limit: 1)
        #expect(!cut.noListing(holds: ".tabbarrc.json"), "a listing cut short may hide the name")
    }
}
