@testable import ObjCSource
import SourceText
import Testing

/// `ObjCMethodBody.occurrences` (hashed pairs) against a plain dictionary of every identifier's tokens.
@Suite struct ObjCIdentifierIndexTests {
    private static let source = """
        - (void)viewDidLoad {
            [super viewDidLoad];
            UITabBarItem *item = self.tabBarItem;
            if (item) { item.title = @"首页"; self.title = title; }
            for (NSString *名前 in names) { [self setTitle:名前]; }
            return;
        }
        """

    private static func body() -> (ObjCMethodBody, TokenView) {
        let bytes = Array(source.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        let open = (0..<view.count).first { view.isPunctuation($0, "{") }!
        return (ObjCMethodBody(open: open, close: view.partner(open)!, view), view)
    }

    @Test func everyIdentifierInOrder() {
        let (body, view) = Self.body()
        var expected: [String: [Int]] = [:]
        for index in (body.open + 1)..<body.close where view.isIdentifier(index) {
            expected[view.text(index), default: []].append(index)
        }
        #expect(expected.count > 10)
        for (name, indexes) in expected {
            #expect(body.occurrences[name] == indexes, "\(name)")
        }
    }

    @Test func absentNamesAndKeywords() {
        let (body, _) = Self.body()
        #expect(body.occurrences["void"] == nil) // before the body only
        #expect(body.occurrences["titl"] == nil)
        #expect(body.occurrences["titles"] == nil)
        #expect(body.occurrences[""] == nil)
        #expect(body.conditionalTokens.count == 2) // `if`, `for`
        #expect(body.returns.count == 1)
    }
}
