import Testing
@testable import TabBarWorkspace

/// `readListedFile` (one `read`, no `fstat`, for files a walk listed) gives what `readFile` gives, at every size
/// around its scratch space, and the same errors.
@Suite struct ListedReadTests {
    @Test func sameBytesAsReadFileAroundTheScratchSize() throws {
        let tree = try TemporaryTree("tabbar-listed")
        defer { tree.remove() }
        let system = LocalFileSystem(currentDirectory: tree.root)
        let scratch = LocalFileSystem.listedReadSize
        for size in [0, 1, 4_097, scratch - 1, scratch, scratch + 1, 2 * scratch + 7, 200_003] {
            // Bytes that differ along the file, so a lost or repeated chunk shows.
            var bytes: [UInt8] = []
            for offset in 0..<size {
                let letter: Int = (offset * 7 + offset / 251) % 26
                bytes.append(UInt8(97 + letter))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            tree.file("f\(size).m", text)
            let listed = try system.readListedFile(at: "f\(size).m")
            #expect(listed.count == size, "size \(size)")
            #expect(listed == Array(text.utf8), "size \(size)")
            #expect(listed == (try system.readFile(at: "f\(size).m")), "size \(size)")
            #expect(try ListingCache(system).readListedFile(at: tree.root + "/f\(size).m") == listed, "size \(size)")
        }
    }

    @Test func errorsAsReadFile() throws {
        let tree = try TemporaryTree("tabbar-listed")
        defer { tree.remove() }
        tree.folder("dir.m")
        let system = LocalFileSystem(currentDirectory: tree.root)
        #expect(throws: FileSystemError.isDirectory(path: "dir.m")) { try system.readListedFile(at: "dir.m") }
        #expect(throws: FileSystemError.notFound(path: "nope.m")) { try system.readListedFile(at: "nope.m") }
    }
}
