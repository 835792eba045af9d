import JSONC

/// A decoded value with where it came from.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    /// The value's bytes.
    public var range: ByteRange
    /// The key's bytes (quotes included).
    public var keyRange: ByteRange

    public init(_ value: Value, range: ByteRange, keyRange: ByteRange) {
        self.value = value
        self.range = range
        self.keyRange = keyRange
    }

    /// From the key's first byte to the value's last.
    public var memberRange: ByteRange { keyRange.union(range) }
}

/// A horizontal and vertical offset, as UIOffset.
public struct Offset: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Edge insets, as UIEdgeInsets.
public struct Insets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
