/// File names and paths told by their UTF-8 bytes, as the file system and Xcode tell them (`.m`, `.swift`,
/// `.xcassets`): asked of every entry of a tree, where `String.hasSuffix` (which compares characters) and the
/// generic `utf8.last` cost a hundred instructions a call. A suffix is ASCII, so a byte match is a match.
public enum FileNameBytes {
    /// The last byte of `name`, nil when it is empty.
    @inlinable public static func last(_ name: String) -> UInt8? {
        if let last = name.utf8.withContiguousStorageIfAvailable({ $0.last }) { return last }
        return name.utf8.last
    }

    /// Whether the bytes of `name` end with those of `suffix`.
    @inlinable public static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        let matched: Bool? = name.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= count else { return false }
            let tail = bytes.count - count
            for offset in 0..<count where bytes[tail + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        if let matched { return matched }
        let bytes = Array(name.utf8)
        return bytes.count >= count && (0..<count).allSatisfy { bytes[bytes.count - count + $0] == suffix.utf8Start[$0] }
    }
}
