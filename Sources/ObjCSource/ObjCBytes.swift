/// Byte classes of Objective-C source, shared by the lexer's loops and the literal decoders.
/// Table-free: ASCII classes are bit masks, UTF-8 is checked by its lead byte.
enum ObjCBytes {
    /// Bits 0–63 of the ASCII bytes that continue an identifier: digits and `$`.
    private static let identifierLow: UInt64 = 0x03FF_0010_0000_0000
    /// Bits 64–127 (shifted down by 64): `A`–`Z`, `_`, `a`–`z`.
    private static let identifierHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// Bits 0–63 of the ASCII bytes that start an identifier: `$` only (no digits).
    private static let identifierStartLow: UInt64 = 0x0000_0010_0000_0000

    /// Whether an ASCII byte continues an identifier: a letter, a digit, `_` or `$`.
    @inline(__always)
    static func isIdentifierASCII(_ byte: UInt8) -> Bool {
        if byte < 64 { return identifierLow &>> UInt64(byte) & 1 != 0 }
        if byte < 128 { return identifierHigh &>> UInt64(byte &- 64) & 1 != 0 }
        return false
    }

    /// Whether an ASCII byte starts an identifier: a letter, `_` or `$`.
    @inline(__always)
    static func isIdentifierStartASCII(_ byte: UInt8) -> Bool {
        if byte < 64 { return identifierStartLow &>> UInt64(byte) & 1 != 0 }
        if byte < 128 { return identifierHigh &>> UInt64(byte &- 64) & 1 != 0 }
        return false
    }

    /// Whether `byte` is an ASCII decimal digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// The value of an ASCII hexadecimal digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        if byte &- 0x30 < 10 { return UInt32(byte &- 0x30) }
        let lower = byte | 0x20
        if lower &- 0x61 < 6 { return UInt32(lower &- 0x61 + 10) }
        return nil
    }

    /// Spaces, tabs, vertical tabs and form feeds: white space that does not break a line.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// ASCII bytes that start no token: control characters other than white space and
    /// line breaks, DEL, the backslash and the backtick.
    @inline(__always)
    static func isUnknownASCII(_ byte: UInt8) -> Bool {
        if byte < 0x20 { return byte < 0x09 || byte > 0x0D }
        return byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`")
    }

    /// The length of the valid UTF-8 sequence (2 to 4 bytes) that starts at `index`, or 0
    /// when the byte there does not start one. Overlong forms, surrogates and values past
    /// U+10FFFF are invalid, as the Unicode standard says.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let count = bytes.count
        @inline(__always) func trailing(_ at: Int) -> Bool { at < count && bytes[at] & 0xC0 == 0x80 }
        @inline(__always) func inRange(_ at: Int, _ low: UInt8, _ high: UInt8) -> Bool {
            at < count && bytes[at] >= low && bytes[at] <= high
        }
        switch bytes[index] {
        case 0xC2...0xDF:
            return trailing(index + 1) ? 2 : 0
        case 0xE0:
            return inRange(index + 1, 0xA0, 0xBF) && trailing(index + 2) ? 3 : 0
        case 0xED:
            return inRange(index + 1, 0x80, 0x9F) && trailing(index + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return trailing(index + 1) && trailing(index + 2) ? 3 : 0
        case 0xF0:
            return inRange(index + 1, 0x90, 0xBF) && trailing(index + 2) && trailing(index + 3) ? 4 : 0
        case 0xF1...0xF3:
            return trailing(index + 1) && trailing(index + 2) && trailing(index + 3) ? 4 : 0
        case 0xF4:
            return inRange(index + 1, 0x80, 0x8F) && trailing(index + 2) && trailing(index + 3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The length of the non-ASCII white space at `index` (0 when there is none): U+0085,
    /// U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 (the
    /// characters clang treats as white space) and U+FEFF, the byte order mark.
    static func unicodeWhitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let count = bytes.count
        let lead = bytes[index]
        if lead == 0xC2 {
            guard index + 1 < count else { return 0 }
            let second = bytes[index + 1]
            return second == 0xA0 || second == 0x85 ? 2 : 0
        }
        guard lead >= 0xE1, lead <= 0xEF, index + 2 < count else { return 0 }
        let second = bytes[index + 1], third = bytes[index + 2]
        switch lead {
        case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0
        case 0xE2:
            if second == 0x80 { return third <= 0x8A && third >= 0x80 || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3: return second == 0x80 && third == 0x80 ? 3 : 0
        case 0xEF: return second == 0xBB && third == 0xBF ? 3 : 0
        default: return 0
        }
    }

    /// The length of the non-ASCII identifier character at `index`: any valid UTF-8
    /// sequence that is not white space; 0 otherwise.
    @inline(__always)
    static func identifierSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let length = sequenceLength(bytes, index)
        if length == 0 || unicodeWhitespaceLength(bytes, index) != 0 { return 0 }
        return length
    }
}
