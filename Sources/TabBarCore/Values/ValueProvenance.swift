import JSONC

/// Where an evaluated value came from: the bytes that spell it and the places it was reached through, so that a
/// diagnostic can point at the literal and say through what it was found (`"首页" through Tab.title`), and a fix can
/// edit the literal rather than a computed spelling.
public struct ValueProvenance: Sendable, Hashable {
    /// The literal that spells the value, or the expression that computed it (a `+`, an interpolation).
    public var origin: ByteRange
    /// The places the value was reached through, from where it is used inwards (`tab.title`, then `Tab.title`'s
    /// `case .home:`); empty when it is used where it is written.
    public var through: [ByteRange]
    /// Whether `origin` spells the whole value: false when it was computed from parts, so that replacing the bytes
    /// at `origin` with another value would be wrong.
    public var isWrittenWhole: Bool
    /// The named places among `through`, from the use inwards: what a message and hover tell people.
    public var steps: [ValueStep] = []

    /// A value written at `origin`, reached through nothing yet.
    public init(origin: ByteRange, through: [ByteRange] = [], isWrittenWhole: Bool = true) {
        self.origin = origin
        self.through = through
        self.isWrittenWhole = isWrittenWhole
    }

    /// The same origin, reached through `range` first (the outermost place comes first).
    public func reached(through range: ByteRange) -> ValueProvenance {
        guard range != origin, through.first != range else { return self }
        var copy = self
        copy.through.insert(range, at: 0)
        return copy
    }

    /// The same origin, reached through `step` first (its range joins `through` too).
    public func reached(through step: ValueStep) -> ValueProvenance {
        var copy = reached(through: step.range)
        guard copy.steps.first != step else { return copy }
        copy.steps.insert(step, at: 0)
        return copy
    }

    /// The chain from the use to the literal: the places it was reached through, then the origin.
    public var chain: [ByteRange] { through + [origin] }
}
