/// Byte classes of Swift source, as bit sets over ASCII, and UTF-8 validation of one
/// scalar. Bytes of 0x80 and above belong to no ASCII class; callers validate them.
enum SwiftByteClass {
    // Bit `b` of `low` (for b < 64) or of `high` (for 64 <= b < 128) is set when byte `b` is in the class.
    private static let identifierContinueLow: UInt64 = 0x03FF_0010_0000_0000  // $ 0-9
    private static let identifierContinueHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE  // A-Z _ a-z
    private static let identifierHeadLow: UInt64 = 0x0000_0010_0000_0000  // $
    private static let operatorLow: UInt64 = 0xF000_AC62_0000_0000  // ! % & * + - / < = > ?
    private static let operatorHigh: UInt64 = 0x5000_0000_4000_0000  // ^ | ~
    private static let whitespaceLow: UInt64 = 0x0000_0001_0000_1A00  // tab, vertical tab, form feed, space

    @inline(__always)
    private static func contains(_ byte: UInt8, _ low: UInt64, _ high: UInt64) -> Bool {
        let bit = UInt64(1) &<< UInt64(byte & 63)
        return byte < 64 ? low & bit != 0 : byte < 128 && high & bit != 0
    }

    /// An ASCII byte that may continue an identifier: letters, digits, `_`, `$`.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        contains(byte, identifierContinueLow, identifierContinueHigh)
    }

    /// An ASCII byte that may start an identifier: letters, `_`, `$`.
    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        contains(byte, identifierHeadLow, identifierContinueHigh)
    }

    /// One of Swift's ASCII operator characters `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        contains(byte, operatorLow, operatorHigh)
    }

    /// Space, tab, vertical tab or form feed.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        contains(byte, whitespaceLow, 0)
    }

    /// `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6 }

    /// `\n` or `\r`.
    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// The length (2–4) of the valid UTF-8 sequence of a non-ASCII scalar starting at
    /// `index`, or 0 when the bytes there are not one (a stray continuation byte, an
    /// overlong form, a surrogate, a value past U+10FFFF, a sequence cut short).
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let count = bytes.count
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
