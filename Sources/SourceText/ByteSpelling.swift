import JSONC

extension Array where Element == UInt8 {
    /// Whether the bytes of `range` are exactly `text` (no allocation; false when `range` is not all inside).
    /// The one comparison of a token with a keyword or a name the readers look for, in both languages.
    @inlinable
    public func spells(_ text: StaticString, at range: ByteRange) -> Bool {
        guard range.length == text.utf8CodeUnitCount, range.start >= 0, range.end <= count else { return false }
        return text.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if self[range.start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
