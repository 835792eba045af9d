import JSONC

/// Re-indents a JSONC document and keeps every comment: one member or element per
/// line, `"key": value` with one space, empty containers as `{}` / `[]`, at most one
/// blank line kept between members, comments kept on their own line or after the
/// token they followed. Strings and numbers are copied byte for byte. Pure: no I/O.
public enum JSONCFormatter {
    /// The formatted text of `document`.
    /// - Throws: `FormattingError.syntaxErrors` when the document does not parse cleanly.
    public static func format(_ document: JSONCDocument, options: FormattingOptions = FormattingOptions())
        throws(FormattingError) -> String {
        if let first = document.errors.first {
            throw .syntaxErrors(count: document.errors.count, first: first)
        }
        var writer = Writer(document: document, indent: options.indent)
        writer.run()
        var text = writer.output
        var kept = writer.endOfLastToken
        if document.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
            kept += 3
        }
        // The breaks and spaces the writer added after the last token go; a final line comment's own
        // trailing spaces are part of the comment and stay.
        while text.count > kept, let byte = text.last, byte == 0x0A || byte == 0x0D || byte == 0x20 { text.removeLast() }
        let endsWithBreak = document.bytes.last == UInt8(ascii: "\n") || document.bytes.last == UInt8(ascii: "\r")
        if options.finalNewline ?? endsWithBreak, !text.isEmpty { text.append(contentsOf: writer.lineBreak) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The token walk: decides line breaks and spaces between significant tokens and comments.
    private struct Writer {
        let document: JSONCDocument
        let indent: [UInt8]
        /// The source's first line break (`\n` when it has none), used for every line.
        let lineBreak: [UInt8]
        var output: [UInt8] = []
        var level = 0
        /// Nothing but indentation belongs on the current line so far.
        var atLineStart = true
        /// The next token must start a new line.
        var needsBreak = false
        /// The next token on this line is separated by a space.
        var needsSpace = false
        /// Line breaks seen in the source since the last token written.
        var sourceBreaks = 0
        /// The kind of the last token written.
        var last: TokenKind?
        /// Where the output stood after the last token written, comments included.
        var endOfLastToken = 0
        /// Where the output stood after the last token that is not a comment.
        var endOfLastSignificant = 0

        init(document: JSONCDocument, indent: String) {
            self.document = document
            self.indent = Array(indent.utf8)
            let first = document.tokens.first { $0.kind == .lineBreak }
            self.lineBreak = first.map { Array(document.bytes[$0.range.start..<$0.range.end]) } ?? [0x0A]
            output.reserveCapacity(document.bytes.count + document.bytes.count / 4)
        }

        mutating func run() {
            let tokens = document.tokens
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                switch token.kind {
                case .whitespace, .endOfFile:
                    continue
                case .lineBreak:
                    sourceBreaks += 1
                case .lineComment, .blockComment:
                    comment(token)
                case .openBrace, .openBracket:
                    startLine()
                    write(token)
                    if let close = emptyContainerClose(after: index, tokens) {
                        write(tokens[close])
                        index = close + 1
                    } else {
                        level += 1
                        needsBreak = true
                    }
                case .closeBrace, .closeBracket:
                    level = max(0, level - 1)
                    needsBreak = true
                    startLine(keepBlank: false)
                    write(token)
                case .comma:
                    needsSpace = false
                    writeSeparator(token)
                    needsBreak = true
                case .colon:
                    writeSeparator(token)
                    needsSpace = true
                default:
                    startLine()
                    write(token)
                }
            }
        }

        /// The index of the closing bracket when only white space separates it from the opening one.
        private func emptyContainerClose(after index: Int, _ tokens: [Token]) -> Int? {
            var next = index
            while next < tokens.count, tokens[next].kind == .whitespace || tokens[next].kind == .lineBreak { next += 1 }
            guard next < tokens.count else { return nil }
            return tokens[next].kind == .closeBrace || tokens[next].kind == .closeBracket ? next : nil
        }

        private mutating func comment(_ token: Token) {
            if sourceBreaks == 0, last != nil, !atLineStart {
                // A comment that followed a token on the same source line stays there.
                output.append(UInt8(ascii: " "))
                write(token, keepFlags: true)
            } else {
                needsBreak = true
                startLine()
                write(token, keepFlags: true)
            }
            // A line comment ends its line; a block comment keeps what follows it on its line
            // unless the source breaks the line after it (see `startLine`).
            if token.kind == .lineComment { needsBreak = true } else if !needsBreak { needsSpace = true }
            sourceBreaks = 0
        }

        /// Breaks the line when one is due (keeping one blank line from the source), or adds a space.
        private mutating func startLine(keepBlank: Bool = true) {
            if last == .blockComment, sourceBreaks > 0 { needsBreak = true }
            if needsBreak {
                if !atLineStart {
                    output.append(contentsOf: lineBreak)
                    let afterSeparator = last == .comma || last == .lineComment || last == .blockComment
                    if keepBlank, sourceBreaks >= 2, afterSeparator { output.append(contentsOf: lineBreak) }
                }
                atLineStart = true
                needsBreak = false
            } else if needsSpace, !atLineStart {
                output.append(UInt8(ascii: " "))
            }
            needsSpace = false
        }

        /// A comma or colon; after a line comment it goes back to the token before the comment,
        /// where it still separates (written after the comment it would be commented out).
        private mutating func writeSeparator(_ token: Token) {
            guard last == .lineComment else { return write(token) }
            output.insert(contentsOf: document.bytes[token.range.start..<token.range.end], at: endOfLastSignificant)
            endOfLastSignificant += token.range.end - token.range.start
            endOfLastToken += token.range.end - token.range.start
        }

        private mutating func write(_ token: Token, keepFlags: Bool = false) {
            if atLineStart {
                for _ in 0..<level { output.append(contentsOf: indent) }
                atLineStart = false
            }
            output.append(contentsOf: document.bytes[token.range.start..<token.range.end])
            endOfLastToken = output.count
            last = token.kind
            if !token.kind.isComment { endOfLastSignificant = output.count }
            if !keepFlags { sourceBreaks = 0 }
        }
    }
}
