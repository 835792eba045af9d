extension ByteScreen {
    /// The search as it was first written, byte by byte: at each byte a word, else a definition keyword
    /// (its name skipped over), else the next byte. Slow and plain; `search` must give its results on
    /// every input, which the tests check on random texts and `fuzz/run.sh byte-screen` on any bytes.
    public func searchByteByByte(_ text: [UInt8]) -> (foundWord: Bool, names: Set<String>) {
        func occurs(_ pattern: [UInt8], at index: Int) -> Bool {
            guard index + pattern.count <= text.count else { return false }
            for offset in pattern.indices where text[index + offset] != pattern[offset] { return false }
            return true
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func defined(at index: Int) -> ([String], Int)? {
            if index > 0, text[index] != UInt8(ascii: "\n"), Self.isIdentifierByte(text[index - 1]) { return nil }
            // An enumeration's keyword, whole: its constants.
            if let keyword = enumerations.first(where: { occurs($0, at: index) && index + $0.count < text.count }),
               !Self.isIdentifierByte(text[index + keyword.count]) {
                let names = text.withUnsafeBufferPointer {
                    Self.enumeratorNames($0, from: index + keyword.count, parenthesised: keyword != Array("enum".utf8))
                }
                return names.isEmpty ? nil : (names, index + keyword.count)
            }
            guard let (name, end) = definedName(at: index) else { return nil }
            return ([name], end)
        }
        func definedName(at index: Int) -> (String, Int)? {
            guard let keyword = definitions.first(where: { !enumerations.contains($0) && occurs($0, at: index) && index + $0.count < text.count }) else { return nil }
            var cursor = index + keyword.count
            guard isBlank(text[cursor]) else { return nil }
            while cursor < text.count, isBlank(text[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < text.count, Self.isIdentifierByte(text[cursor]), cursor - start < 256 { cursor += 1 }
            guard cursor > start else { return nil }
            // `const CGFloat kLift`: the name after the type.
            if keyword == Array("const".utf8) {
                var next = cursor
                while next < text.count, isBlank(text[next]) { next += 1 }
                let second = next
                while next < text.count, Self.isIdentifierByte(text[next]), next - second < 256 { next += 1 }
                if second > cursor, next > second, !(text[second] >= UInt8(ascii: "0") && text[second] <= UInt8(ascii: "9")) {
                    return (String(decoding: text[second..<next], as: UTF8.self), next)
                }
            }
            return (String(decoding: text[start..<cursor], as: UTF8.self), cursor)
        }
        var names: Set<String> = []
        var index = 0
        while index < text.count {
            if words.contains(where: { occurs($0, at: index) }) { return (true, []) }
            if let (defined, end) = defined(at: index) {
                names.formUnion(defined)
                index = end
                continue
            }
            index += 1
        }
        return (false, names)
    }
}
