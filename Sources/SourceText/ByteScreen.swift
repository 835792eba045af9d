/// A one-pass byte search that a front-end's screen runs on every file before lexing: does the
/// file contain one of `words`, and which names follow the `definitions` keywords (`@implementation X`,
/// `class X`, `extension X`)? Found by bytes alone: a word in a comment counts too, which only
/// costs a read. Built once per front-end; the search allocates nothing but the names it returns.
/// A class: every thread screening a project's files shares a front-end's screen, and copying a struct
/// of eight arrays per file retained each (cores contending for the same counts).
public final class ByteScreen: Sendable {
    let words: [[UInt8]]
    let definitions: [[UInt8]]
    /// The keywords among `definitions` that begin an enumeration whose constants are the names defined
    /// (`enumerationKeywords`).
    let enumerations: [[UInt8]]
    /// `definitions` without the enumerations' keywords.
    let plainDefinitions: [[UInt8]]
    /// Whether a byte starts one of the words or keywords.
    let starts: [Bool]
    /// The words then the keywords, end to end, and where each starts (one more: the end).
    let patternBytes: [UInt8]
    let patternStarts: [Int]
    /// The pairs the search stops at (one per word and keyword), and the words anchored on each.
    let anchors: ByteScreenAnchors

    /// A screen for `words` (any occurrence) and the names after the `definitions` keywords
    /// (a keyword that starts a word, then spaces or tabs, then an identifier), and the constants of the
    /// enumerations the `enumerations` keywords begin (`ByteScreen.enumeratorNames`).
    public init(words: [String], definitions: [String], enumerations: [String] = []) {
        self.words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        self.enumerations = enumerations.map { Array($0.utf8) }.filter { !$0.isEmpty }
        self.definitions = definitions.map { Array($0.utf8) }.filter { !$0.isEmpty } + self.enumerations
        let enumerationKeywords = self.enumerations
        plainDefinitions = self.definitions.filter { !enumerationKeywords.contains($0) }
        var table = [Bool](repeating: false, count: 256)
        for word in self.words + self.definitions { table[Int(word[0])] = true }
        starts = table
        let patterns = self.words + self.definitions
        patternBytes = patterns.flatMap { $0 }
        patternStarts = patterns.reduce(into: [0]) { starts, pattern in starts.append(starts.last! + pattern.count) }
        anchors = ByteScreenAnchors(patterns)
    }

