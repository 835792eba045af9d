#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TabBarWorkspace

/// The catalog walk on a real folder tree: skipped folders, nested groups, app icons.
@Suite struct AssetCatalogScannerDiskTests {
    @Test func findsImageSetsOnDisk() throws {
        var template = Array("/tmp/tabbar-catalogs-XXXXXX".utf8CString)
        let root = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { Self.removeTree(root) }
        for folder in [".git", "App/Assets.xcassets/home.imageset", "App/Assets.xcassets/Tabs/me.imageset",
                       "App/Assets.xcassets/AppIcon.appiconset", "Pods/X.xcassets/pod.imageset", "Other/Icons.xcassets/post.imageset"] {
            var path = root
            for part in folder.split(separator: "/") {
                path += "/" + part
                mkdir(path, 0o755)
            }
        }
        let ours = try #require(AssetCatalogScanner.index(under: root))
        #expect(ours.names == ["home", "me", "post"])
        #expect(ours.catalogs == ["App/Assets.xcassets", "Other/Icons.xcassets"])
        #expect(AssetCatalogScanner.repositoryRoot(for: root + "/App/Assets.xcassets/home.imageset/Contents.json") == root)
        #expect(AssetCatalogScanner.index(under: root + "/App/Assets.xcassets/home.imageset") == nil)
    }

    /// Deletes a folder tree made by the test (folders only, as the test makes no files).
    static func removeTree(_ path: String) {
        for entry in (try? LocalFileSystem().contentsOfDirectory(at: path)) ?? [] {
            removeTree(path + "/" + entry)
        }
        rmdir(path)
    }
}
