import JSONC
import TabBarCore

/// The statements of one member body that the UIKit reading looks at, in order: calls on `self` (or
/// bare), assignments to dotted chains, and local `let` / `var` declarations (`guard let`, `if let` too).
struct UIKitSwiftStatements {
    struct Call {
        var name: Int
        var open: Int
        var close: Int
        /// From the first token (`self` included) through the `)`.
        var range: ByteRange
    }

    struct Assignment {
        /// The chain's names, `self` dropped (`viewControllers`, `vc.tabBarItem.title`).
        var chain: [String]
        var value: Range<Int>
        var start: Int
    }

    var calls: [Call] = []
    var assignments: [Assignment] = []
    /// Local name → initializer expression (the first declaration).
    var locals: [String: Range<Int>] = [:]

    init(_ tokens: SwiftTokens, body: Range<Int>) {
        let end = min(body.upperBound, tokens.count)
        var index = body.lowerBound
        while index < end {
            defer { index += 1 }
            if let word = tokens.keyword(index), word == .let || word == .var {
                let name = index + 1
                guard tokens.isIdentifier(name), tokens.keyword(name) == nil else { continue }
                var equals = name + 1
                if tokens.isPunctuation(equals, ":") { equals = tokens.skipTypeAnnotation(from: equals + 1, limit: end) }
                guard equals < end, tokens.isOperator(equals, "=") else { continue }
                let valueEnd = tokens.expressionEnd(from: equals + 1, limit: end, stopsAtBrace: true)
                let text = tokens.name(name)
                if locals[text] == nil { locals[text] = (equals + 1)..<valueEnd }
                continue
            }
            guard tokens.startsStatement(index, bodyStart: body.lowerBound), tokens.isIdentifier(index) else { continue }
            // A chain `a.b.c`, `self.a`, with optional `?` / `!`.
            var names: [Int] = [index]
            var cursor = index + 1
            while cursor + 1 < end {
                if tokens.isPostfixUnwrap(cursor) { cursor += 1; continue }
                guard tokens.isPunctuation(cursor, "."), tokens.isIdentifier(cursor + 1) else { break }
                names.append(cursor + 1)
                cursor += 2
            }
            if cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
            let isSelf = tokens.spells(names[0], "self")
            // The chain's names are made `String`s only for an assignment (this runs for every statement).
            let chainCount = isSelf ? names.count - 1 : names.count
            if cursor < end, tokens.isOperator(cursor, "="), chainCount > 0 {
                let chain = (isSelf ? names.dropFirst() : names[...]).map { tokens.name($0) }
                let valueEnd = tokens.expressionEnd(from: cursor + 1, limit: end)
                assignments.append(Assignment(chain: chain, value: (cursor + 1)..<valueEnd, start: index))
            } else if cursor < end, tokens.isPunctuation(cursor, "("), chainCount == 1, let close = tokens.partner(cursor), close > cursor {
                calls.append(Call(name: names[names.count - 1], open: cursor, close: close,
                                  range: tokens.range(of: index..<(close + 1))))
            }
        }
    }
}
