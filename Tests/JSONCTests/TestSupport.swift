@testable import JSONC
import TabBarTestSupport
enum Check {
    /// The concatenated token texts, which must equal the input.
    static func concatenatedTokens(_ document: JSONCDocument) -> [UInt8] {
        document.tokens.flatMap { document.bytes[$0.range.start..<$0.range.end] }
    }

    /// Whether the tokens are contiguous from 0, non-empty, and end with one empty end-of-file token.
    static func tokensAreContiguous(_ document: JSONCDocument) -> Bool {
        var offset = 0
        for (index, token) in document.tokens.enumerated() {
            guard token.range.start == offset else { return false }
            let isLast = index == document.tokens.count - 1
            if isLast != (token.kind == .endOfFile) { return false }
            if !isLast, token.range.isEmpty { return false }
            offset = token.range.end
        }
        return offset == document.bytes.count
    }

    /// The deepest nesting of objects and arrays in the tree, counted without recursion.
    static func depth(_ root: JSONNode?) -> Int {
        guard let root else { return 0 }
        var deepest = 0
        var stack: [(JSONNode, Int)] = [(root, 1)]
        while let (node, level) = stack.popLast() {
            switch node.kind {
            case .object(let members):
                deepest = max(deepest, level)
                stack += members.compactMap(\.value).map { ($0, level + 1) }
            case .array(let elements):
                deepest = max(deepest, level)
                stack += elements.map { ($0, level + 1) }
            default: break
            }
        }
        return deepest
    }

    /// Every node, key and error range lies inside the input, children inside their parents.
    static func rangesAreNested(_ document: JSONCDocument) -> Bool {
        let count = document.bytes.count
        guard document.errors.allSatisfy({ $0.range.start >= 0 && $0.range.end <= count }) else { return false }
        guard let root = document.root else { return true }
        var stack: [(JSONNode, ByteRange)] = [(root, ByteRange(0, count))]
        while let (node, parent) = stack.popLast() {
            guard node.range.start >= parent.start, node.range.end <= parent.end else { return false }
            switch node.kind {
            case .object(let members):
                for member in members {
                    guard member.keyRange.start >= node.range.start, member.keyRange.end <= node.range.end else { return false }
                    if let value = member.value { stack.append((value, node.range)) }
                }
            case .array(let elements): stack += elements.map { ($0, node.range) }
            default: break
            }
        }
        return true
    }
}

extension JSONCDocument {
    /// The source text of a node.
    func text(of node: JSONNode?) -> String? { node.map { text(in: $0.range) } }

    /// The errors as (kind, start, end) for compact expectations.
    var errorSummary: [String] { errors.map { "\($0.kind.rawValue)@\($0.range.start)..<\($0.range.end)" } }
}

/// The UTF-8 offset of the first `needle` in `text`.
func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
    let haystack = Array(text.utf8), pattern = Array(needle.utf8)
    var found = 0
    var index = 0
    while index + pattern.count <= haystack.count {
        if Array(haystack[index..<index + pattern.count]) == pattern {
            if found == occurrence { return index }
            found += 1
        }
        index += 1
    }
    return -1
}
