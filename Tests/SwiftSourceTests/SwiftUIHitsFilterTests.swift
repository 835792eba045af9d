import Foundation
import Testing
@testable import SwiftSource

/// `SwiftUIHits.mayHit` skips the walk only where the walk finds nothing: every word the searches stop at holds
/// one of its spellings, and on real sources a file it turns away has no hit.
@Suite struct SwiftUIHitsFilterTests {
    @Test func everySearchedWordHoldsASpelling() {
        let searched = ["TabView", "#Preview", "toolbarBackground", "navigationTitle"] + SwiftUINavigationReader.words
        for word in searched {
            #expect(SwiftUIHits.mayHit(Array("let x = \(word)".utf8)), "\(word)")
            #expect(SwiftByteGates.swiftUIWords.contains { word.contains($0) }, "\(word)")
        }
        #expect(!SwiftUIHits.mayHit(Array("UITabBar.appearance().tintColor = .red // Tab View".utf8)))
        #expect(!SwiftUIHits.mayHit(Array("navigationItem.title = \"a\"; navigationController?.pushViewController(b, animated: true)".utf8)))
    }

    @Test func aFileTurnedAwayHasNoHit() throws {
        var sources = [
            "struct A: View { var body: some View { TabView { Text(\"a\") } } }",
            "NavigationStack { List {} }.navigationTitle(\"标题 😀\")",
            "#Preview { A() }",
            "x.toolbarBackground(.visible, for: .tabBar)",
            "final class B: UIViewController { override func viewDidLoad() { title = \"b\" } }",
            "`TabView`(selection: $s) {}",
        ]
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        if let walker = FileManager.default.enumerator(atPath: examples.path) {
            for case let path as String in walker where path.hasSuffix(".swift") {
                if let text = try? String(contentsOfFile: examples.appendingPathComponent(path).path, encoding: .utf8) { sources.append(text) }
            }
        }
        #expect(sources.count > 10)
        var turnedAway = 0
        for source in sources {
            let bytes = Array(source.utf8)
            let tokens = SwiftTokens(bytes: bytes, tokens: SwiftLexer.tokenize(bytes))
            let hits = SwiftUIHits(in: 0..<tokens.count, tokens)
            let found = hits.names.count + hits.navigations.count + hits.previews.count + hits.backgrounds.count + hits.titles.count
            if !SwiftUIHits.mayHit(bytes) {
                turnedAway += 1
                #expect(found == 0, "\(source.prefix(80))")
            }
        }
        #expect(turnedAway > 0)
    }
}
