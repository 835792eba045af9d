import SourceText

/// The delimiter of a Swift string literal: how many `#` and whether it is `"""`.
struct SwiftStringDelimiter: Equatable {
    var hashes: Int
    var isMultiline: Bool
}

/// A string literal whose interpolation holds the literal being scanned, with the
/// parenthesis depth that interpolation had reached.
struct SwiftSuspendedLiteral {
    var delimiter: SwiftStringDelimiter
    var depth: Int
}

extension SwiftTokenizer {
    // MARK: Numbers

    /// The end of the number literal starting with the digit at `start`. Letters and
    /// digits glued to it join it, as Swift lexes them (`1abc`, `0b102`, `1e`).
    func numberEnd(from start: Int) -> Int {
        if bytes[start] == UInt8(ascii: "0") {
            switch peek(start + 1) {
            case UInt8(ascii: "x"): return hexNumberEnd(from: start + 2)
            case UInt8(ascii: "o"), UInt8(ascii: "b"): return identifierEnd(from: start + 2)
            default: break
            }
        }
        var index = decimalDigitsEnd(from: start + 1)
        if !afterPeriod, peek(index) == UInt8(ascii: "."), SwiftByteClass.isDigit(peek(index + 1)) {
            index = decimalDigitsEnd(from: index + 2)
        }
        if peek(index) | 0x20 == UInt8(ascii: "e") {
            index = exponentEnd(from: index)
        }
        return identifierEnd(from: index)
    }

    /// `[0-9_]*` from `index`.
    private func decimalDigitsEnd(from index: Int) -> Int {
        var index = index
        while index < count, SwiftByteClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        return index
    }

    /// `[0-9a-fA-F_]*` from `index`.
    private func hexDigitsEnd(from index: Int) -> Int {
        var index = index
        while index < count, SwiftByteClass.isHexDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
        return index
    }

    /// Past `e`/`p` at `index`, an optional sign and the digits, when a digit follows;
    /// otherwise `index` (the letter then joins the number as a glued letter).
    private func exponentEnd(from index: Int) -> Int {
        var digits = index + 1
        let sign = peek(digits)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { digits += 1 }
        return SwiftByteClass.isDigit(peek(digits)) ? decimalDigitsEnd(from: digits + 1) : index
    }

    /// A hexadecimal literal after its `0x`: digits, then a fraction only when a binary
    /// exponent follows it (`0x1.8p1`; `0xFF.description` stops before the dot).
    private func hexNumberEnd(from index: Int) -> Int {
        var index = hexDigitsEnd(from: index)
        if peek(index) == UInt8(ascii: "."), SwiftByteClass.isHexDigit(peek(index + 1)) {
            let fractionEnd = hexDigitsEnd(from: index + 2)
            if peek(fractionEnd) | 0x20 == UInt8(ascii: "p") { index = fractionEnd }
        }
        if peek(index) | 0x20 == UInt8(ascii: "p") {
            index = exponentEnd(from: index)
        }
        return identifierEnd(from: index)
    }

    // MARK: Strings

    /// Lexes the string literal whose first `#` or quote is at `start`.
    mutating func lexStringLiteral(_ start: Int) {
        let (end, isInterpolated) = stringLiteralEnd(from: start)
        emit(isInterpolated ? .interpolatedString : .string, start, end)
    }

    /// The delimiter opening at `index` (`#`s then a quote, which the caller has seen)
    /// and the offset just past it.
    private func openingDelimiter(at index: Int) -> (SwiftStringDelimiter, Int) {
        var quote = index
        while quote < count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        let hashes = quote - index
        if peek(quote + 1) == UInt8(ascii: "\""), peek(quote + 2) == UInt8(ascii: "\"") {
            return (SwiftStringDelimiter(hashes: hashes, isMultiline: true), quote + 3)
        }
        return (SwiftStringDelimiter(hashes: hashes, isMultiline: false), quote + 1)
    }

    /// Whether `hashes` `#` characters start at `index`.
    private func hashesFollow(at index: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The end of the closing delimiter when `delimiter` closes at the quote at `index`.
    private func closingDelimiterEnd(_ delimiter: SwiftStringDelimiter, at index: Int) -> Int? {
        var end = index + 1
        if delimiter.isMultiline {
            guard peek(end) == UInt8(ascii: "\""), peek(end + 1) == UInt8(ascii: "\"") else { return nil }
            end += 2
        }
        return hashesFollow(at: end, delimiter.hashes) ? end + delimiter.hashes : nil
    }

    /// The end of the string literal starting at `start` and whether it interpolates.
    ///
    /// Two modes alternate: the body of a literal, and the code of one of its
    /// interpolations (parentheses counted, nested literals and comments skipped). A
    /// nested literal suspends the one whose interpolation holds it on an explicit
    /// stack, so nesting depth costs memory, not recursion. A line break ends a
    /// single-line literal, and the code of its interpolations, unterminated; when that
    /// literal was nested the break is then read by the enclosing interpolation.
    private mutating func stringLiteralEnd(from start: Int) -> (end: Int, isInterpolated: Bool) {
        var (delimiter, index) = openingDelimiter(at: start)
        var isInterpolated = false
        var depth = 0
        suspendedLiterals.removeAll(keepingCapacity: true)
        literal: while true {
            // The body of the literal `delimiter` opened.
            body: while index < count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = closingDelimiterEnd(delimiter, at: index) else {
                        index += 1
                        continue body
                    }
                    index = end
                    guard let outer = suspendedLiterals.popLast() else { return (index, isInterpolated) }
                    (delimiter, depth) = (outer.delimiter, outer.depth)
                    break body
                case UInt8(ascii: "\\"):
                    let escaped = index + 1 + delimiter.hashes
                    guard escaped < count, hashesFollow(at: index + 1, delimiter.hashes) else {
                        index += 1
                        continue body
                    }
                    let byte = bytes[escaped]
                    if byte == UInt8(ascii: "(") {
                        isInterpolated = true
                        depth = 1
                        index = escaped + 1
                        break body
                    }
                    // A line break after the backslash is read as a line break.
                    index = SwiftByteClass.isLineBreak(byte) ? escaped : escaped + 1
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if delimiter.isMultiline {
                        index += 1
                        continue body
                    }
                    guard let outer = suspendedLiterals.popLast() else { return (index, isInterpolated) }
                    (delimiter, depth) = (outer.delimiter, outer.depth)
                    break body
                default:
                    index += 1
                }
            }
            // The code of an interpolation of the literal `delimiter` opened, `depth` deep.
            while index < count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    index += 1
                    if depth == 0 { continue literal }
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var quote = index
                    while quote < count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
                    guard quote < count, bytes[quote] == UInt8(ascii: "\"") else {
                        index = quote
                        continue
                    }
                    suspendedLiterals.append(SwiftSuspendedLiteral(delimiter: delimiter, depth: depth))
                    (delimiter, index) = openingDelimiter(at: index)
                    continue literal
                case UInt8(ascii: "/"):
                    let next = peek(index + 1)
                    if next == UInt8(ascii: "/") {
                        index = lineEnd(from: index + 2)
                    } else if next == UInt8(ascii: "*") {
                        index = blockCommentEnd(from: index + 2)
                    } else {
                        index += 1
                    }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if delimiter.isMultiline {
                        index += 1
                        continue
                    }
                    // The single-line literal ends; the break goes to the enclosing code.
                    guard let outer = suspendedLiterals.popLast() else { return (index, isInterpolated) }
                    (delimiter, depth) = (outer.delimiter, outer.depth)
                default:
                    index += 1
                }
            }
            return (count, isInterpolated)
        }
    }
}
