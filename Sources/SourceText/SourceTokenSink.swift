/// The tokens a lexer's loop appends: a growing buffer without an array's uniqueness and capacity
/// checks on every append (one every three or four bytes of source), handed over at the end as an
/// array of exactly the tokens' count (no reserved slack kept with the file).
public struct SourceTokenSink: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<SourceToken>
    @usableFromInline var capacity: Int
    @usableFromInline var appended = 0

    /// How many tokens were appended.
    public var count: Int { appended }

    /// An empty sink with room for `capacity` tokens before it grows.
    public init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends `token`.
    @inlinable @inline(__always)
    public mutating func append(_ token: SourceToken) {
        if appended == capacity { grow() }
        (base + appended).initialize(to: token)
        appended += 1
    }

    @usableFromInline mutating func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<SourceToken>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: appended)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// The token at `index` (below `count`).
    public subscript(index: Int) -> SourceToken {
        @inlinable get { base[index] }
        @inlinable set { base[index] = newValue }
    }

    /// The last token, if any.
    public var last: SourceToken? { count > 0 ? base[count - 1] : nil }

    /// The tokens appended, in order, copied into a new array.
    public var tokens: [SourceToken] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
