import Testing
import TabBarCore

/// File names told by bytes: the same answers as `hasSuffix` and `utf8.last` on the names a tree holds, CJK and
/// emoji among them, and the edges (empty, shorter than the suffix, the suffix alone).
@Suite struct FileNameBytesTests {
    static let names = ["", "m", ".m", "a.m", "a.mm", "标签.m", "😀.swift", "Tab栏.h", "x.pch", "X.H", "a.m.orig",
                        "Main.storyboard", ".swift", "swift", "ü.xcassets", "Pods.xcodeproj", "a.tabbar.json", "é"]
    static let suffixes: [StaticString] = [".m", ".mm", ".h", ".pch", ".swift", ".xcassets", ".xcodeproj", ".tabbar.json"]

    @Test(arguments: names)
    func agreesWithTheStringsAnswers(name: String) {
        #expect(FileNameBytes.last(name) == name.utf8.last)
        for suffix in Self.suffixes {
            #expect(FileNameBytes.hasSuffix(name, suffix) == name.hasSuffix("\(suffix)"), "\(name) \(suffix)")
        }
    }

    @Test func bytesNotCharactersDecide() {
        // `e` then a combining accent ends in the accent's bytes, not in `e`: no `.swift` there, nor a last `e`.
        let name = "a.swifte\u{301}"
        #expect(!FileNameBytes.hasSuffix(name, ".swift"))
        #expect(FileNameBytes.last(name) == 0x81)
        #expect(FileNameBytes.hasSuffix("标签.m", ".m") && !FileNameBytes.hasSuffix("标签.m", ".mm"))
    }
}
