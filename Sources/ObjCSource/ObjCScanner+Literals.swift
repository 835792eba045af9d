/// The ends of the tokens that span more than a few bytes: literals, comments, directives.
/// Each returns the offset just past its token and only moves forward.
extension ObjCScanner {
    /// The offset past a line splice at `index` (a backslash, optional blanks, a line
    /// break), or nil when the backslash there does not splice lines. Blanks between the
    /// backslash and the break are allowed, as clang and GCC allow them.
    @inline(__always)
    func spliceEnd(_ index: Int) -> Int? {
        var next = index + 1
        while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard next < count else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "\n"): return next + 1
        case UInt8(ascii: "\r"): return byte(next + 1) == UInt8(ascii: "\n") ? next + 2 : next + 1
        default: return nil
        }
    }

    /// The end of a string or character literal whose quote is at `quote`: past the closing
    /// quote, or, when unterminated, at the line break (not included) or the end of the file.
    /// A backslash escapes the next byte; a line splice continues the literal.
    func quotedEnd(_ quote: Int) -> Int {
        let delimiter = bytes[quote]
        var index = quote + 1
        while index < count {
            let next = bytes[index]
            if next == delimiter { return index + 1 }
            if next == UInt8(ascii: "\\") {
                index = spliceEnd(index) ?? min(index + 2, count)
                continue
            }
            if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") { return index }
            index += 1
        }
        return count
    }

    /// The end of a `//` comment whose text starts at `index`: the next line break that is
    /// not spliced, or the end of the file.
    func lineCommentEnd(_ index: Int) -> Int {
        var index = index
        while index < count {
            let next = bytes[index]
            if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") { return index }
            if next == UInt8(ascii: "\\"), let end = spliceEnd(index) {
                index = end
                continue
            }
            index += 1
        }
        return count
    }

    /// The end of the `/* … */` comment that opens at `open`: past the first `*/` after the
    /// opener (C comments do not nest), or the end of the file.
    func blockCommentEnd(_ open: Int) -> Int {
        // `/*/` does not close: the first `/` that can close is at `open + 3`.
        var index = open + 3
        while index < count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "*") { return index + 1 }
            index += 1
        }
        return count
    }

    /// The end of the C preprocessing number at `start` (a digit, or `.` and a digit):
    /// letters, digits, `_`, `.`, a sign after an exponent letter (`e`/`E` for decimal,
    /// `p`/`P` for hexadecimal numbers), and `'` digit separators between digits or letters.
    func numberEnd(_ start: Int) -> Int {
        let isHex = bytes[start] == UInt8(ascii: "0") && byte(start + 1) | 0x20 == UInt8(ascii: "x")
        let exponent = isHex ? UInt8(ascii: "p") : UInt8(ascii: "e")
        var previous = bytes[start]
        var index = start + 1
        while index < count {
            let next = bytes[index]
            if ObjCBytes.isIdentifierASCII(next) && next != UInt8(ascii: "$") || next == UInt8(ascii: ".") {
                previous = next
                index += 1
            } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"), previous | 0x20 == exponent {
                previous = next
                index += 1
            } else if next == UInt8(ascii: "'"), ObjCBytes.isIdentifierASCII(previous),
                      index + 1 < count, ObjCBytes.isIdentifierASCII(bytes[index + 1]) {
                previous = bytes[index + 1]
                index += 2
            } else {
                break
            }
        }
        return index
    }

    /// The end of the directive whose `#` is at `start`: the first line break that is not
    /// spliced and not inside a block comment, or the end of the file. Literals and
    /// comments inside are skipped as such, so `"/*"` or `// don't` cannot derail it; the
    /// `<…>` after `#import` / `#include` / `#include_next` is a header name.
    func directiveEnd(_ start: Int) -> Int {
        var index = headerNameEnd(start) ?? start + 1
        while index < count {
            let next = bytes[index]
            switch next {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return index
            case UInt8(ascii: "\\"):
                index = spliceEnd(index) ?? index + 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = quotedEnd(index)
            case UInt8(ascii: "/"):
                switch byte(index + 1) {
                case UInt8(ascii: "/"): return lineCommentEnd(index + 2)
                case UInt8(ascii: "*"): index = blockCommentEnd(index)
                default: index += 1
                }
            default:
                index += 1
            }
        }
        return count
    }

    /// When the directive at `start` is an include with an angled header name, the offset
    /// past that name (its `>`, or the line break or end of file that cuts it short).
    private func headerNameEnd(_ start: Int) -> Int? {
        var index = skipBlanks(start + 1)
        let nameStart = index
        while index < count, ObjCBytes.isIdentifierASCII(bytes[index]) { index += 1 }
        guard isIncludeName(nameStart, index) else { return nil }
        index = skipBlanks(index)
        guard byte(index) == UInt8(ascii: "<") else { return nil }
        index += 1
        while index < count {
            let next = bytes[index]
            if next == UInt8(ascii: ">") { return index + 1 }
            if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") { return index }
            index += 1
        }
        return count
    }

    private func skipBlanks(_ index: Int) -> Int {
        var index = index
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// Whether `start..<end` is `import`, `include` or `include_next`.
    private func isIncludeName(_ start: Int, _ end: Int) -> Bool {
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return name.elementsEqual("import".utf8) || name.elementsEqual("include".utf8) || name.elementsEqual("include_next".utf8)
    }
}
