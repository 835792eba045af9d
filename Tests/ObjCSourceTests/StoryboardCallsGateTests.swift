import ObjCSource
import SourceText
import Testing

/// `StoryboardCalls` looks at a whole file's bytes before its tokens: the calls are found in both spellings, and a
/// file naming none gives none.
@Suite struct StoryboardCallsGateTests {
    static func scan(_ text: String) -> (storyboardNames: [String], identifiers: [String], instantiatesInitial: Bool) {
        let bytes = Array(text.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        return StoryboardCalls.scan(view) { ObjCLexer.stringValue(view.tokens[$0], in: bytes) }
    }

    @Test func callsAreFoundThroughTheGate() {
        let found = Self.scan("""
            UIStoryboard *board = [UIStoryboard storyboardWithName:@"标签" bundle:nil];
            UIViewController *a = [board instantiateViewControllerWithIdentifier:@"Home😀"];
            UIViewController *b = [board instantiateInitialViewController];
            """)
        #expect(found.storyboardNames == ["标签"])
        #expect(found.identifiers == ["Home😀"])
        #expect(found.instantiatesInitial)
    }

    @Test func aFileNamingNoCallGivesNone() {
        let found = Self.scan("[UITabBar appearance].tintColor = UIColor.redColor; // a storyboard, instantiated")
        #expect(found.storyboardNames.isEmpty && found.identifiers.isEmpty && !found.instantiatesInitial)
    }
}
