import JSONC

/// A value an evaluator computed from an app's source without running it, with where it came from.
///
/// `unknown` is a value like the others: whatever the evaluator does not understand, or cuts off by its budget,
/// evaluates to it, and a rule that meets it stays silent.
public struct EvaluatedValue: Sendable, Hashable {
    /// What the value is.
    public enum Kind: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case double(Double)
        case bool(Bool)
        /// A case of an enumeration, `Type.name` (associated values are not modelled).
        case enumCase(type: String, name: String)
        /// An array whose elements are all known to exist (each may still be unknown itself).
        case array([EvaluatedValue])
        /// A tuple: its elements with their labels (nil when unlabelled), `(title: "首页", image: "home")`.
        case tuple(labels: [String?], values: [EvaluatedValue])
        /// A dictionary: its keys and their values, in the order written.
        case dictionary(keys: [EvaluatedValue], values: [EvaluatedValue])
        /// Not known: never a reason for a finding.
        case unknown
    }

    public var kind: Kind
    public var provenance: ValueProvenance

    /// A value of `kind` with `provenance`.
    public init(_ kind: Kind, provenance: ValueProvenance) {
        self.kind = kind
        self.provenance = provenance
    }

    /// An unknown value for the expression at `range`.
    public static func unknown(at range: ByteRange) -> EvaluatedValue {
        EvaluatedValue(.unknown, provenance: ValueProvenance(origin: range, isWrittenWhole: false))
    }

    /// Whether nothing is known of the value.
    public var isUnknown: Bool { kind == .unknown }

    /// The string, nil for any other kind.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The integer, nil for any other kind.
    public var integer: Int? {
        if case .integer(let value) = kind { return value }
        return nil
    }

    /// The truth value, nil for any other kind.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, nil for any other kind.
    public var elements: [EvaluatedValue]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    /// The same value, reached through the expression at `range` (a name, a call, a member access).
    public func reached(through range: ByteRange) -> EvaluatedValue {
        var value = self
        value.provenance = provenance.reached(through: range)
        return value
    }

    /// The same value, reached through the named place `step` (a helper, a macro, a getter, a loop's element).
    public func reached(through step: ValueStep) -> EvaluatedValue {
        var value = self
        value.provenance = provenance.reached(through: step)
        return value
    }

    /// Whether both hold the same thing, wherever each came from (two literals `"首页"` are the same title).
    public func sameValue(as other: EvaluatedValue) -> Bool {
        switch (kind, other.kind) {
        case (.unknown, _), (_, .unknown):
            return false
        case (.array(let left), .array(let right)), (.tuple(_, let left), .tuple(_, let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.sameValue(as: $1) }
        case (.dictionary, .dictionary):
            return false
        case (.integer(let left), .double(let right)), (.double(let right), .integer(let left)):
            return Double(left) == right
        default:
            return kind == other.kind
        }
    }
}
