extension SwiftTokens {
    /// The index just past the expression that starts at `start`: it ends before a `;`, `,`, an unpaired
    /// closing bracket, `else`, or a line break that does not continue it (an operator or `.` on either
    /// side). Bracketed groups are skipped whole, so a trailing closure on the same line belongs to it.
    /// In a condition (`if let x = y {`), `stopsAtBrace` ends it at a `{` instead.
    func expressionEnd(from start: Int, limit: Int, stopsAtBrace: Bool = false) -> Int {
        let limit = min(limit, count)
        var index = start
        while index < limit {
            if index > start, startsLine(index), !continuesExpression(at: index) { return index }
            switch kind(index) {
            case .punctuation:
                if isPunctuation(index, ";") || isPunctuation(index, ",") || isPunctuation(index, ")")
                    || isPunctuation(index, "]") || isPunctuation(index, "}") {
                    return index
                }
                if stopsAtBrace, index > start, isPunctuation(index, "{") { return index }
                if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
                    guard let close = partner(index), close > index, close < limit else { return limit }
                    index = close + 1
                    continue
                }
            case .identifier:
                if index > start, keyword(index) == .else { return index }
            default:
                break
            }
            index += 1
        }
        return max(start, min(index, limit))
    }

    /// Whether token `index`, first on its line, continues the expression of the line before.
    func continuesExpression(at index: Int) -> Bool {
        if isPunctuation(index, ".") || isBinaryOperator(index) { return true }
        let previous = index - 1
        if isBinaryOperator(previous) || isPunctuation(previous, ".") { return true }
        if let word = keyword(previous), word == .as || word == .try || word == .await { return true }
        if let word = keyword(index), word == .as { return true }
        return false
    }

    /// Whether token `index` begins a statement in a body that starts at `bodyStart`: after `{`, `}`,
    /// `;`, a closure's `in`, or first on its line when the line before does not run on into it.
    func startsStatement(_ index: Int, bodyStart: Int) -> Bool {
        if index <= bodyStart { return true }
        let previous = index - 1
        if isPunctuation(previous, "{") || isPunctuation(previous, "}") || isPunctuation(previous, ";") { return true }
        if keyword(previous) == .in { return true }
        guard startsLine(index) else { return false }
        if isBinaryOperator(previous) || isPunctuation(previous, ".") || isPunctuation(previous, ",")
            || isPunctuation(previous, "(") || isPunctuation(previous, "[") {
            return false
        }
        return true
    }

    /// The index past generic parameters `<…>` starting at operator token `start` (counting `<` and `>`
    /// in operator tokens), stopping early at a bracket or at `limit`.
    func skipGenericParameters(from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            if kind(index) == .operator {
                let range = tokens[index].range
                for offset in range.start..<range.end {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                index += 1
                if depth <= 0 { return index }
                continue
            }
            if isPunctuation(index, "(") || isPunctuation(index, "{") || isPunctuation(index, "}") { return index }
            index += 1
        }
        return index
    }

    /// The index past a type annotation starting at `start`: it stops at `=`, `{`, `;`, a top-level `,`,
    /// a new line, or `limit`.
    func skipTypeAnnotation(from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            if index > start, startsLine(index), depth == 0, !isPunctuation(index, "."), !isBinaryOperator(index) { return index }
            switch kind(index) {
            case .operator:
                if depth == 0, isOperator(index, "=") { return index }
                let range = tokens[index].range
                for offset in range.start..<range.end {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">"), depth > 0 { depth -= 1 }
                }
            case .punctuation:
                if isPunctuation(index, "{") || isPunctuation(index, "}") || isPunctuation(index, ";") || isPunctuation(index, ")") { return index }
                if depth == 0, isPunctuation(index, ",") { return index }
                if isPunctuation(index, "(") || isPunctuation(index, "[") {
                    guard let close = partner(index), close > index, close < limit else { return limit }
                    index = close + 1
                    continue
                }
            case .identifier:
                if depth == 0, let word = keyword(index), word == .where || word == .in || word == .else { return index }
            default:
                break
            }
            index += 1
        }
        return index
    }

    /// The `{` opening the body of a declaration whose header continues after `start`, nil when the
    /// declaration has none (a requirement, or the header runs into the next declaration).
    func bodyOpening(after start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit {
            if isPunctuation(index, "{") { return index }
            if isPunctuation(index, "}") || isPunctuation(index, ";") { return nil }
            if index > start, startsLine(index), !continuesSignature(at: index) { return nil }
            if isPunctuation(index, "(") || isPunctuation(index, "[") {
                guard let close = partner(index), close > index, close < limit else { return nil }
                index = close + 1
                continue
            }
            if isOperator(index, "=") { return nil }
            index += 1
        }
        return nil
    }

    private func continuesSignature(at index: Int) -> Bool {
        if kind(index) == .operator || isPunctuation(index, ".") || isPunctuation(index, ",") || isPunctuation(index, ":") { return true }
        if let word = keyword(index), word == .where || word == .throws || word == .rethrows || word == .async { return true }
        let previous = index - 1
        return kind(previous) == .operator || isPunctuation(previous, ",") || isPunctuation(previous, ":")
            || isPunctuation(previous, ".")
    }
}
