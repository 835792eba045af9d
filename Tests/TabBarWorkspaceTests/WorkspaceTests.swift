import Foundation
import Testing
@testable import TabBarWorkspace

/// Path arithmetic, file finding and atomic writes of the workspace module.
@Suite struct WorkspaceTests {
    static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "tabbar-ws-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw CocoaError(.fileWriteUnknown) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func pathNames() {
        #expect(PathNames.join(".", "a.json") == "a.json")
        #expect(PathNames.join("x/", "a.json") == "x/a.json")
        #expect(PathNames.join("x", "a.json") == "x/a.json")
        #expect(PathNames.folder(of: "a/b/c.json") == "a/b")
        #expect(PathNames.folder(of: "c.json") == ".")
        #expect(PathNames.folder(of: "/c.json") == "/")
        #expect(PathNames.lastComponent("a/b/c.json") == "c.json")
        #expect(PathNames.normalize("/a/./b/../c//d") == "/a/c/d")
        #expect(PathNames.normalize("./a/..") == ".")
        #expect(PathNames.normalize("../x") == "../x")
        #expect(PathNames.normalize("/../x") == "/x")
        #expect(PathNames.relative("/a/b/c", to: "/a") == "b/c")
        #expect(PathNames.relative("/ab/c", to: "/a") == nil)
    }

    @Test func configFileNames() {
        #expect(ConfigFileFinder.isConfigFileName("tabbar.json"))
        #expect(ConfigFileFinder.isConfigFileName("main.tabbar.json"))
        #expect(!ConfigFileFinder.isConfigFileName(".tabbar.json"))
        #expect(!ConfigFileFinder.isConfigFileName("tabbar.jsonc"))
        #expect(!ConfigFileFinder.isConfigFileName("mytabbar.json"))
    }

    @Test func finderReportsMissingPathsAndSortsByComponents() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for name in ["a-b/tabbar.json", "a/tabbar.json", "a/z/x.tabbar.json", "Pods/p/tabbar.json", "a/Assets.xcassets/tabbar.json"] {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        let finder = ConfigFileFinder(fileSystem: LocalFileSystem(currentDirectory: root))
        let result = finder.find(in: [".", "missing", "a/tabbar.json"])
        #expect(result.files == ["a/tabbar.json", "a/z/x.tabbar.json", "a-b/tabbar.json"])
        #expect(result.errors == [.notFound(path: "missing")])
    }

    @Test func atomicWriteCreatesReplacesAndKeepsTheMode() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let system = LocalFileSystem(currentDirectory: root)
        try system.writeFileAtomically(Array("one".utf8), to: "new.json")
        #expect(try system.readFile(at: "new.json") == Array("one".utf8))
        chmod(root + "/new.json", 0o600)
        try system.writeFileAtomically(Array("two".utf8), to: "new.json")
        #expect(try system.readFile(at: "new.json") == Array("two".utf8))
        var info = stat()
        stat(root + "/new.json", &info)
        #expect(UInt32(info.st_mode) & 0o7777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["new.json"])
    }

    @Test func atomicWriteRefusesReadOnlyFilesAndFolders() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let system = LocalFileSystem(currentDirectory: root)
        try system.writeFileAtomically(Array("one".utf8), to: "ro.json")
        chmod(root + "/ro.json", 0o444)
        #expect(throws: FileSystemError.readOnly(path: "ro.json")) {
            try system.writeFileAtomically(Array("two".utf8), to: "ro.json")
        }
        #expect(try system.readFile(at: "ro.json") == Array("one".utf8))
        try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
        #expect(throws: FileSystemError.isDirectory(path: "dir")) {
            try system.writeFileAtomically(Array("x".utf8), to: "dir")
        }
        #expect(throws: FileSystemError.isDirectory(path: "dir")) { try system.readFile(at: "dir") }
        #expect(throws: FileSystemError.notFound(path: "nope/x.json")) {
            try system.writeFileAtomically(Array("x".utf8), to: "nope/x.json")
        }
        #expect(throws: FileSystemError.notFound(path: "nope.json")) { try system.readFile(at: "nope.json") }
    }

    @Test func kindsAndListing() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let system = LocalFileSystem(currentDirectory: root)
        try system.writeFileAtomically([], to: "f")
        #expect(system.kind(of: "f") == .file)
        #expect(system.kind(of: ".") == .directory)
        #expect(system.kind(of: "g") == nil)
        #expect(try system.contentsOfDirectory(at: ".") == ["f"])
        #expect(system.absolutePath("a/../f") == PathNames.normalize(root + "/f"))
    }
}
