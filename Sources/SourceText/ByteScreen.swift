/// A one-pass byte search that a front-end's screen runs on every file before lexing: does the
/// file contain one of `words`, and which names follow the `definitions` keywords (`@implementation X`,
/// `class X`, `extension X`)? Found by bytes alone: a word in a comment counts too, which only
/// costs a read. Built once per front-end; the search allocates nothing but the names it returns.
public struct ByteScreen: Sendable {
    let words: [[UInt8]]
    let definitions: [[UInt8]]
    /// Whether a byte starts one of the words or keywords.
    let starts: [Bool]

    /// A screen for `words` (any occurrence) and the names after the `definitions` keywords
    /// (a keyword that starts a word, then spaces or tabs, then an identifier).
    public init(words: [String], definitions: [String]) {
        self.words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        self.definitions = definitions.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var table = [Bool](repeating: false, count: 256)
        for word in self.words + self.definitions { table[Int(word[0])] = true }
        starts = table
    }

    /// What one pass found: whether a word occurs (the search stops at the first, and then `names`
    /// is empty), else the defined names.
    public func search(_ bytes: [UInt8]) -> (foundWord: Bool, names: Set<String>) {
        var names: Set<String> = []
        let found: Bool = bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                let count = text.count
                var index = 0
                while index < count {
                    guard starts[Int(text[index])] else {
                        index += 1
                        continue
                    }
                    if matchesWord(text, at: index) { return true }
                    if let (name, end) = definedName(text, at: index) {
                        names.insert(name)
                        index = end
                        continue
                    }
                    index += 1
                }
                return false
            }
        }
        return (found, found ? [] : names)
    }

    private func matchesWord(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        wordLength(text, at: index) != nil
    }

    /// The length of the word at `index`, nil when none starts there.
    func wordLength(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        for word in words where word[0] == text[index] && index + word.count <= text.count {
            var offset = 1
            while offset < word.count, text[index + offset] == word[offset] { offset += 1 }
            if offset == word.count { return word.count }
        }
        return nil
    }

    /// A keyword that starts a word at `index`, white space, then a name: the name and where it ends.
    func definedName(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        let byte = text[index]
        if index > 0, Self.isIdentifierByte(text[index - 1]) { return nil }
        let count = text.count
        for keyword in definitions where keyword[0] == byte && index + keyword.count < count {
            var offset = 1
            while offset < keyword.count, text[index + offset] == keyword[offset] { offset += 1 }
            guard offset == keyword.count else { continue }
            var cursor = index + keyword.count
            guard text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") else { return nil }
            while cursor < count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            let start = cursor
            while cursor < count, Self.isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: text[start..<cursor]), as: UTF8.self), cursor)
        }
        return nil
    }

    /// ASCII letters, digits, `_`, and every byte of a multi-byte UTF-8 sequence.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
