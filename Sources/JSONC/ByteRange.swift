/// A half-open range of UTF-8 byte offsets into a document: `start ..< end`.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The offset of the first byte.
    public var start: Int
    /// The offset just past the last byte.
    public var end: Int

    /// Creates a range; `end` is raised to `start` when smaller.
    @inlinable public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = Swift.max(start, end)
    }

    /// The same range moved by `delta` bytes (an edit before it changed the length of the text).
    public func shifted(by delta: Int) -> ByteRange { ByteRange(start + delta, end + delta) }

    /// An empty range at `offset`, used for insertions.
    @inlinable public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }

    /// The number of bytes covered.
    @inlinable public var length: Int { end - start }
    /// Whether the range covers no bytes.
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range, counting its end as inside.
    public func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }
    /// Whether `offset` lies inside the half-open range.
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    /// Whether the two ranges share a byte or one is empty and sits inside the other.
    public func overlaps(_ other: ByteRange) -> Bool {
        start < other.end && other.start < end || (isEmpty && other.touches(start)) || (other.isEmpty && touches(other.start))
    }
    /// The smallest range covering both.
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(Swift.min(start, other.start), Swift.max(end, other.end))
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
