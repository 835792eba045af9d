/// A declaration with a body: a function, initializer or property of a type, or a global function
/// or variable (owner nil). Positions are token indexes.
struct SwiftMember: Equatable {
    enum Kind: Sendable { case function, initializer, computedProperty, storedProperty }

    var kind: Kind
    /// The type whose body declares it (an index into the scanner's types), nil at file scope.
    var owner: Int?
    /// `static` / `class`.
    var isStatic: Bool
    /// The Objective-C selector.
    var selector: String
    /// The `(` and `)` around the parameters (the name token twice for a property).
    var parameterOpen: Int
    var parameterClose: Int
    /// The first token of the declaration (its first attribute or modifier).
    var firstToken: Int
    var nameToken: Int
    /// The last token of the signature: the `)` closing the parameters, or the name.
    var signatureEnd: Int
    /// The body's tokens: inside the braces, or a stored property's initializer expression.
    var body: Range<Int>
    /// The `}` closing the body; nil for an initializer expression or a body cut off by the end of the file.
    var close: Int?
    /// The last token of the declaration.
    var lastToken: Int
    /// Whether the selector is written (`@objc(name:)`) rather than derived from the name and labels.
    var hasWrittenSelector = false

    /// Whether the name token `name` is one of the parameters.
    func hasParameter(_ name: Int, in tokens: SwiftTokens) -> Bool {
        parameterClose > parameterOpen && SwiftSelector.isParameter(tokens, name, open: parameterOpen, close: parameterClose)
    }

    /// Whether it takes no parameters.
    var hasNoParameters: Bool { parameterClose <= parameterOpen + 1 }
}
