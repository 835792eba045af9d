import JSONC
import SourceText

/// An `@interface`, `@implementation` or `@protocol` block, as token indexes.
struct ObjCContainer {
    enum Kind { case interface, implementation, `protocol` }

    var kind: Kind
    var name: String
    var nameToken: Int
    /// The `@interface` / `@implementation` token.
    var keyword: Int
    /// The `@end` token, nil when the file ends (or another block starts) first.
    var end: Int?
    /// The last token of the block.
    var last: Int
    var superclass: String?
    var protocols: [String]
    /// `(Name)` after the class name: a category (`""` for a class extension `()`).
    var category: String?
    /// Indexes into `ObjCDeclarations.methods`.
    var methods: [Int]
}
