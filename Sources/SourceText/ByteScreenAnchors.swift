internal import ScreenKernel

/// Where `ByteScreen` stops. Each word or keyword has one anchor: a pair of adjacent bytes inside it
/// (`bB` in `tabBarItem`, `cl` in `class`), the rarest the frequency table knows. The
/// `ByteScreenFilter` passes the positions that may begin one, 32 at a time; where one does, the
/// search stops and checks only the words anchored on that pair, each at the one place it would
/// start (`anchor - offset`), instead of every word at every byte.
struct ByteScreenAnchors: Sendable {
    /// One anchor: a word or keyword (an index into the patterns) and the anchor's offset in it.
    struct Entry: Sendable {
        let pattern: Int
        let offset: Int
    }

    /// The largest offset of an anchor inside its pattern.
    let reach: Int
    /// The positions an anchor pair may begin at.
    let filter: ByteScreenFilter
    /// For the pair `first second` at `first | second << 8` (a little-endian 16-bit load): 0 when it
    /// anchors nothing, else 1 + the index of its list (`entries[listStarts[list]..<listStarts[list + 1]]`).
    let pairLists: [UInt16]
    /// Whether a pair anchors anything, one bit per pair (`pairLists[pair] != 0`): 8 KB, where the scan
    /// looks each candidate up.
    let pairBits: [UInt64]
    /// Where each list starts in `entries`, and one past the last.
    let listStarts: [Int]
    /// The anchors of every list, list after list, the largest offset first (the earliest start).
    let entries: [Entry]
    /// The anchor pairs in the buckets of the SSSE3 and AVX2 kernels (`nextStop` with its tables).
    let nibbles: ByteScreenNibbles

    /// The furthest an anchor may sit from its pattern's start.
    static let maximumReach = 24

    init(_ patterns: [[UInt8]]) {
        let offsets = Self.anchorOffsets(patterns)
        var lists: [Int: [Entry]] = [:]
        var seconds = [Set<UInt8>?](repeating: nil, count: 256)
        for (index, pattern) in patterns.enumerated() where !pattern.isEmpty {
            let offset = offsets[index]
            let following = pattern.count == 1 ? Array(0...255) : [Int(pattern[offset + 1])]
            for second in following {
                lists[Int(pattern[offset]) | second << 8, default: []].append(Entry(pattern: index, offset: offset))
                seconds[Int(pattern[offset])] = (seconds[Int(pattern[offset])] ?? []).union([UInt8(second)])
            }
        }
        var pairLists = [UInt16](repeating: 0, count: 65_536)
        var listStarts: [Int] = []
        var entries: [Entry] = []
        for pair in lists.keys.sorted() {
            pairLists[pair] = UInt16(listStarts.count + 1)
            listStarts.append(entries.count)
            entries += lists[pair]!.sorted { $0.offset > $1.offset }
        }
        listStarts.append(entries.count)
        self.pairLists = pairLists
        var pairBits = [UInt64](repeating: 0, count: 65_536 / 64)
        for pair in lists.keys { pairBits[pair >> 6] |= 1 << UInt64(pair & 63) }
        self.pairBits = pairBits
        self.listStarts = listStarts
        self.entries = entries
        filter = ByteScreenFilter(seconds: seconds.map { $0.map { $0.sorted() } })
        nibbles = ByteScreenNibbles(pairs: lists.keys.sorted())
        reach = offsets.max() ?? 0
    }

    /// The anchor offset of each pattern (0 for an empty one): its rarest pair by `frequency` (the first of
    /// equals), so that the scan stops seldom (`le` of `\nlet` would stop it at every `let` and `self`, `\nl` only at
    /// a line's `let`). The last byte of a longer pattern starts no anchor: its pair would read past the pattern.
    static func anchorOffsets(_ patterns: [[UInt8]]) -> [Int] {
        patterns.map { pattern in
            guard pattern.count > 1 else { return 0 }
            var best = 0
            var bestWeight = Int.max
            for offset in 0..<min(pattern.count - 1, maximumReach + 1) {
                let weight = frequency(pattern[offset]) * frequency(pattern[offset + 1])
                if weight < bestWeight {
                    best = offset
                    bestWeight = weight
                }
            }
            return best
        }
    }

