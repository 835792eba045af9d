import TabBarTestSupport
import TabBarWorkspace
import Testing

/// A path of the same prefix and a plain name is in the same folder: what the settings look-up and
/// the grouping of sources take without making paths absolute.
@Suite struct PlainNameTests {
    static let system = LocalFileSystem(currentDirectory: "/work/here")

    static func folder(_ path: String) -> String { PathNames.folder(of: system.absolutePath(path)) }

    @Test func samePrefixAndPlainNameMeansSameFolder() {
        var random = SeededGenerator(seed: 20)
        let parts = ["a", "b", ".", "..", "", "é", "x.m", "e\u{301}", "...", ".h"]
        func path() -> String {
            let count = Int.random(in: 1...5, using: &random)
            let body = (0..<count).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
            return Bool.random(using: &random) ? "/" + body : body
        }
        var same = 0
        for _ in 0..<4_000 {
            let first = path()
            guard let prefix = PathNames.prefixOfPlainName(first) else {
                #expect([".", "..", ""].contains(PathNames.lastComponent(first)) || first.hasSuffix("/"), "\(first)")
                continue
            }
            for second in [path(), prefix + parts.randomElement(using: &random)!, prefix + "x/y.m"] {
                if PathNames.isPlainName(second, after: prefix) {
                    same += 1
                    #expect(Self.folder(second) == Self.folder(first), "\(first) and \(second)")
                }
            }
        }
        #expect(same > 2_000)
    }

    @Test func prefixesAndNames() {
        #expect(PathNames.prefixOfPlainName("App/Feed/A.m") == "App/Feed/")
        #expect(PathNames.prefixOfPlainName("A.m") == "")
        #expect(PathNames.prefixOfPlainName("/A.m") == "/")
        #expect(PathNames.prefixOfPlainName("App/..") == nil)
        #expect(PathNames.prefixOfPlainName("App/") == nil)
        #expect(PathNames.isPlainName("App/Feed/B.m", after: "App/Feed/"))
        #expect(!PathNames.isPlainName("App/Feed/x/B.m", after: "App/Feed/"))
        #expect(!PathNames.isPlainName("App/Feed/.", after: "App/Feed/"))
        #expect(!PathNames.isPlainName("App/Fee/B.m", after: "App/Feed/"))
        #expect(PathNames.isPlainName("B.m", after: ""))
        #expect(!PathNames.isPlainName("/B.m", after: ""))
    }
}
