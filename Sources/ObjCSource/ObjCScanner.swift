import JSONC
import SourceText

/// One pass of `ObjCLexer` over a file. Each `lex…` method starts at `position`, appends
/// exactly one non-empty token that starts there and moves `position` to its end; no
/// step ever looks back, and look-ahead is a few bytes (or a run of blanks that is then
/// consumed), so the pass is linear.
struct ObjCScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    /// `LexerByteClasses.table`, loaded once.
    let classes = LexerByteClasses.table
    var position = 0
    var tokens: [SourceToken] = []
    /// Whether only blanks and block comments precede `position` on its line, so that a
    /// `#` here starts a directive.
    var atLineStart = true

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
        // Objective-C averages four to five bytes a token.
        tokens.reserveCapacity(count / 4 + 16)
    }

    mutating func run() {
        while position < count { lexOne() }
    }

    @inline(__always)
    mutating func emit(_ kind: SourceTokenKind, _ start: Int, _ end: Int) {
        tokens.append(SourceToken(kind: kind, range: ByteRange(start, end)))
        position = end
    }

    @inline(__always)
    func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    @inline(__always)
    private mutating func lexOne() {
        let start = position
        let first = bytes[start]
        switch first {
        case 0x20, 0x09, 0x0B, 0x0C:
            lexWhitespace(start, from: start + 1)
            return
        case UInt8(ascii: "\n"):
            emit(.lineBreak, start, start + 1)
            atLineStart = true
            return
        case UInt8(ascii: "\r"):
            emit(.lineBreak, start, byte(start + 1) == UInt8(ascii: "\n") ? start + 2 : start + 1)
            atLineStart = true
            return
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            lexIdentifier(start, from: start + 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            emit(.number, start, numberEnd(start))
        case UInt8(ascii: "\""):
            emit(.string, start, quotedEnd(start))
        case UInt8(ascii: "'"):
            emit(.character, start, quotedEnd(start))
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            emit(.punctuation, start, start + 1)
        case UInt8(ascii: "."):
            lexDot(start)
        case UInt8(ascii: "/"):
            let next = byte(start + 1)
            if next == UInt8(ascii: "/") {
                emit(.lineComment, start, lineCommentEnd(start + 2))
                return  // a line break follows; nothing else can be on the line
            }
            if next == UInt8(ascii: "*") {
                emit(.blockComment, start, blockCommentEnd(start))
                return  // transparent for directives: `/* … */ #define X` is one
            }
            emit(.operator, start, next == UInt8(ascii: "=") ? start + 2 : start + 1)
        case UInt8(ascii: "@"):
            lexAt(start)
        case UInt8(ascii: "#"):
            if atLineStart {
                emit(.directive, start, directiveEnd(start))
            } else {
                emit(.operator, start, byte(start + 1) == UInt8(ascii: "#") ? start + 2 : start + 1)
            }
        case 0x80...0xFF:
            lexNonASCII(start)
            return
        default:
            if let end = operatorEnd(start) {
                emit(.operator, start, end)
            } else {
                lexUnknown(start)
            }
        }
        atLineStart = false
    }

    /// A run of blanks and non-ASCII white space whose first character ends at `index`.
    private mutating func lexWhitespace(_ start: Int, from index: Int) {
        var index = index
        while index < count {
            let byteClass = classes[Int(bytes[index])]
            if byteClass == LexerByteClasses.blank {
                index += 1
                continue
            }
            if byteClass != LexerByteClasses.nonASCII { break }
            let length = ObjCBytes.unicodeWhitespaceLength(bytes, index)
            if length == 0 { break }
            index += length
        }
        emit(.whitespace, start, index)
    }

    /// White space, an identifier, or unknown bytes, by the sequence at `start`.
    private mutating func lexNonASCII(_ start: Int) {
        let space = ObjCBytes.unicodeWhitespaceLength(bytes, start)
        if space != 0 {
            lexWhitespace(start, from: start + space)
            return
        }
        let length = ObjCBytes.sequenceLength(bytes, start)
        if length == 0 {
            lexUnknown(start)
        } else {
            lexIdentifier(start, from: start + length)
        }
        atLineStart = false
    }

    /// The end of the identifier whose characters continue at `index`.
    @inline(__always)
    private func identifierEnd(_ index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var index = index
        while index < count {
            index = LexerByteClasses.identifierRunEnd(base, from: index, before: count, classes)
            if index == count || classes[Int(bytes[index])] != LexerByteClasses.nonASCII { return index }
            let length = ObjCBytes.identifierSequenceLength(bytes, index)
            if length == 0 { return index }
            index += length
        }
        return index
    }

    /// An identifier whose first character ends at `index`, or a prefixed literal (`L"…"`, `u8'a'`).
    private mutating func lexIdentifier(_ start: Int, from index: Int) {
        let end = identifierEnd(index)
        if end - start <= 2, end < count {
            let next = bytes[end]
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'"), isLiteralPrefix(start, end) {
                emit(next == UInt8(ascii: "\"") ? .string : .character, start, quotedEnd(end))
                return
            }
        }
        emit(.identifier, start, end)
    }

    /// Whether `start..<end` is `L`, `u`, `U` or `u8`.
    private func isLiteralPrefix(_ start: Int, _ end: Int) -> Bool {
        let first = bytes[start]
        if end - start == 1 { return first == UInt8(ascii: "L") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U") }
        return first == UInt8(ascii: "u") && bytes[start + 1] == UInt8(ascii: "8")
    }

    /// `@"…"`, `@keyword`, or a lone `@` operator.
    private mutating func lexAt(_ start: Int) {
        let next = start + 1
        if next < count {
            let following = bytes[next]
            if following == UInt8(ascii: "\"") {
                emit(.string, start, quotedEnd(next))
                return
            }
            if ObjCBytes.isIdentifierStartASCII(following) {
                emit(.atKeyword, start, identifierEnd(next + 1))
                return
            }
            if following >= 0x80 {
                let length = ObjCBytes.identifierSequenceLength(bytes, next)
                if length != 0 {
                    emit(.atKeyword, start, identifierEnd(next + length))
                    return
                }
            }
        }
        emit(.operator, start, next)
    }

    /// `.5` (a number), `...` (an operator) or `.` (punctuation).
    private mutating func lexDot(_ start: Int) {
        let next = byte(start + 1)
        if ObjCBytes.isDigit(next) {
            emit(.number, start, numberEnd(start))
        } else if next == UInt8(ascii: "."), byte(start + 2) == UInt8(ascii: ".") {
            emit(.operator, start, start + 3)
        } else {
            emit(.punctuation, start, start + 1)
        }
    }

    /// The end of the C operator at `start` by longest match, or nil when no operator starts
    /// there. `/`, `#` and `@` are handled by their callers.
    private func operatorEnd(_ start: Int) -> Int? {
        let first = bytes[start]
        let second = byte(start + 1)
        let equals = UInt8(ascii: "=")
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "?"):
            return start + 1
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"):
            return second == equals ? start + 2 : start + 1
        case UInt8(ascii: "+"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            return second == equals || second == first ? start + 2 : start + 1
        case UInt8(ascii: "-"):
            return second == equals || second == first || second == UInt8(ascii: ">") ? start + 2 : start + 1
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if second == first { return byte(start + 2) == equals ? start + 3 : start + 2 }
            return second == equals ? start + 2 : start + 1
        default:
            return nil
        }
    }

    /// A maximal run of bytes that start no token: control characters, `\`, `` ` ``, and
    /// bytes that are not part of a valid UTF-8 sequence.
    private mutating func lexUnknown(_ start: Int) {
        var index = start + 1
        while index < count {
            let next = bytes[index]
            if next < 0x80 {
                if ObjCBytes.isUnknownASCII(next) { index += 1; continue }
                break
            }
            if ObjCBytes.sequenceLength(bytes, index) != 0 { break }  // white space is valid UTF-8 too
            index += 1
        }
        emit(.unknown, start, index)
    }
}
