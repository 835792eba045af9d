import JSONC

/// A tolerant, lossless XML lexer: every byte of any input lands in exactly one token, in one linear
/// pass, without failing. Malformed input (an unterminated comment or value, a `<` inside a tag, bytes
/// that are not UTF-8) gives tokens all the same; the element reader above it decides what they mean.
public enum XMLLexer {
    /// The tokens of `bytes`, in order, covering every byte.
    public static func tokens(_ bytes: [UInt8]) -> [XMLToken] {
        var tokens: [XMLToken] = []
        tokens.reserveCapacity(bytes.count / 8)
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] != lt {
                let start = index
                while index < count, bytes[index] != lt { index += 1 }
                tokens.append(XMLToken(.text, ByteRange(start, index)))
                continue
            }
            let start = index
            if starts(bytes, at: index, with: commentOpen) {
                index = end(of: commentClose, in: bytes, from: index + commentOpen.count)
                tokens.append(XMLToken(.comment, ByteRange(start, index)))
            } else if starts(bytes, at: index, with: cdataOpen) {
                index = end(of: cdataClose, in: bytes, from: index + cdataOpen.count)
                tokens.append(XMLToken(.cdata, ByteRange(start, index)))
            } else if index + 1 < count, bytes[index + 1] == bang {
                index += 2
                while index < count, bytes[index] != gt, bytes[index] != lt { index += 1 }
                if index < count, bytes[index] == gt { index += 1 }
                tokens.append(XMLToken(.declaration, ByteRange(start, index)))
            } else if index + 1 < count, bytes[index + 1] == question {
                index = end(of: piClose, in: bytes, from: index + 2)
                tokens.append(XMLToken(.processingInstruction, ByteRange(start, index)))
            } else {
                let closing = index + 1 < count && bytes[index + 1] == slash
                index += closing ? 2 : 1
                while index < count, isNameByte(bytes[index]) { index += 1 }
                tokens.append(XMLToken(closing ? .closeTagOpen : .tagOpen, ByteRange(start, index)))
                index = insideTag(bytes, from: index, into: &tokens)
            }
        }
        return tokens
    }

    /// The tokens of a tag after its name, up to and including `>` / `/>`, or up to a `<` that starts
    /// the next tag (a tag left open), or the end. Returns the offset after them.
    private static func insideTag(_ bytes: [UInt8], from start: Int, into tokens: inout [XMLToken]) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            let from = index
            switch byte {
            case gt:
                tokens.append(XMLToken(.tagEnd, ByteRange(index, index + 1)))
                return index + 1
            case lt:
                return index
            case slash where index + 1 < count && bytes[index + 1] == gt:
                tokens.append(XMLToken(.emptyTagEnd, ByteRange(index, index + 2)))
                return index + 2
            case equalsSign:
                tokens.append(XMLToken(.equals, ByteRange(index, index + 1)))
                index += 1
            case doubleQuote, singleQuote:
                index += 1
                while index < count, bytes[index] != byte { index += 1 }
                if index < count { index += 1 }
                tokens.append(XMLToken(.attributeValue, ByteRange(from, index)))
            case _ where isSpace(byte):
                while index < count, isSpace(bytes[index]) { index += 1 }
                tokens.append(XMLToken(.whitespace, ByteRange(from, index)))
            case _ where isNameByte(byte):
                while index < count, isNameByte(bytes[index]) { index += 1 }
                tokens.append(XMLToken(.attributeName, ByteRange(from, index)))
            default:
                index += 1
                while index < count, !startsTagToken(bytes[index]) { index += 1 }
                if index == from { index += 1 }
                tokens.append(XMLToken(.unknown, ByteRange(from, index)))
            }
        }
        return index
    }

    private static func startsTagToken(_ byte: UInt8) -> Bool {
        byte == gt || byte == lt || byte == slash || byte == equalsSign || byte == doubleQuote || byte == singleQuote
            || isSpace(byte) || isNameByte(byte)
    }

    /// The offset just past the first `close` at or after `from`, or the end of `bytes`.
    private static func end(of close: [UInt8], in bytes: [UInt8], from: Int) -> Int {
        var index = from
        let last = bytes.count - close.count
        while index <= last {
            if bytes[index] == close[0], starts(bytes, at: index, with: close) { return index + close.count }
            index += 1
        }
        return bytes.count
    }

    static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    /// Letters, digits, `_ - . :` and every byte of a multi-byte UTF-8 sequence.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A || byte >= 0x80
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static let lt = UInt8(ascii: "<")
    private static let gt = UInt8(ascii: ">")
    private static let bang = UInt8(ascii: "!")
    private static let question = UInt8(ascii: "?")
    private static let slash = UInt8(ascii: "/")
    private static let equalsSign = UInt8(ascii: "=")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let piClose = Array("?>".utf8)
}
