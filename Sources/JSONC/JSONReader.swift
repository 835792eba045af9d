/// Reads strict JSON (RFC 8259) straight into `JSON` values: no comments, no trailing
/// commas, no tokens or tree kept. For machine input such as JSON-RPC bodies, where the
/// lossless parser's bookkeeping is wasted work.
public struct JSONReader {
    /// Why the text is not JSON, and where.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        /// The byte offset of the problem.
        public var offset: Int

        public var description: String { "\(message) (at byte \(offset))" }
    }

    /// Reads `bytes` as one JSON value.
    /// - Parameter maxDepth: the deepest nesting of arrays and objects accepted.
    /// - Throws: `Failure` for invalid UTF-8, invalid JSON or nesting deeper than `maxDepth`.
    public static func read(_ bytes: [UInt8], maxDepth: Int) throws(Failure) -> JSON {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSON in
            if let bad = UTF8Validation.errors(in: buffer, limit: 1).first {
                throw Failure(message: "invalid UTF-8", offset: bad.range.start)
            }
            var reader = Cursor(bytes: buffer, maxDepth: maxDepth)
            reader.skipWhitespace()
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.index == buffer.count else { throw reader.failure("unexpected text after the JSON value") }
            return value
        }
    }

    /// The position in the text and the recursive-descent steps.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxDepth: Int
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
            self.bytes = bytes
            self.maxDepth = maxDepth
        }

        func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> JSON {
            guard let byte = current else { throw failure("expected a value, found the end") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw failure("expected a value")
            }
        }

        mutating func object(depth: Int) throws(Failure) -> JSON {
            guard depth <= maxDepth else { throw failure("nesting is deeper than \(maxDepth) levels") }
            index += 1
            var members: [(String, JSON)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return .object(JSONObject(members)) }
            while true {
                guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
                let key = try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth)))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1; skipWhitespace()
                case UInt8(ascii: "}"): index += 1; return .object(JSONObject(members))
                default: throw failure("expected ',' or '}'")
                }
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSON {
            guard depth <= maxDepth else { throw failure("nesting is deeper than \(maxDepth) levels") }
            index += 1
            var elements: [JSON] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1; skipWhitespace()
                case UInt8(ascii: "]"): index += 1; return .array(elements)
                default: throw failure("expected ',' or ']'")
                }
            }
        }

        mutating func literal(_ word: StaticString, _ result: JSON) throws(Failure) -> JSON {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[index..<index + count])
            else { throw failure("expected a value") }
            index += count
            return result
        }

        mutating func number() throws(Failure) -> Double {
            let start = index
            while let byte = current, Lexer.isNumberByte(byte) { index += 1 }
            guard NumberGrammar.isValid(bytes, start, index),
                  let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                index = start
                throw failure("invalid number")
            }
            return value
        }

        /// A string at the opening quote; a string without escapes is copied in one piece.
        mutating func string() throws(Failure) -> String {
            index += 1
            var unescaped: [UInt8]?
            var runStart = index
            while true {
                guard let byte = current else { throw failure("unterminated string") }
                if byte == UInt8(ascii: "\"") {
                    let run = bytes[runStart..<index]
                    index += 1
                    guard var out = unescaped else { return String(decoding: run, as: UTF8.self) }
                    out.append(contentsOf: run)
                    return String(decoding: out, as: UTF8.self)
                }
                if byte < 0x20 { throw failure("control character in a string") }
                guard byte == UInt8(ascii: "\\") else { index += 1; continue }
                // Taken out of the optional, so that appending never copies it (a copy per escape
                // made a 200 KB document with a line break per line take hundreds of milliseconds).
                var out = unescaped.take() ?? []
                out.append(contentsOf: bytes[runStart..<index])
                try escape(into: &out)
                unescaped = out
                runStart = index
            }
        }

        /// One escape at the backslash, appended as UTF-8; a lone surrogate becomes U+FFFD.
        mutating func escape(into out: inout [UInt8]) throws(Failure) {
            index += 1
            guard let letter = current else { throw failure("unterminated string") }
            index += 1
            let simple: UInt8?
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"): simple = nil
            default:
                index -= 2
                throw failure("invalid escape")
            }
            if let simple { return out.append(simple) }
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = save
                }
            }
            out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard index + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw failure("\\u needs four hex digits")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
