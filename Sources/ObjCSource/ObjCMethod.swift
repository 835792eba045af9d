import JSONC
import SourceText

/// A method with a body in an `@implementation`.
struct ObjCMethod {
    var isClassMethod: Bool
    var selector: String
    /// The `-` / `+` token.
    var marker: Int
    /// The first selector piece.
    var nameToken: Int
    /// The last token of the signature (the last parameter name, or the name).
    var signatureEnd: Int
    /// The parameter names in order.
    var parameters: [String]
    /// The body's `{` and `}`.
    var open: Int
    var close: Int
    /// The index of the `@implementation` in `ObjCDeclarations.containers`.
    var container: Int
}
