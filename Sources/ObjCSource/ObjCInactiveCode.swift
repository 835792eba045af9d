import JSONC
import SourceText

/// Code the preprocessor never compiles: the tokens between `#if 0` and its `#else`, `#elif` or `#endif`.
enum ObjCInactiveCode {
    /// `tokens` without the significant tokens of `#if 0` blocks (comments stay, for suppression directives).
    static func removingInactive(_ tokens: [SourceToken], in bytes: [UInt8]) -> [SourceToken] {
        // Most files have no `#if 0`: their tokens are kept as they are, without a copy.
        guard let first = tokens.firstIndex(where: { $0.kind == .directive && name(of: $0, in: bytes) == .disabledOpening }) else {
            return tokens
        }
        var result: [SourceToken] = []
        result.reserveCapacity(tokens.count)
        result += tokens[..<first]
        var skipping = false
        var depth = 0
        for token in tokens[first...] {
            if token.kind == .directive {
                let directive = name(of: token, in: bytes)
                if skipping {
                    switch directive {
                    case .opening, .disabledOpening: depth += 1
                    case .closing:
                        if depth == 0 { skipping = false } else { depth -= 1 }
                    case .alternative:
                        if depth == 0 { skipping = false }
                    case .other: break
                    }
                    result.append(token)
                    continue
                }
                if directive == .disabledOpening {
                    skipping = true
                    depth = 0
                }
                result.append(token)
                continue
            }
            if skipping && !token.kind.isTrivia { continue }
            result.append(token)
        }
        return result
    }

    enum Directive {
        /// `#if 0`.
        case disabledOpening
        /// `#if`, `#ifdef`, `#ifndef`.
        case opening
        /// `#else`, `#elif`.
        case alternative
        /// `#endif`.
        case closing
        case other
    }

    /// What a directive line does to conditional compilation.
    static func name(of token: SourceToken, in bytes: [UInt8]) -> Directive {
        var index = token.range.start
        let end = min(token.range.end, bytes.count)
        func skipBlanks() { while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 } }
        skipBlanks()
        guard index < end, bytes[index] == UInt8(ascii: "#") else { return .other }
        index += 1
        skipBlanks()
        let wordStart = index
        while index < end, isWordByte(bytes[index]) { index += 1 }
        let word = bytes[wordStart..<index]
        switch String(decoding: word, as: UTF8.self) {
        case "if":
            skipBlanks()
            var zero = index
            while zero < end, bytes[zero] == UInt8(ascii: "0") { zero += 1 }
            guard zero > index else { return .opening }
            index = zero
            skipBlanks()
            if index == end || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\r") { return .disabledOpening }
            return .opening
        case "ifdef", "ifndef": return .opening
        case "else", "elif", "elifdef", "elifndef": return .alternative
        case "endif": return .closing
        default: return .other
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
