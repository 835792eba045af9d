extension ByteScreen {
    /// The keywords of an Objective-C enumeration whose constants are names declared for other files (`typedef
    /// NS_ENUM(NSInteger, TabIndex) { TabIndexHome, TabIndexMine };`, `enum { kTabCount = 5 };`): a header holding only
    /// such constants is read when another file names one. Swift's `enum` is no such keyword (its cases are no
    /// names of their own).
    public static let enumerationKeywords = ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "enum"]

    /// The most bytes an enumeration keyword reads after itself: its head, braces and constants. A screen revising a
    /// record searches again from this far before a change.
    static let enumerationReach = 2048

    /// The most constants taken from one enumeration.
    private static let enumeratorLimit = 64

    /// The constants of the enumeration whose keyword ends at `index` (`parenthesised` for the macros, whose head is
    /// in parentheses), read within `enumerationReach` bytes: none when no body follows the head. Comments and
    /// directive lines are skipped; a constant's value and attributes are skipped to the next comma at the body's
    /// level.
    static func enumeratorNames(_ text: UnsafeBufferPointer<UInt8>, from index: Int, parenthesised: Bool) -> [String] {
        let limit = min(text.count, index + enumerationReach)
        var cursor = index
        func skipBlank() {
            while cursor < limit {
                let byte = text[cursor]
                if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                    cursor += 1
                } else if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && cursor + 1 < limit && text[cursor + 1] == UInt8(ascii: "/")) {
                    while cursor < limit, text[cursor] != 10 { cursor += 1 }
                } else if byte == UInt8(ascii: "/"), cursor + 1 < limit, text[cursor + 1] == UInt8(ascii: "*") {
                    cursor += 2
                    while cursor + 1 < limit, !(text[cursor] == UInt8(ascii: "*") && text[cursor + 1] == UInt8(ascii: "/")) { cursor += 1 }
                    cursor = min(limit, cursor + 2)
                } else {
                    return
                }
            }
        }
        func skipName() -> Range<Int>? {
            let start = cursor
            guard cursor < limit, isIdentifierByte(text[cursor]), !(text[cursor] >= 48 && text[cursor] <= 57) else { return nil }
            while cursor < limit, isIdentifierByte(text[cursor]) { cursor += 1 }
            return start..<cursor
        }
        skipBlank()
        if parenthesised {
            // `(NSInteger, TabIndex)`: no braces, brackets or statement ends inside.
            guard cursor < limit, text[cursor] == UInt8(ascii: "(") else { return [] }
            while cursor < limit, text[cursor] != UInt8(ascii: ")") {
                if text[cursor] == UInt8(ascii: "{") || text[cursor] == UInt8(ascii: ";") { return [] }
                cursor += 1
            }
            cursor += 1
        } else {
            // `enum`, `enum TabIndex`, `enum : NSInteger`, `enum TabIndex : unsigned long`.
            _ = skipName()
            skipBlank()
            if cursor < limit, text[cursor] == UInt8(ascii: ":") {
                cursor += 1
                skipBlank()
                while skipName() != nil { skipBlank() }
            }
        }
        skipBlank()
        guard cursor < limit, text[cursor] == UInt8(ascii: "{") else { return [] }
        cursor += 1
        var names: [String] = []
        while names.count < enumeratorLimit {
            skipBlank()
            guard let name = skipName() else { break }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: text[name]), as: UTF8.self))
            // The value and attributes, to the comma or brace closing at the body's level.
            var depth = 0
            while cursor < limit {
                let byte = text[cursor]
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") {
                    let before = cursor
                    skipBlank()
                    if cursor > before { continue }
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
                if depth <= 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") { break }
                cursor += 1
            }
            guard cursor < limit, text[cursor] == UInt8(ascii: ",") else { break }
            cursor += 1
        }
        return names
    }
}
