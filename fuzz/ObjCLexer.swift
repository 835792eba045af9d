import JSONC
import ObjCSource
import SourceText

/// Fuzz target: `ObjCLexer.tokenize` on any bytes. Tokens are non-empty, contiguous and
/// cover the input, so their texts reproduce it; each token's kind agrees with its first
/// bytes; only literals, comments and directives hold a line break; a token lexed on its
/// own is that same one token; there are never more tokens than bytes; lexing is local
/// (see below); and the literal decoders never trap. Time: one forward pass, bounded by
/// libFuzzer's `-timeout`. Self-contained: links JSONC, SourceText and the lexer only.
@_cdecl("LLVMFuzzerTestOneInput")
public func objcLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tokens = ObjCLexer.tokenize(bytes)
    var offset = 0
    for token in tokens {
        let range = token.range
        if range.start != offset { fail("\(token.kind) starts at \(range.start), expected \(offset)") }
        if range.end <= range.start { fail("empty \(token.kind) token at \(offset)") }
        if range.end > bytes.count { fail("\(token.kind) ends at \(range.end), past \(bytes.count)") }
        checkKind(token, bytes)
        offset = range.end
    }
    if offset != bytes.count { fail("tokens end at \(offset) of \(bytes.count)") }
    if tokens.count > bytes.count { fail("\(tokens.count) tokens for \(bytes.count) bytes") }

    for token in tokens {
        let text = Array(bytes[token.range.start..<token.range.end])
        // `#` and `##` mid-line become a directive at the start of a text.
        if token.kind == .operator, text[0] == UInt8(ascii: "#") { continue }
        let alone = ObjCLexer.tokenize(text)
        if alone.count != 1 || alone[0].kind != token.kind {
            fail("\(token.kind) \(text) lexes on its own as \(alone.map(\.kind))")
        }
        if token.kind == .string { checkString(token, text, bytes) }
        if token.kind == .number { _ = ObjCLexer.numberValue(token, in: bytes) }
    }

    // Lexing is local: with the input doubled around a line break, the first copy's
    // tokens but its last come out unchanged, and when a token starts right after the
    // break the second copy lexes exactly as the input did, shifted.
    let doubled = bytes + [UInt8(ascii: "\n")] + bytes
    let twice = ObjCLexer.tokenize(doubled)
    if twice.count < tokens.count || !zip(tokens.dropLast(), twice).allSatisfy({ $0 == $1 }) {
        fail("appending to the input changed its earlier tokens")
    }
    if let resume = twice.firstIndex(where: { $0.range.start == bytes.count + 1 }), resume > 0,
       twice[resume - 1].kind == .lineBreak {
        let shifted = twice[resume...].map { SourceToken(kind: $0.kind, range: ByteRange($0.range.start - bytes.count - 1, $0.range.end - bytes.count - 1)) }
        if shifted != tokens { fail("the input lexes differently after a line break") }
    }
    return 0
}

private func fail(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}

/// The kind agrees with the bytes: cheap checks on the first bytes and on line breaks.
private func checkKind(_ token: SourceToken, _ bytes: [UInt8]) {
    let start = token.range.start, end = token.range.end
    let first = bytes[start]
    let second: UInt8 = start + 1 < end ? bytes[start + 1] : 0
    let length = end - start
    var holdsBreak = false
    for byte in bytes[start..<end] where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        holdsBreak = true
        break
    }
    let ok: Bool
    switch token.kind {
    case .whitespace: ok = !holdsBreak && (first == 0x20 || first == 0x09 || first == 0x0B || first == 0x0C || first >= 0x80)
    case .lineBreak: ok = length == 1 && (first == 0x0A || first == 0x0D) || length == 2 && first == 0x0D && second == 0x0A
    case .lineComment: ok = first == UInt8(ascii: "/") && second == UInt8(ascii: "/")
    case .blockComment: ok = first == UInt8(ascii: "/") && second == UInt8(ascii: "*")
    case .identifier: ok = !holdsBreak && (isLetter(first) || first >= 0x80)
    case .atKeyword: ok = !holdsBreak && first == UInt8(ascii: "@") && length >= 2
    case .directive: ok = first == UInt8(ascii: "#")
    case .number: ok = !holdsBreak && (first &- 0x30 < 10 || first == UInt8(ascii: ".") && second &- 0x30 < 10)
    case .string: ok = first == UInt8(ascii: "\"") || first == UInt8(ascii: "@") && second == UInt8(ascii: "\"") || isPrefix(first)
    case .character: ok = first == UInt8(ascii: "'") || isPrefix(first)
    case .punctuation: ok = length == 1 && "()[]{},;:.".utf8.contains(first)
    case .operator: ok = !holdsBreak && length <= 3 && bytes[start..<end].allSatisfy { "=!<>&|+-*/%^~?#@.".utf8.contains($0) }
    case .unknown: ok = !holdsBreak && (first < 0x20 || first == 0x7F || first == UInt8(ascii: "\\") || first == UInt8(ascii: "`") || first >= 0x80)
    case .poundKeyword, .interpolatedString: ok = false  // Swift only
    }
    if !ok { fail("\(token.kind) at \(start) does not fit its bytes \(Array(bytes[start..<min(end, start + 16)]))") }
    // A line break inside a literal or a line comment must be spliced (a backslash before it).
    if holdsBreak, token.kind == .string || token.kind == .character || token.kind == .lineComment {
        for index in start..<end where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            var before = index - 1
            if bytes[index] == UInt8(ascii: "\n"), before >= start, bytes[before] == UInt8(ascii: "\r") { continue }
            while before >= start, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
            if before < start || bytes[before] != UInt8(ascii: "\\") { fail("unspliced line break in \(token.kind) at \(index)") }
        }
    }
}

/// A string whose body has no backslash and is valid UTF-8 decodes to that body.
private func checkString(_ token: SourceToken, _ text: [UInt8], _ bytes: [UInt8]) {
    let value = ObjCLexer.stringValue(token, in: bytes)
    guard let open = text.firstIndex(of: UInt8(ascii: "\"")), text.count >= open + 2,
          text.last == UInt8(ascii: "\""), !text.contains(UInt8(ascii: "\\")) else { return }
    let body = Array(text[(open + 1)..<(text.count - 1)])
    let expected = String(validating: body, as: UTF8.self)
    if value != expected { fail("stringValue of \(text) is \(String(describing: value)), expected \(String(describing: expected))") }
}

private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
}

private func isPrefix(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "L") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "U")
}
