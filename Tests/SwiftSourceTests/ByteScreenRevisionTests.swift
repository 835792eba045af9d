import SourceText
import Testing
import TabBarTestSupport

/// Screening a new version of a file from the record of the previous one must give exactly the
/// record (and the result) of a fresh screen, whatever the edit.
@Suite struct ByteScreenRevisionTests {
    static let screen = ByteScreen(words: ByteScreen.cylTabBarControllerWords, definitions: ByteScreen.classDefinitionKeywords)

    static let snippets: [String] = [
        "class ", "class", "extension ", "@implementation ", "CYL", "C", "YL", "registerPlusButton", "register",
        "PlusButton", ".register()", "tabBarItemsAttributes", " ", "\t", "\n", "Foo", "_", "9", "首页", "😀",
        "class                    Spaced", "@implementation\tX",
    ]

    static let corpus: [String] = [
        SwiftIncrementalTests.membersFile,
        "import UIKit\nfinal class A: UIViewController {}\nextension A { func f() {} }\nclass B {}\n",
        String(repeating: "class Screen\\(0) {}\n// a comment with class Fake inside\n", count: 40),
        "@implementation MYViewController\n- (void)viewDidLoad { self.title = @\"我的\"; }\n@end\n",
    ]

    @Test func revisedRecordsEqualFreshOnes() {
        var random = SeededGenerator(state: 0xB17E_5C12)
        var compared = 0
        for (index, text) in Self.corpus.enumerated() {
            var bytes = Array(text.utf8)
            var record = Self.screen.record(bytes)
            for step in 0..<150 {
                var edited = bytes
                let start = Int.random(in: 0...edited.count, using: &random)
                let end = min(edited.count, start + (Int.random(in: 0...2, using: &random) == 0 ? Int.random(in: 0...30, using: &random) : 0))
                let replacement = Bool.random(using: &random) ? Array(Self.snippets.randomElement(using: &random)!.utf8) : []
                edited.replaceSubrange(start..<end, with: replacement)
                let revised = Self.screen.record(edited, revising: record)
                let fresh = Self.screen.record(edited)
                let search = Self.screen.search(edited)
                #expect(revised == fresh, "corpus \(index), edit \(step): \(String(decoding: edited, as: UTF8.self).debugDescription)")
                #expect(revised.result.foundWord == search.foundWord && revised.result.names == search.names, "corpus \(index), edit \(step)")
                if revised != fresh { return }
                bytes = edited
                record = revised
                compared += 1
            }
        }
        #expect(compared == 600)
    }

    @Test func aRecordSaysWhatTheSearchSays() {
        for text in Self.corpus + ["", "CYL", "class", "class X", "class X CYLTabBarController", "extension\t\tY"] {
            let bytes = Array(text.utf8)
            let record = Self.screen.record(bytes)
            let search = Self.screen.search(bytes)
            #expect(record.result.foundWord == search.foundWord, "\(text)")
            #expect(record.result.names == search.names, "\(text)")
        }
    }
    @Test func revisedRecordsOfEnumerationsEqualFreshOnes() {
        // An enumeration's keyword reads its constants far after itself: an edit there is screened again.
        let screen = ByteScreen(words: ["UITabBar"], definitions: ByteScreen.declaredNameKeywords, enumerations: ByteScreen.enumerationKeywords)
        let snippets = ["enum", "NS_ENUM", "(NSInteger, T)", "{", "}", ",", " kTab", " = 5", "//", "\n", " ", "UITabBar", "const CGFloat kH"]
        let text = "typedef NS_ENUM(NSInteger, TabIndex) {\n    TabIndexHome = 0,\n    TabIndexMine,\n};\n"
            + String(repeating: "// padding\n", count: 10) + "enum { kTabCount = 5, kCenterIndex = 2 };\n#define kH 49\n"
        var random = SeededGenerator(state: 0xE0E0_1234)
        var bytes = Array(text.utf8)
        var record = screen.record(bytes)
        for step in 0..<300 {
            var edited = bytes
            let start = Int.random(in: 0...edited.count, using: &random)
            let end = min(edited.count, start + Int.random(in: 0...4, using: &random))
            let replacement = Bool.random(using: &random) ? Array(snippets.randomElement(using: &random)!.utf8) : []
            edited.replaceSubrange(start..<end, with: replacement)
            let revised = screen.record(edited, revising: record)
            #expect(revised == screen.record(edited), "edit \(step): \(String(decoding: edited, as: UTF8.self).debugDescription)")
            #expect(revised.result.names == screen.search(edited).names, "edit \(step)")
            bytes = edited
            record = revised
        }
    }
}

