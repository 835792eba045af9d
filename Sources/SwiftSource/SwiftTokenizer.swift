import JSONC
import SourceText

/// One run of `SwiftLexer.tokenize`: a cursor over the bytes and the tokens so far.
/// Literals (numbers, strings) are in `SwiftTokenizer+Literals.swift`.
struct SwiftTokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    /// `LexerByteClasses.table`, loaded once.
    let classes = LexerByteClasses.table
    private(set) var position = 0
    private(set) var tokens: [SourceToken] = []
    /// Whether the last token that is not trivia is the punctuation `.`: a number there
    /// takes no fraction, so `x.0.1` is two tuple accesses.
    var afterPeriod = false
    /// The literals suspended while scanning nested interpolations; kept between
    /// literals so that its storage is reused.
    var suspendedLiterals: [SwiftSuspendedLiteral] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
    }

    /// A tokenizer that resumes at `start`, a token boundary of an earlier run over the same
    /// bytes before `start`, in the state that run had there.
    init(bytes: UnsafeBufferPointer<UInt8>, resumingAt start: Int, afterPeriod: Bool) {
        self.init(bytes: bytes)
        position = start
        self.afterPeriod = afterPeriod
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always)
    func peek(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    mutating func run() {
        tokens.reserveCapacity(count / 3 + 4)
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            emit(.whitespace, 0, 3)
        }
        while position < count {
            lexOne()
        }
    }

    /// Appends a token for `start ..< end` and moves past it.
    @inline(__always)
    mutating func emit(_ kind: SourceTokenKind, _ start: Int, _ end: Int) {
        tokens.append(SourceToken(kind: kind, range: ByteRange(start, end)))
        position = end
        if !kind.isTrivia { afterPeriod = false }
    }

    /// Appends `start ..< end` as unknown bytes, joining the unknown token just before.
    mutating func emitUnknown(_ start: Int, _ end: Int) {
        let last = tokens.count - 1
        if last >= 0, tokens[last].kind == .unknown, tokens[last].range.end == start {
            tokens[last].range.end = end
        } else {
            tokens.append(SourceToken(kind: .unknown, range: ByteRange(start, end)))
        }
        position = end
        afterPeriod = false
    }

    /// Lexes the token at `position` (appending to `tokens`); `position` must be before the end.
    @inline(__always)
    mutating func lexOne() {
        let start = position
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            var index = start + 1
            while index < count, classes[Int(bytes[index])] == LexerByteClasses.blank { index += 1 }
            emit(.whitespace, start, index)
        case UInt8(ascii: "\n"):
            emit(.lineBreak, start, start + 1)
        case UInt8(ascii: "\r"):
            emit(.lineBreak, start, peek(start + 1) == UInt8(ascii: "\n") ? start + 2 : start + 1)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: "$"):
            emit(.identifier, start, identifierEnd(from: start + 1))
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            emit(.punctuation, start, start + 1)
        case UInt8(ascii: "."):
            lexPeriod(start)
        case UInt8(ascii: "/"):
            let next = peek(start + 1)
            if next == UInt8(ascii: "/") {
                emit(.lineComment, start, lineEnd(from: start + 2))
            } else if next == UInt8(ascii: "*") {
                emit(.blockComment, start, blockCommentEnd(from: start + 2))
            } else {
                emit(.operator, start, operatorEnd(from: start + 1, allowingDots: false))
            }
        case UInt8(ascii: "<") where peek(start + 1) == UInt8(ascii: "#"):
            if let end = placeholderEnd(from: start + 2) {
                emit(.identifier, start, end)
            } else {
                emit(.operator, start, operatorEnd(from: start + 1, allowingDots: false))
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            emit(.operator, start, operatorEnd(from: start + 1, allowingDots: false))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            emit(.number, start, numberEnd(from: start))
        case UInt8(ascii: "\""):
            lexStringLiteral(start)
        case UInt8(ascii: "#"):
            lexPound(start)
        case UInt8(ascii: "@"):
            if let end = nameEnd(from: start + 1) {
                emit(.atKeyword, start, end)
            } else {
                emitUnknown(start, start + 1)
            }
        case UInt8(ascii: "`"):
            lexBackquote(start)
        case 0x80...:
            let length = SwiftByteClass.sequenceLength(bytes, at: start)
            if length == 0 {
                emitUnknown(start, start + 1)
            } else {
                emit(.identifier, start, identifierEnd(from: start + length))
            }
        default:
            // Control characters, DEL, `\`, `'`.
            emitUnknown(start, start + 1)
        }
    }

    /// The end of the identifier characters (ASCII letters, digits, `_`, `$`, valid
    /// non-ASCII UTF-8) from `index` on.
    func identifierEnd(from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var index = index
        while index < count {
            index = LexerByteClasses.identifierRunEnd(base, from: index, before: count, classes)
            guard index < count, classes[Int(bytes[index])] == LexerByteClasses.nonASCII else { break }
            let length = SwiftByteClass.sequenceLength(bytes, at: index)
            guard length > 0 else { break }
            index += length
        }
        return index
    }

    /// The end of the identifier starting at `index`, or nil when none starts there.
    private func nameEnd(from index: Int) -> Int? {
        guard index < count else { return nil }
        let byte = bytes[index]
        if byte < 0x80 {
            return SwiftByteClass.isIdentifierHead(byte) ? identifierEnd(from: index + 1) : nil
        }
        let length = SwiftByteClass.sequenceLength(bytes, at: index)
        return length > 0 ? identifierEnd(from: index + length) : nil
    }

    /// The offset of the next line break at or after `index`, or the end.
    func lineEnd(from index: Int) -> Int {
        var index = index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        return index
    }

    /// The end of a block comment whose `/*` ends just before `index`: past the `*/`
    /// that closes the outermost level, or the end of the input.
    func blockCommentEnd(from index: Int) -> Int {
        var index = index
        var depth = 1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        return count
    }

    /// The end of the run of operator characters from `index` (and of dots, when the
    /// operator started with one), stopping before a `//` or `/*`.
    private func operatorEnd(from index: Int, allowingDots: Bool) -> Int {
        var index = index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                let next = peek(index + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            } else if !SwiftByteClass.isOperator(byte), !(allowingDots && byte == UInt8(ascii: ".")) {
                break
            }
            index += 1
        }
        return index
    }

    /// `.` alone is punctuation; followed by operator characters or dots it starts an
    /// operator (`...`, `..<`), as in Swift.
    private mutating func lexPeriod(_ start: Int) {
        let end = operatorEnd(from: start + 1, allowingDots: true)
        if end > start + 1 {
            emit(.operator, start, end)
        } else {
            emit(.punctuation, start, start + 1)
            afterPeriod = true
        }
    }

    /// `#"…"#` and `##"…"##` raw strings, `#if`-style pound keywords, a `#!` line on the
    /// first line; otherwise the `#` is unknown.
    private mutating func lexPound(_ start: Int) {
        var index = start + 1
        while index < count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: "\"") {
            lexStringLiteral(start)
        } else if index > start + 1 {
            // All but the last `#` start nothing; the last may start `#if`.
            emitUnknown(start, index - 1)
        } else if start == 0, peek(1) == UInt8(ascii: "!") {
            emit(.lineComment, start, lineEnd(from: 2))
        } else if let end = nameEnd(from: start + 1) {
            emit(.poundKeyword, start, end)
        } else {
            emitUnknown(start, start + 1)
        }
    }

    /// `` `name` `` (any bytes but a backquote or line break between the backquotes, as
    /// Swift 6's raw identifiers allow) is one identifier; a lone backquote is unknown.
    /// Linear: a scan that finds no closing backquote stops at the line end, and the line
    /// holds no backquote before it.
    private mutating func lexBackquote(_ start: Int) {
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0 {
                break
            }
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: "`"), index > start + 1 {
            emit(.identifier, start, index + 1)
        } else {
            emitUnknown(start, start + 1)
        }
    }

    /// The end of an editor placeholder `<#text#>` whose `<#` ends just before `index`,
    /// or nil when no `#>` follows on the same line before another `<#`.
    private func placeholderEnd(from index: Int) -> Int? {
        var index = index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "#"), peek(index + 1) == UInt8(ascii: ">") { return index + 2 }
            if byte == UInt8(ascii: "<"), peek(index + 1) == UInt8(ascii: "#") { return nil }
            index += 1
        }
        return nil
    }
}
