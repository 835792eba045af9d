import SourceText

/// Every occurrence of each identifier of a method body, built without a `String` per identifier:
/// one sorted array of (hash of the identifier's bytes, token index) pairs. A lookup hashes the name,
/// finds its pairs by binary search and keeps those whose bytes are the name's (hashes may collide).
struct ObjCIdentifierIndex {
    private let view: TokenView
    /// `hash << 32 | token index`, sorted: one name's tokens are together, in source order.
    private let entries: [UInt64]

    /// An index of identifier tokens given as `entry(_:_:)` pairs, in any order.
    init(_ view: TokenView, hashedTokens: [UInt64]) {
        self.view = view
        entries = hashedTokens.sorted()
    }

    /// The tokens (in order) that are the identifier `name`, nil when there is none.
    subscript(name: String) -> [Int]? {
        var name = name
        return name.withUTF8 { utf8 -> [Int]? in
            let key = UInt64(Self.hash(utf8)) << 32
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle] < key { low = middle + 1 } else { high = middle }
            }
            var found: [Int] = []
            while low < entries.count, entries[low] & 0xFFFF_FFFF_0000_0000 == key {
                let index = Int(entries[low] & 0xFFFF_FFFF)
                if Self.spells(view, index, utf8) { found.append(index) }
                low += 1
            }
            return found.isEmpty ? nil : found
        }
    }

    /// The pair for identifier token `index` to pass to `init`.
    static func entry(_ index: Int, _ view: TokenView) -> UInt64 {
        let range = view.range(index)
        let hash = view.bytes.withUnsafeBufferPointer { bytes in
            Self.hash(UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]))
        }
        return UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
    }

    /// FNV-1a, 32 bits.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }

    private static func spells(_ view: TokenView, _ index: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = view.range(index)
        guard range.length == name.count else { return false }
        var offset = 0
        while offset < name.count {
            if view.bytes[range.start + offset] != name[offset] { return false }
            offset += 1
        }
        return true
    }
}
