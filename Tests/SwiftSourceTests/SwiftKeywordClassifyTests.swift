import JSONC
import Testing
@testable import SwiftSource

/// `SwiftTokens.classify` packs a name with one eight-byte load where eight bytes remain, byte by byte near the end
/// of the file: both ways tell every keyword, and no other name.
@Suite struct SwiftKeywordClassifyTests {
    static let keywords = """
        as if in let try var Self case else enum func init lazy open self weak actor async await class final guard infix \
        macro super where while deinit import prefix public return static struct throws dynamic package postfix private \
        unowned indirect internal mutating operator optional override protocol required rethrows extension subscript \
        typealias consuming convenience fileprivate nonmutating nonisolated distributed associatedtype precedencegroup
        """.split(separator: " ").map(String.init)
    static let others = ["a", "As", "IF", "Let", "self_", "selfie", "`self`", "extensions", "Extension", "initial", "标题",
                         "TabView", "UIViewController", "associatedtypes", "precedencegroupX", "_let", "$0", "S", "Selfish"]

    /// `word` classified at the start of a long buffer (the load) and at its very end (byte by byte).
    static func both(_ word: String) -> (SwiftKeyword?, SwiftKeyword?) {
        let name = Array(word.utf8)
        let loaded = name + Array(repeating: UInt8(ascii: " "), count: 16)
        let packed = Array("x = ".utf8) + name
        return (SwiftTokens.classify(ByteRange(0, name.count), in: loaded),
                SwiftTokens.classify(ByteRange(packed.count - name.count, packed.count), in: packed))
    }

    @Test func keywordsAreToldBothWays() {
        for word in Self.keywords {
            let (loaded, packed) = Self.both(word)
            #expect(loaded != nil, "\(word)")
            #expect(loaded == packed, "\(word)")
        }
        #expect(Self.both("let").0 == .let && Self.both("Self").0 == .selfType && Self.both("extension").0 == .extension)
    }

    @Test func otherNamesAreNoKeywords() {
        for word in Self.others {
            let (loaded, packed) = Self.both(word)
            #expect(loaded == nil && packed == nil, "\(word)")
        }
    }
}
