/// The byte scans that decide, before any lexing, whether a source file can matter.
public enum ByteScan {
    /// Strings whose presence makes a file worth reading: the library's symbols and its registration calls.
    static let libraryNeedles: [[UInt8]] = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ]
        .map { Array($0.utf8) }

    /// Whether `bytes` names one of the library's symbols.
    public static func mentionsLibrary(_ bytes: [UInt8]) -> Bool {
        libraryNeedles.contains { contains(bytes, $0) }
    }

    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                let last = haystack.count - pattern.count
                var index = 0
                while index <= last {
                    if haystack[index] == first {
                        var offset = 1
                        while offset < pattern.count, haystack[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// The class names a file defines or extends, found by bytes alone (`@implementation Name`,
    /// `class Name`, `extension Name`); words in comments may slip in, which only costs a read.
    public static func definedClassNames(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let keywords: [[UInt8]] = ["@implementation", "class", "extension"].map { Array($0.utf8) }
        bytes.withUnsafeBufferPointer { text in
            var index = 0
            let count = text.count
            while index < count {
                let byte = text[index]
                guard byte == UInt8(ascii: "@") || byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") else {
                    index += 1
                    continue
                }
                // A keyword starts a word.
                if index > 0, isIdentifierByte(text[index - 1]) {
                    index += 1
                    continue
                }
                var matched: Int?
                for keyword in keywords where keyword[0] == byte && index + keyword.count < count {
                    var offset = 1
                    while offset < keyword.count, text[index + offset] == keyword[offset] { offset += 1 }
                    if offset == keyword.count { matched = keyword.count; break }
                }
                guard let length = matched else {
                    index += 1
                    continue
                }
                var cursor = index + length
                guard cursor < count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") else {
                    index = cursor
                    continue
                }
                while cursor < count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                let start = cursor
                while cursor < count, isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
                if cursor > start { names.insert(String(decoding: text[start..<cursor], as: UTF8.self)) }
                index = cursor
            }
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
