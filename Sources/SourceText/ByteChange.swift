import JSONC

/// Where two versions of a file differ: the common prefix and suffix of their bytes, found
/// without knowing the edit (an editor may send several, or the whole text).
public struct ByteChange: Sendable, Hashable {
    /// The bytes both versions share at the start.
    public let prefix: Int
    /// The bytes both versions share at the end, not overlapping `prefix` in either.
    public let suffix: Int
    /// The length of the old and the new version.
    public let oldCount: Int
    public let newCount: Int

    /// Compares `old` with `new`.
    public init(from old: [UInt8], to new: [UInt8]) {
        let limit = min(old.count, new.count)
        let prefix = old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in Self.commonPrefix(a, b, limit: limit) }
        }
        let suffix = old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in Self.commonSuffix(a, b, limit: limit - prefix) }
        }
        self.prefix = prefix
        self.suffix = suffix
        oldCount = old.count
        newCount = new.count
    }

    /// Whether the versions are equal.
    public var isEmpty: Bool { prefix == oldCount && oldCount == newCount }
    /// How far the bytes after the change moved: `newCount - oldCount`.
    public var delta: Int { newCount - oldCount }
    /// The changed bytes of the old version.
    public var oldRange: ByteRange { ByteRange(prefix, oldCount - suffix) }
    /// The bytes that replace them in the new version.
    public var newRange: ByteRange { ByteRange(prefix, newCount - suffix) }

    // Thirty-two bytes at a time, then eight, then byte by byte: a 200 KB file compares in a few microseconds.
    private static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        var index = 0
        while index + 32 <= limit, differences(ra + index, rb + index) == 0 { index += 32 }
        while index + 8 <= limit,
              (ra + index).loadUnaligned(as: UInt64.self) == (rb + index).loadUnaligned(as: UInt64.self) {
            index += 8
        }
        while index < limit, pa[index] == pb[index] { index += 1 }
        return index
    }

    private static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        guard let pa = a.baseAddress, let pb = b.baseAddress, limit > 0 else { return 0 }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        let endA = a.count, endB = b.count
        var length = 0
        while length + 32 <= limit, differences(ra + endA - length - 32, rb + endB - length - 32) == 0 { length += 32 }
        while length + 8 <= limit,
              (ra + endA - length - 8).loadUnaligned(as: UInt64.self) == (rb + endB - length - 8).loadUnaligned(as: UInt64.self) {
            length += 8
        }
        while length < limit, pa[endA - length - 1] == pb[endB - length - 1] { length += 1 }
        return length
    }

    /// Nonzero when the 32 bytes at `a` and at `b` differ.
    @inline(__always)
    private static func differences(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> UInt64 {
        (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
    }
}
