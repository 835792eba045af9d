/// Every byte's class for the lexers' inner loops, one load a byte instead of a few comparisons: a bit set
/// of `identifier` (an ASCII byte that continues an identifier in both languages: letters, digits, `_`,
/// `$`), `blank` (space, tab, vertical tab, form feed) and `nonASCII` (a byte of a UTF-8 sequence, which
/// the lexer then decodes).
public enum LexerByteClasses {
    public static let identifier: UInt8 = 1
    public static let blank: UInt8 = 2
    public static let nonASCII: UInt8 = 4

    /// The classes of bytes 0 to 255, made once and never freed (a lexer loads the pointer once). Written only
    /// by its initialiser, so reading it from any thread is safe.
    nonisolated(unsafe) public static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            var classes: UInt8 = 0
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: classes = identifier
            case 0x20, 0x09, 0x0B, 0x0C: classes = blank
            case 0x80...0xFF: classes = nonASCII
            default: classes = 0
            }
            table[byte] = classes
        }
        return UnsafePointer(table)
    }()

    /// The end of the run of ASCII identifier bytes (`identifier` in `table`) that starts at `index`, before `end`:
    /// four bytes a step while they all continue it (identifiers run for several bytes), then one at a time.
    @inlinable @inline(__always)
    public static func identifierRunEnd(_ base: UnsafePointer<UInt8>, from index: Int, before end: Int,
                                        _ table: UnsafePointer<UInt8>) -> Int {
        var index = index
        while index + 4 <= end,
              table[Int(base[index])] & table[Int(base[index + 1])] & table[Int(base[index + 2])]
                & table[Int(base[index + 3])] == identifier {
            index += 4
        }
        while index < end, table[Int(base[index])] == identifier { index += 1 }
        return index
    }
}
