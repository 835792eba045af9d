import JSONC
import SourceText
import SwiftSource

/// Fuzz target: the Swift lexer on any bytes. Its tokens are non-empty, contiguous, in
/// range, cover the input and never split a valid UTF-8 scalar; there are no more tokens
/// than bytes and no two unknown tokens in a row; each token's text lexed alone is that
/// one token again (so no token depends on what follows it); decoding string and number
/// tokens never traps, and a decoded string is what its literal spells again; the work
/// stays linear (a generous time bound catches a quadratic path).
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let clock = ContinuousClock()
    let started = clock.now
    let tokens = SwiftLexer.tokenize(bytes)
    if clock.now - started > .seconds(2) { fail("lexing \(size) bytes took over 2 s") }

    if tokens.count > bytes.count { fail("\(tokens.count) tokens for \(bytes.count) bytes") }
    let boundaries = scalarBoundaries(bytes)
    var offset = 0
    var previous: SourceTokenKind?
    for token in tokens {
        let range = token.range
        if range.start != offset { fail("\(token.kind) token starts at \(range.start), expected \(offset)") }
        if range.end <= range.start { fail("empty \(token.kind) token at \(offset)") }
        if range.end > bytes.count { fail("\(token.kind) token \(range) past the end \(bytes.count)") }
        if !boundaries[range.end] { fail("\(token.kind) token \(range) splits a UTF-8 scalar") }
        if previous == .unknown, token.kind == .unknown { fail("two unknown tokens in a row at \(offset)") }
        previous = token.kind
        offset = range.end

        let text = Array(bytes[range.start..<range.end])
        let alone = SwiftLexer.tokenize(text)
        // A `#!` line and a byte order mark are what they are only at the start of the file.
        let startOnly = range.start != 0 && (text.starts(with: [0x23, 0x21]) || text.starts(with: [0xEF, 0xBB, 0xBF]))
        if !startOnly, alone.count != 1 || alone[0].kind != token.kind {
            fail("\(token.kind) token \(range) lexes alone as \(alone.map(\.kind))")
        }
        if let value = SwiftLexer.stringValue(token, in: bytes) {
            if token.kind != .string { fail("a \(token.kind) token has a string value") }
            checkRespelled(value)
        }
        if let number = SwiftLexer.numberValue(token, in: bytes), !number.isFinite || number < 0 {
            fail("number token \(range) has the value \(number)")
        }
    }
    if offset != bytes.count { fail("tokens end at \(offset) of \(bytes.count)") }
    return 0
}

/// `value` written as a plain literal with every scalar escaped decodes to `value` again.
private func checkRespelled(_ value: String) {
    var literal = "\""
    for scalar in value.unicodeScalars { literal += "\\u{\(String(scalar.value, radix: 16))}" }
    literal += "\""
    let bytes = Array(literal.utf8)
    let tokens = SwiftLexer.tokenize(bytes)
    guard tokens.count == 1, SwiftLexer.stringValue(tokens[0], in: bytes) == value else {
        fail("the escaped spelling of a decoded value does not decode to it")
    }
}

/// `isBoundary[i]` is false exactly when `i` lies strictly inside a valid UTF-8 scalar;
/// decoded with the standard library, independently of the lexer's own validation.
private func scalarBoundaries(_ bytes: [UInt8]) -> [Bool] {
    var isBoundary = [Bool](repeating: true, count: bytes.count + 1)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            for inner in 1..<max(1, encoded.count) { isBoundary[offset + inner] = false }
            offset += encoded.count
        case .error(let length):
            offset += length
        case .emptyInput:
            return isBoundary
        }
    }
}

/// A broken invariant: libFuzzer reports the trap and saves the input.
private func fail(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}
