import JSONC

/// One place a value passed through between its literal and the place the bar uses it: a helper's parameter, a
/// macro, a constant, a getter or computed property, a loop's element. A fact's chain of them lets a message say
/// through what the value was reached, and hover list the places.
public struct ValueStep: Sendable, Hashable {
    /// What kind of place the value passed through.
    public enum Kind: String, Sendable, Hashable {
        /// A call of the app's own function, method or helper (`addChildVc:title:image:selectedImage:`).
        case call
        /// A `#define` macro.
        case macro
        /// A constant: a `static let`, a global `let`, a `static NSString *const`.
        case constant
        /// A property, getter or computed property (`TabItem.title`).
        case property
        /// An element of a collection: a loop's variable, a subscript, `first` / `last`, a tuple's part.
        case element
    }

    public var kind: Kind
    /// The name people know the place by: a selector, `Type.member`, a macro's or constant's name.
    public var name: String
    /// The bytes of the place (where the value is used through it).
    public var range: ByteRange
    /// The file of the place, when it is not the file of the fact that holds the step.
    public var file: String?

    /// A step through `name` at `range` (in the fact's own file unless `file` says otherwise).
    public init(_ kind: Kind, _ name: String, at range: ByteRange, file: String? = nil) {
        self.kind = kind
        self.name = name
        self.range = range
        self.file = file
    }

    /// How a message names the step: `macro kTitleHome`, `constant kHome`, `loop element title`, a selector or a
    /// member as written.
    public var label: String {
        switch kind {
        case .macro: "macro \(name)"
        case .constant: "constant \(name)"
        case .element: "element \(name)"
        case .call, .property: name
        }
    }
}
