/// A Swift `class`, `struct`, `enum`, `actor` or `extension` of a file, by token positions.
struct SwiftTypeDeclaration: Equatable {
    enum Kind: Sendable { case classType, structType, enumType, actorType, extensionType }

    var kind: Kind
    /// The type's name (the last component of an extended `A.B`).
    var name: String
    var keywordToken: Int
    var nameToken: Int
    /// The first inherited type of a class.
    var superclass: String?
    var protocols: [String]
    /// The body's `{`, nil when none was found.
    var open: Int?
    /// The body's `}`, nil when the body runs to the end of the file.
    var close: Int?
    /// The members with bodies declared directly in this body (indexes into the scanner's members).
    var members: [Int] = []
    /// The controller properties (`tabBarItemsAttributes`, `viewControllers`, `tabBarHeight`) this body declares itself.
    var memberNames: Set<String> = []

    /// Whether the type inherits `CYLPlusButton` or adopts `CYLPlusButtonSubclassing` here.
    var isPlusButton: Bool {
        superclass == "CYLPlusButton" || protocols.contains("CYLPlusButtonSubclassing")
    }
}
