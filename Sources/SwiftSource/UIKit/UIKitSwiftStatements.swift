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

    /// The operators that change a local by its own value.
    private static let compoundAssignments: [StaticString] = ["+=", "-=", "*=", "/="]

    var calls: [Call] = []
    var assignments: [Assignment] = []
    /// Local name → the expression that reaches the member's later statements: the first declaration's initializer,
    /// replaced by each later assignment written at the declaration's own depth (straight-line code); an assignment
    /// in a nested block (an `if`, a loop, a closure) or a compound one (`+=`) leaves the local unknown until the next
    /// straight-line one. A reader checks that the value is written before the use (`localValue`).
    var locals: [String: Range<Int>] = [:]
    /// The brace depth of each local's first declaration.
    private var declarationDepths: [String: Int] = [:]

    init(_ tokens: SwiftTokens, body: Range<Int>) {
        let end = min(body.upperBound, tokens.count)
        var index = body.lowerBound
        var depth = 0
        while index < end {
            defer { index += 1 }
            if tokens.isPunctuation(index, "{") { depth += 1 } else if tokens.isPunctuation(index, "}") { depth -= 1 }
            if let word = tokens.keyword(index), word == .let || word == .var {
                let name = index + 1
                guard tokens.isIdentifier(name), tokens.keyword(name) == nil else { continue }
                let text = tokens.name(name)
                let first = declarationDepths[text] == nil
                if first { declarationDepths[text] = depth }
                var equals = name + 1
                if tokens.isPunctuation(equals, ":") { equals = tokens.skipTypeAnnotation(from: equals + 1, limit: end) }
                guard equals < end, tokens.isOperator(equals, "=") else { continue }
                let valueEnd = tokens.expressionEnd(from: equals + 1, limit: end, stopsAtBrace: true)
                if first { locals[text] = (equals + 1)..<valueEnd }
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
                if !isSelf, chain.count == 1, let declared = declarationDepths[chain[0]] {
                    locals[chain[0]] = declared == depth ? (cursor + 1)..<valueEnd : nil
                }
            } else if !isSelf, names.count == 1, cursor < end, tokens.kind(cursor) == .operator,
                      Self.compoundAssignments.contains(where: { tokens.isOperator(cursor, $0) }),
                      declarationDepths[tokens.name(names[0])] != nil {
                locals[tokens.name(names[0])] = nil
            } else if cursor < end, tokens.isPunctuation(cursor, "("), chainCount == 1, let close = tokens.partner(cursor), close > cursor {
                calls.append(Call(name: names[names.count - 1], open: cursor, close: close,
                                  range: tokens.range(of: index..<(close + 1))))
            }
        }
    }
}
