/// The Swift keywords and contextual words that extraction tells apart.
enum SwiftKeyword: Sendable {
    case `let`, `var`, `func`, `init`, `deinit`, `subscript`
    case `class`, `struct`, `enum`, `extension`, actor, `protocol`
    /// `static` (and `class` used as a modifier).
    case `static`
    /// Any other declaration modifier: `override`, `private`, `convenience`, `lazy`, …
    case modifier
    /// A declaration extraction skips: `import`, `typealias`, `case`, `operator`, …
    case skipped
    case `if`, `guard`, `while`, `return`, `self`, `super`, selfType, `in`, `else`, `as`, `try`, await, `where`, `throws`, `rethrows`, async
}
