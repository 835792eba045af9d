import JSONC
import TabBarCore

/// What one body says, read in one pass by `SwiftBodyScanner`: its local variables and what happens
/// to them, the assignments and calls extraction looks for, and its `return` statements.
/// Positions are token indexes unless said otherwise.
struct SwiftBodyFacts {
    /// A `let` / `var` of the body.
    struct Local {
        var nameToken: Int
        /// The initializer expression, nil when declared without one.
        var initializer: Range<Int>?
        /// From this token on, the name means this variable.
        var visibleFrom: Int
        /// The `}` closing the block that declares it (or the body's end).
        var scopeEnd: Int
        /// Brace depth and `#if` depth of the declaration, relative to the body.
        var depth: Int
        var conditionalDepth: Int
        /// Its events, as indexes into `events`, in order.
        var events: [Int] = []
    }

    /// Something done to a local variable after its declaration.
    struct Event {
        enum Kind {
            /// `x = value`.
            case assign(Range<Int>)
            /// `x.append(e)`, `x += [a, b]`, `x.append(contentsOf: [a, b])`; nil when the elements are not written out.
            case append([Range<Int>]?)
            /// Anything else that changes it: `insert`, `remove…`, `x[i] = …`, `&x`.
            case mutate
        }

        var kind: Kind
        var token: Int
        var depth: Int
        var conditionalDepth: Int
    }

    /// The controller properties a setter assigns.
    enum Property {
        case attributes, viewControllers, height
    }

    /// `R.tabBarItemsAttributes = B`, `R.viewControllers = A`, `R.setViewControllers(A, animated:)`, `R.tabBarHeight = N`.
    struct Setter {
        /// The receiver as written, `self` dropped (`self` when it is the receiver itself or bare).
        var receiver: String
        /// The local variable the receiver names, when it is one.
        var receiverLocal: Int?
        var property: Property
        /// From the receiver to the end of the value.
        var statement: ByteRange
        var value: Range<Int>
        var token: Int
    }

    /// `X(viewControllers: A, tabBarItemsAttributes: B, …)`, `super.init(…)`, `self.init(…)`.
    struct Construction {
        enum Callee {
            case type(String)
            case superInit
            case selfInit
        }

        var callee: Callee
        var start: Int
        var close: Int
        var viewControllers: Range<Int>
        var items: Range<Int>
        /// The local variable this construction initializes.
        var local: Int?
    }

    /// A frame set on a view in `plusButton`, or a `sizeToFit()` call.
    struct FrameEvent {
        enum Kind {
            /// `v.frame = E`, `v.bounds = E`, `X(frame: E)`; `isSize` for `v.frame.size = E`.
            case frame(Range<Int>, isSize: Bool)
            case sizeToFit
        }

        /// The receiver as written, nil when unknown.
        var receiver: String?
        var kind: Kind
        var token: Int
    }

    /// `return E`.
    struct Return {
        var token: Int
        var value: Range<Int>
        var depth: Int
    }

    var locals: [Local] = []
    /// Local variables by `SwiftTokens.nameKey` of their names, once there are more than `indexThreshold`
    /// of them (fewer are searched directly: most bodies declare a handful).
    private(set) var localsByName: [UInt64: [Int]] = [:]
    private static let indexThreshold = 16
    var events: [Event] = []
    /// `self.title = E`, `title = E`, `self.navigationItem.title = E` (instance members only).
    var selfTitles: [SourceTitleAssignment] = []
    /// `v.title = E` / `v.navigationItem.title = E`, by the local variable `v`.
    var localTitles: [Int: [SourceTitleAssignment]] = [:]
    /// The local variables given a tab image of their own: `v.tabBarItem.image = E`, `v.tabBarItem = E`.
    var localTabImages: Set<Int> = []
    var setters: [Setter] = []
    var constructions: [Construction] = []
    var registrations: [SourceRegistration] = []
    var frames: [FrameEvent] = []
    var returns: [Return] = []

    /// What a name means at a token.
    enum Lookup: Equatable {
        case none
        case local(Int)
        /// Two variables of that name declared in the same block (`#if` branches): unknown.
        case ambiguous
    }

    /// Adds a local variable.
    mutating func declare(_ local: Local, in tokens: SwiftTokens) {
        locals.append(local)
        if locals.count > Self.indexThreshold {
            if localsByName.isEmpty {
                for (index, earlier) in locals.enumerated() { localsByName[tokens.nameKey(earlier.nameToken), default: []].append(index) }
            } else {
                localsByName[tokens.nameKey(local.nameToken), default: []].append(locals.count - 1)
            }
        }
    }

    /// The local variable the name token `name` means at token `use`.
    func lookup(_ name: Int, at use: Int, in tokens: SwiftTokens) -> Lookup {
        guard !locals.isEmpty else { return .none }
        if locals.count <= Self.indexThreshold {
            return lookup(name, at: use, among: locals.indices.reversed(), in: tokens)
        }
        guard let candidates = localsByName[tokens.nameKey(name)] else { return .none }
        return lookup(name, at: use, among: candidates.reversed(), in: tokens)
    }

    private func lookup(_ name: Int, at use: Int, among candidates: some Sequence<Int>, in tokens: SwiftTokens) -> Lookup {
        var found: Int?
        // Bounded: a name declared in very many blocks is not worth reading (and stays linear).
        for (seen, candidate) in candidates.enumerated() {
            if seen >= 64 { return .ambiguous }
            let local = locals[candidate]
            guard local.visibleFrom <= use, use < local.scopeEnd, tokens.sameName(local.nameToken, name) else { continue }
            if let found {
                return locals[found].scopeEnd == local.scopeEnd && locals[found].depth == local.depth ? .ambiguous : .local(found)
            }
            found = candidate
        }
        return found.map { .local($0) } ?? .none
    }
}
