import JSONC

/// What the extraction knows of a value written in source.
public enum SourceValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A literal: `@"首页"`, `"首页"`, `0.3`.
    case literal(Value)
    /// `NSLocalizedString(@"key", …)`: known by its key, never compared with a literal.
    case localized(key: String)
    /// Anything else (a macro, a call, a ternary): rules that need it stay silent.
    case unknown

    /// The literal value, nil when it is localized or unknown.
    public var literal: Value? {
        if case .literal(let value) = self { return value }
        return nil
    }
}

/// A value and the bytes of the expression that gives it, in the file of the fact that holds it.
public struct SourceFact<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: SourceValue<Value>
    public var range: ByteRange
    /// Whether the literal at `range` spells the whole value; false when the value is built around it
    /// (a helper's `name + "_sel"`, `[NSString stringWithFormat:@"%@_sel", name]`): a fix must then not
    /// replace `range` with another value.
    public var isWrittenWhole = true
    /// Whether the value is an SF Symbol (`UIImage(systemName:)`, a storyboard image of `catalog="system"`):
    /// known to the reader, but no asset name, so it stays `.unknown` for the rules.
    public var isSystemSymbol = false
    /// The places the value was reached through, from where it is used to its literal (a helper, a macro, a
    /// getter, a loop's element); empty when it is written where it is used.
    public var chain: [ValueStep] = []

    public init(_ value: SourceValue<Value>, range: ByteRange) {
        self.value = value
        self.range = range
    }

    /// The literal value, nil when it is localized or unknown.
    public var literal: Value? { value.literal }

    /// The same fact, reached through `step` first (the outermost place comes first).
    public func reached(through step: ValueStep) -> SourceFact {
        guard chain.first != step else { return self }
        var fact = self
        fact.chain.insert(step, at: 0)
        return fact
    }

    /// An SF Symbol's image at `range` (`isSystemSymbol`).
    public static func systemSymbol(range: ByteRange) -> SourceFact {
        var fact = SourceFact(.unknown, range: range)
        fact.isSystemSymbol = true
        return fact
    }
}

/// An array read from source: its elements as far as they are known.
public struct SourceArray<Element: Sendable & Hashable>: Sendable, Hashable {
    /// The elements found, in order.
    public var elements: [Element]
    /// Whether `elements` is the whole array (false when some part is built at run time).
    public var isComplete: Bool
    /// Where the array is passed or assigned to the controller (the argument or right-hand side).
    public var range: ByteRange

    public init(elements: [Element], isComplete: Bool, range: ByteRange) {
        self.elements = elements
        self.isComplete = isComplete
        self.range = range
    }

    /// The element count when the array is completely known.
    public var knownCount: Int? { isComplete ? elements.count : nil }
}
