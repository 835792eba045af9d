import JSONC
import TabBarCore

/// Invariants shared by the fuzz targets. Each failure traps with a message, which
/// libFuzzer reports as a crash and saves the input.
enum Invariants {
    /// Fails the run: a broken invariant is a bug just like a trap.
    static func fail(_ message: String) -> Never {
        fatalError("invariant broken: \(message)")
    }

    /// `isBoundary[i]` is false exactly when `i` lies strictly inside a valid UTF-8
    /// sequence; `bytes.count + 1` entries. Decoded with the standard library, so it is
    /// independent of the parser's own validator.
    static func scalarBoundaries(_ bytes: [UInt8]) -> [Bool] {
        var isBoundary = [Bool](repeating: true, count: bytes.count + 1)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let length = encoded.count
                for inner in 1..<max(1, length) { isBoundary[offset + inner] = false }
                offset += length
            case .error(let length):
                offset += length
            case .emptyInput:
                return isBoundary
            }
        }
    }

    /// Whether `bytes` is valid UTF-8.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .error: return false
            case .emptyInput: return true
            }
        }
    }

    /// Tokens are contiguous, cover the whole input and end with one empty end-of-file token.
    static func checkLossless(_ document: JSONCDocument) {
        let tokens = document.tokens
        guard let last = tokens.last, last.kind == .endOfFile, last.range == .empty(at: document.bytes.count) else {
            fail("the token list does not end with an empty end-of-file token")
        }
        var offset = 0
        for token in tokens {
            if token.range.start != offset { fail("token \(token.kind) starts at \(token.range.start), expected \(offset)") }
            if token.kind != .endOfFile, token.range.isEmpty { fail("empty \(token.kind) token at \(offset)") }
            offset = token.range.end
        }
        if offset != document.bytes.count { fail("tokens end at \(offset) of \(document.bytes.count)") }
    }

    /// Every error and node range lies inside the input; children inside their parents.
    static func checkRanges(_ document: JSONCDocument) {
        let count = document.bytes.count
        for error in document.errors where error.range.start < 0 || error.range.end > count {
            fail("error range \(error.range) outside 0..<\(count)")
        }
        guard let root = document.root else { return }
        var stack: [(JSONNode, ByteRange)] = [(root, ByteRange(0, count))]
        while let (node, parent) = stack.popLast() {
            let range = node.range
            if range.start < parent.start || range.end > parent.end {
                fail("node range \(range) outside its parent \(parent)")
            }
            switch node.kind {
            case .object(let members):
                for member in members {
                    if member.keyRange.start < range.start || member.keyRange.end > range.end {
                        fail("key range \(member.keyRange) outside its object \(range)")
                    }
                    if let value = member.value { stack.append((value, range)) }
                }
            case .array(let elements):
                for element in elements { stack.append((element, range)) }
            default:
                break
            }
        }
    }

    /// A range is inside the text and starts and ends on scalar boundaries.
    static func checkRange(_ range: ByteRange, _ boundaries: [Bool], _ what: String) {
        let count = boundaries.count - 1
        if range.start < 0 || range.end > count || range.start > range.end {
            fail("\(what) range \(range) outside 0..<\(count)")
        }
        if !boundaries[range.start] || !boundaries[range.end] {
            fail("\(what) range \(range) splits a UTF-8 sequence")
        }
    }

    /// The comment texts of a document, as a multiset.
    static func comments(_ document: JSONCDocument) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in document.comments { counts[document.text(in: token.range), default: 0] += 1 }
        return counts
    }
}