    /// What one pass found: whether a word occurs (the search stops at the first, and then `names`
    /// is empty), else the defined names.
    ///
    /// The search skips to the next anchor pair and checks there the words anchored on it, each where
    /// it would start. Such a find is an event (a word, or a keyword that may begin a definition,
    /// at a position); events are taken in the order of their positions, a word before a keyword at
    /// the same place, as a byte-by-byte search would meet them: a word inside a definition's name
    /// (or blanks) does not count, nor does a keyword there. An event is taken only once the scan is
    /// more than `anchors.reach` bytes past it, when no event before it can still be found.
    public func search(_ bytes: [UInt8]) -> (foundWord: Bool, names: Set<String>) {
        guard patternStarts.count > 1 else { return (false, []) }
        var names: Set<String> = []
        let wordCount = words.count
        let reach = anchors.reach
        let found: Bool = bytes.withUnsafeBufferPointer { text in
            anchors.pairLists.withUnsafeBufferPointer { pairLists in
              anchors.pairBits.withUnsafeBufferPointer { pairBits in
               anchors.nibbles.tables.withUnsafeBufferPointer { nibbleTables in
                anchors.entries.withUnsafeBufferPointer { entries in
                    anchors.listStarts.withUnsafeBufferPointer { listStarts in
                        patternBytes.withUnsafeBufferPointer { patternBytes in
                            patternStarts.withUnsafeBufferPointer { patternStarts in
                                withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * reach + 4) { storage in
                                    var events = ByteScreenEvents(storage: storage)
                                    var frontier = 0
                                    /// Takes the events before `limit`: true at a word.
                                    func take(before limit: Int) -> Bool {
                                        while let event = events.first, event >> 1 < limit {
                                            events.removeFirst()
                                            let position = event >> 1
                                            guard position >= frontier else { continue }
                                            if event & 1 == 0 { return true }
                                            if let end = definedNames(text, at: position, each: { names.insert($0) }) {
                                                frontier = end
                                            }
                                        }
                                        return false
                                    }
                                    let count = text.count
                                    var index = 0
                                    let nibbles = ByteScreenNibbles.kernelLevel > 0 ? nibbleTables.baseAddress : nil
                                    while let stop = anchors.nextStop(in: text, from: index, pairBits: pairBits.baseAddress!,
                                                                      nibbles: nibbles, level: ByteScreenNibbles.kernelLevel) {
                                        if take(before: stop - reach) { return true }
                                        let second = stop + 1 < count ? Int(text[stop + 1]) : 0
                                        let list = Int(pairLists[Int(text[stop]) | second << 8]) - 1
                                        for entry in entries[listStarts[list]..<listStarts[list + 1]] {
                                            let start = stop - entry.offset
                                            guard start >= frontier, occurs(entry, at: stop, in: text, patternBytes, patternStarts)
                                            else { continue }
                                            events.insert(start << 1 | (entry.pattern < wordCount ? 0 : 1))
                                        }
                                        index = stop + 1
                                    }
                                    return take(before: Int.max)
                                }
                            }
                        }
                    }
                }
               }
              }
            }
        }
        return (found, found ? [] : names)
    }

    /// The number of words and keywords.
    var patternCount: Int { patternStarts.count - 1 }

    /// Whether the pattern of `entry`, anchored at `stop`, is the text there (`patternBytes` and `patternStarts` are
    /// this screen's, as buffers).
    @inline(__always)
    func occurs(_ entry: ByteScreenAnchors.Entry, at stop: Int, in text: UnsafeBufferPointer<UInt8>,
                _ patternBytes: UnsafeBufferPointer<UInt8>, _ patternStarts: UnsafeBufferPointer<Int>) -> Bool {
        let start = stop - entry.offset
        let patternStart = patternStarts[entry.pattern]
        let length = patternStarts[entry.pattern + 1] - patternStart
        guard start >= 0, start + length <= text.count else { return false }
        var offset = 0
        while offset < length, text[start + offset] == patternBytes[patternStart + offset] { offset += 1 }
        return offset == length
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

    /// A keyword that starts a word at `index`, white space, then a name: the name (given to `each`) and where it ends;
    /// or an enumeration's keyword that starts a word and is no longer word's start, then its constants (at least one,
    /// each given to `each`, in order) and where the keyword ends. Nil, and nothing given, when neither is there.
    func definedNames(_ text: UnsafeBufferPointer<UInt8>, at index: Int, each: (String) -> Void) -> Int? {
        let byte = text[index]
        // A keyword starting with a line break (`\nlet`) starts a word whatever precedes it.
        if index > 0, byte != UInt8(ascii: "\n"), Self.isIdentifierByte(text[index - 1]) { return nil }
        let count = text.count
        for keyword in enumerations where keyword[0] == byte && index + keyword.count < count {
            var offset = 1
            while offset < keyword.count, text[index + offset] == keyword[offset] { offset += 1 }
            guard offset == keyword.count, !Self.isIdentifierByte(text[index + offset]) else { continue }
            let names = Self.enumeratorNames(text, from: index + offset, parenthesised: keyword != Self.plainEnumeration)
            if names.isEmpty { return nil }
            names.forEach(each)
            return index + offset
        }
        guard let (name, end) = definedName(text, at: index, count: count) else { return nil }
        each(name)
        return end
    }

    /// A keyword other than an enumeration's that starts a word at `index`, white space, then a name: the name and
    /// where it ends.
    private func definedName(_ text: UnsafeBufferPointer<UInt8>, at index: Int, count: Int) -> (String, Int)? {
        let byte = text[index]
        for keyword in plainDefinitions where keyword[0] == byte && index + keyword.count < count {
            var offset = 1
            while offset < keyword.count, text[index + offset] == keyword[offset] { offset += 1 }
            guard offset == keyword.count else { continue }
            var cursor = index + keyword.count
            guard text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") else { return nil }
            while cursor < count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            let start = cursor
            while cursor < count, Self.isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { return nil }
            // `const CGFloat kMargin`: the name after the type is the one declared.
            if keyword == Self.constKeyword, let (name, end) = Self.nameAfterType(text, at: cursor) { return (name, end) }
            return (String(decoding: UnsafeBufferPointer(rebasing: text[start..<cursor]), as: UTF8.self), cursor)
        }
        return nil
    }

    private static let constKeyword = Array("const".utf8)
    private static let plainEnumeration = Array("enum".utf8)

    /// The name after white space at `index` (the end of a type's name), and where it ends; nil when none follows.
    private static func nameAfterType(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        var cursor = index
        while cursor < text.count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        guard cursor > index, cursor < text.count else { return nil }
        let start = cursor
        while cursor < text.count, isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
        guard cursor > start, !(text[start] >= UInt8(ascii: "0") && text[start] <= UInt8(ascii: "9")) else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: text[start..<cursor]), as: UTF8.self), cursor)
    }

    /// ASCII letters, digits, `_`, and every byte of a multi-byte UTF-8 sequence.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}

extension ByteScreen {
    /// The name a keyword that starts with a line break (`\nlet`) defines when the file's first line begins with the
    /// rest of it (`let kTabCount = 5` on line 1): no line break precedes it, so `search` does not see it.
    public func nameDefinedAtStart(_ bytes: [UInt8]) -> String? {
        for keyword in definitions where keyword.count > 1 && keyword[0] == UInt8(ascii: "\n") {
            let rest = keyword.dropFirst()
            guard bytes.count > rest.count + 1, bytes.starts(with: rest) else { continue }
            var cursor = rest.count
            guard bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") else { continue }
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            let start = cursor
            while cursor < bytes.count, Self.isIdentifierByte(bytes[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { continue }
            return String(decoding: bytes[start..<cursor], as: UTF8.self)
        }
        return nil
    }

    /// `search` with the name `nameDefinedAtStart` finds.
    public func searchWithStart(_ bytes: [UInt8]) -> (foundWord: Bool, names: Set<String>) {
        var found = search(bytes)
        if !found.foundWord, let name = nameDefinedAtStart(bytes) { found.names.insert(name) }
        return found
    }
}
