import JSONC
import SourceText

/// Code the compiler never builds: the tokens of an `#if false` branch, up to its `#else`,
/// `#elseif` or `#endif`. Nested `#if` blocks inside it are skipped whole.
enum SwiftInactiveCode {
    /// `tokens` without the significant tokens of `#if false` branches; trivia stays (comments
    /// for suppression directives, line breaks for statement ends), and so do the `#if` lines.
    static func removingInactive(_ tokens: [SourceToken], in bytes: [UInt8]) -> [SourceToken] {
        // Most files have no `#if false`: they keep their array, uncopied.
        var probe = 0
        while probe < tokens.count, !isFalseBranchStart(probe, tokens, bytes) { probe += 1 }
        guard probe < tokens.count else { return tokens }
        var result: [SourceToken] = []
        result.reserveCapacity(tokens.count)
        var skipping = false
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.kind.isTrivia {
                result.append(token)
                continue
            }
            if skipping {
                guard token.kind == .poundKeyword else { continue }
                if spells(token, "#if", bytes) {
                    depth += 1
                } else if spells(token, "#endif", bytes) {
                    if depth == 0 { skipping = false } else { depth -= 1 }
                } else if depth == 0, spells(token, "#else", bytes) || spells(token, "#elseif", bytes) {
                    skipping = false
                }
                if !skipping { result.append(token) }
                continue
            }
            result.append(token)
            if token.kind == .poundKeyword, spells(token, "#if", bytes), let after = falseCondition(after: index, tokens, bytes) {
                result.append(contentsOf: tokens[index..<after])
                index = after
                skipping = true
                depth = 0
            }
        }
        return result
    }

    /// Whether `tokens` hold an `#if false` line.
    static func containsFalseBranch(_ tokens: ArraySlice<SourceToken>, in bytes: [UInt8]) -> Bool {
        let array = Array(tokens)
        return array.indices.contains { isFalseBranchStart($0, array, bytes) }
    }

    private static func isFalseBranchStart(_ index: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Bool {
        tokens[index].kind == .poundKeyword && spells(tokens[index], "#if", bytes) && falseCondition(after: index + 1, tokens, bytes) != nil
    }

    /// When `#if` is followed by `false` alone on its line (comments aside), the index after `false`.
    private static func falseCondition(after start: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Int? {
        var index = start
        while index < tokens.count, tokens[index].kind == .whitespace || tokens[index].kind == .blockComment { index += 1 }
        guard index < tokens.count, tokens[index].kind == .identifier, spells(tokens[index], "false", bytes) else { return nil }
        let after = index + 1
        index = after
        while index < tokens.count, tokens[index].kind == .whitespace || tokens[index].kind.isComment { index += 1 }
        return index == tokens.count || tokens[index].kind == .lineBreak ? after : nil
    }

    private static func spells(_ token: SourceToken, _ text: String, _ bytes: [UInt8]) -> Bool {
        token.range.end <= bytes.count && bytes[token.range.start..<token.range.end].elementsEqual(text.utf8)
    }
}
