import Testing
@testable import SwiftSource

/// `UIKitSwiftItemSettings.isSubscripted`, tested before a statement's first name is looked up among the
/// locals: true only when `[` follows the name, after at most one `?` or `!`, and never past the body's end.
@Suite struct UIKitSwiftSubscriptTests {
    private static func subscripted(_ text: String, end: Int? = nil) -> Bool {
        let tokens = SwiftTokens(bytes: Array(text.utf8))
        return UIKitSwiftItemSettings.isSubscripted(after: 0, end: end ?? tokens.count, tokens)
    }

    @Test func subscriptAfterTheName() {
        #expect(Self.subscripted("items[0].title = \"A\""))
        #expect(Self.subscripted("items?[1].image = nil"))
        #expect(Self.subscripted("items![2].title = t"))
    }

    @Test func noSubscript() {
        #expect(!Self.subscripted("items.first?.title = \"A\""))
        #expect(!Self.subscripted("items = []"))
        #expect(!Self.subscripted("items"))
        #expect(!Self.subscripted("items?"))
        #expect(!Self.subscripted("items[0]", end: 1))
        #expect(!Self.subscripted("items?[0]", end: 2))
    }
}