    /// About how often a byte occurs in Objective-C and Swift source, per mille (rough, from code
    /// of UIKit apps): only the order matters.
    static func frequency(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "): return 150
        case UInt8(ascii: "e"): return 60
        case UInt8(ascii: "t"): return 50
        case UInt8(ascii: "a"), UInt8(ascii: "i"): return 40
        case UInt8(ascii: "o"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "s"): return 35
        case UInt8(ascii: "l"), UInt8(ascii: "\n"): return 30
        case UInt8(ascii: "c"): return 25
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "d"): return 20
        case UInt8(ascii: "u"), UInt8(ascii: "."): return 18
        case UInt8(ascii: "m"), UInt8(ascii: "p"), UInt8(ascii: "w"): return 15
        case UInt8(ascii: "h"), UInt8(ascii: "f"): return 12
        case UInt8(ascii: "g"), UInt8(ascii: "b"): return 10
        case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "\""): return 8
        case UInt8(ascii: "y"), UInt8(ascii: "U"), UInt8(ascii: "I"), UInt8(ascii: "V"), UInt8(ascii: "C"),
             UInt8(ascii: "S"), UInt8(ascii: "N"), UInt8(ascii: "T"), UInt8(ascii: "O"): return 8
        case UInt8(ascii: "v"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"): return 6
        case UInt8(ascii: "k"), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "\t"): return 5
        case UInt8(ascii: "x"), UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"): return 4
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return 3
        case 0x80...: return 3
        case UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "z"): return 1
        default: return 2
        }
    }

    /// The first position at or after `start` where a byte of the filter begins an anchor pair
    /// (the text's last byte is paired with 0); nil when none does. With `nibbles` (the tables of
    /// `ByteScreenNibbles`), the kernel of `level` (`ByteScreenNibbles.kernelLevel`) scans all but the last
    /// bytes; else the portable filter does. Both stop at the same positions.
    func nextStop(in text: UnsafeBufferPointer<UInt8>, from start: Int, pairBits: UnsafePointer<UInt64>,
                  nibbles: UnsafePointer<UInt8>?, level: Int32) -> Int? {
        guard let base = text.baseAddress else { return nil }
        let count = text.count
        var index = start
        if let nibbles {
            var resume = index
            let found = tabbar_pair_scan(level, base, count, index, nibbles, pairBits, &resume)
            if found >= 0 { return found }
            index = max(index, resume)
        } else if index &+ 33 <= count {
            let tests = filter.vectors
            let raw = UnsafeRawPointer(base)
            repeat {
                // 32 bytes at a time; the pair of the last byte of the block is inside the text.
                let low = tests.matches(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
                                        next: raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self))
                let high = tests.matches(raw.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self),
                                         next: raw.loadUnaligned(fromByteOffset: index &+ 17, as: SIMD16<UInt8>.self))
                let either = unsafeBitCast(low .| high, to: SIMD2<UInt64>.self)
                if either[0] | either[1] != 0 {
                    // Lane k is byte k of the two words: little-endian (x86-64, arm64).
                    let low = unsafeBitCast(low, to: SIMD2<UInt64>.self)
                    let high = unsafeBitCast(high, to: SIMD2<UInt64>.self)
                    var bits = Self.bits(low[0]) | Self.bits(low[1]) << 8 | Self.bits(high[0]) << 16 | Self.bits(high[1]) << 24
                    repeat {
                        let candidate = index &+ bits.trailingZeroBitCount
                        let pair = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: candidate, as: UInt16.self)))
                        if pairBits[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0 { return candidate }
                        bits &= bits &- 1
                    } while bits != 0
                }
                index &+= 32
            } while index &+ 33 <= count
        }
        while index < count {
            if filter.contains(base[index]) {
                let pair = Int(base[index]) | (index + 1 < count ? Int(base[index + 1]) : 0) << 8
                if pairBits[pair >> 6] & (1 << UInt64(pair & 63)) != 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// One bit per lane of eight lanes of a mask (lane `k`, all ones or zeros, in byte `k` of `lanes`):
    /// each lane's low bit is moved to bit 56 + k by one multiplication (no two products meet).
    @inline(__always) static func bits(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: ((lanes & 0x0101_0101_0101_0101) &* 0x0102_0408_1020_4080) >> 56)
    }
}
