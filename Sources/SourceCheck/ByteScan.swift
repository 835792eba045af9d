/// The byte scans that decide, before any lexing, whether a source file can matter.
public enum ByteScan {
    /// Strings whose presence makes a file worth reading: the library's symbols, its registration
    /// calls and the plus button's selectors.
    static let libraryNeedles: [[UInt8]] = [
        "CYL", "registerPlusButton", "registerSubclass", "tabBarItemsAttributes", "indexOfPlusButtonInTabBar",
        "multiplerInCenterY", "multiplierOfTabBarHeight", "plusChildViewController", ".register()",
    ].map { Array($0.utf8) }

    /// What one pass over a file found.
    public struct Screening: Sendable, Hashable {
        /// Whether the file names one of the library's symbols (then `classNames` is left empty).
        public var mentionsLibrary: Bool
        /// The class names the file defines or extends, found by bytes alone (`@implementation Name`,
        /// `class Name`, `extension Name`); words in comments may slip in, which only costs a read.
        public var classNames: Set<String>
    }

    /// Looks for the library's names and the defined classes in one pass.
    public static func screen(_ bytes: [UInt8]) -> Screening {
        var names: Set<String> = []
        let found: Bool = bytes.withUnsafeBufferPointer { text in
            let count = text.count
            var index = 0
            while index < count {
                let byte = text[index]
                guard interesting[Int(byte)] else {
                    index += 1
                    continue
                }
                if matchesNeedle(text, at: index) { return true }
                if let (name, end) = definedName(text, at: index) {
                    names.insert(name)
                    index = end
                    continue
                }
                index += 1
            }
            return false
        }
        return Screening(mentionsLibrary: found, classNames: found ? [] : names)
    }

    private static let keywords: [[UInt8]] = ["@implementation", "class", "extension"].map { Array($0.utf8) }

    /// The first bytes of every needle and keyword.
    private static let interesting: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for word in libraryNeedles + keywords { table[Int(word[0])] = true }
        return table
    }()

    private static func matchesNeedle(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for needle in libraryNeedles where needle[0] == text[index] && index + needle.count <= text.count {
            var offset = 1
            while offset < needle.count, text[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    /// A keyword that starts a word at `index`, white space, then a name: the name and where it ends.
    private static func definedName(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        let byte = text[index]
        guard byte == UInt8(ascii: "@") || byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e") else { return nil }
        if index > 0, isIdentifierByte(text[index - 1]) { return nil }
        let count = text.count
        for keyword in keywords where keyword[0] == byte && index + keyword.count < count {
            var offset = 1
            while offset < keyword.count, text[index + offset] == keyword[offset] { offset += 1 }
            guard offset == keyword.count else { continue }
            var cursor = index + keyword.count
            guard text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") else { return nil }
            while cursor < count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            let start = cursor
            while cursor < count, isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: text[start..<cursor]), as: UTF8.self), cursor)
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
