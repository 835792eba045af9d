import JSONC
import SourceText

/// An assignment statement `T *name = value;`, `name = value;` or `a.b.c = value;` at a statement start.
struct ObjCAssignment {
    /// The statement's first token (the type's, for a declaration).
    var start: Int
    /// The assigned-to chain's identifier tokens: `[name]`, or `[a, b, c]` for `a.b.c`.
    var names: [Int]
    /// Whether it declares the variable (`UIViewController *vc = …`).
    var isDeclaration: Bool
    /// The `=` token.
    var equals: Int
    /// The right-hand side.
    var value: Range<Int>
    /// The `;` ending the statement, or the token after the value.
    var terminator: Int
}
