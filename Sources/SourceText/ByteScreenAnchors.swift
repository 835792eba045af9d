/// Where `ByteScreen` may skip to: for each word or keyword, one pair of adjacent bytes inside it
/// (its anchor), chosen to be rare in source code (`bB` in `tabBarItem`, `CY` in `CYL`), at most
/// `reach` bytes after the word's start. A word can only start `reach` bytes or less before an
/// anchor pair of the text, so the screen searches byte by byte only there. The pairs are a
/// 65,536-byte table (one load per position of the text); the text is scanned eight positions at a time.
struct ByteScreenAnchors: Sendable {
    /// The largest offset of an anchor inside its word.
    let reach: Int
    /// Byte `first | second << 8` is 1 when the pair `first second` anchors some word, else 0.
    private let pairs: [UInt8]
    /// Bit `first | second << 8` is set when some word starts with the pair `first second`.
    private let startPairs: [UInt64]

    /// The furthest an anchor may sit from its word's start: a longer reach makes each stop dearer.
    static let maximumReach = 12

    init(_ patterns: [[UInt8]]) {
        var pairs = [UInt64](repeating: 0, count: 1024)
        var startPairs = pairs
        var reach = 0
        func set(_ first: UInt8, _ second: UInt8, in bits: inout [UInt64]) {
            let pair = Int(first) | Int(second) << 8
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        for pattern in patterns where !pattern.isEmpty {
            guard pattern.count > 1 else {
                // A one-byte word: any pair starting with it (the text's last byte is searched anyway).
                for second in 0...255 {
                    set(pattern[0], UInt8(second), in: &pairs)
                    set(pattern[0], UInt8(second), in: &startPairs)
                }
                continue
            }
            let offset = Self.anchorOffset(pattern)
            set(pattern[offset], pattern[offset + 1], in: &pairs)
            set(pattern[0], pattern[1], in: &startPairs)
            reach = max(reach, offset)
        }
        self.pairs = (0..<65_536).map { pair in UInt8(truncatingIfNeeded: pairs[pair >> 6] >> UInt64(pair & 63) & 1) }
        self.startPairs = startPairs
        self.reach = reach
    }

    /// The offset of the rarest pair of `pattern` (the first of equals) within `maximumReach`.
    static func anchorOffset(_ pattern: [UInt8]) -> Int {
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

    /// Whether a word or keyword may start at `index` (its first two bytes; the last byte of the text always may).
    func mayStart(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 1 < text.count else { return true }
        let pair = Int(text[index]) | Int(text[index + 1]) << 8
        return startPairs.withUnsafeBufferPointer { $0[pair >> 6] >> UInt64(pair & 63) & 1 != 0 }
    }

    /// The first position at or after `start` where an anchor pair begins; nil when none does.
    func next(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = text.baseAddress, text.count >= 2 else { return nil }
        let limit = text.count - 1 // the last position a pair can begin
        return pairs.withUnsafeBufferPointer { table -> Int? in
            let table = table.baseAddress!
            var index = start
            // Eight pairs at a time: each pair is one 16-bit load (little-endian: `first | second << 8`).
            while index + 8 < limit {
                var hit: UInt8 = 0
                var offset = 0
                while offset < 8 {
                    let pair = Int(UInt16(littleEndian: UnsafeRawPointer(base + index + offset).loadUnaligned(as: UInt16.self)))
                    hit |= table[pair]
                    offset += 1
                }
                if hit != 0 { break }
                index += 8
            }
            while index < limit {
                let pair = Int(base[index]) | Int(base[index + 1]) << 8
                if table[pair] != 0 { return index }
                index += 1
            }
            return nil
        }
    }
}
