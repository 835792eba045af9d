import JSONC
import TabBarCore

/// Reads the shapes extraction knows in a Swift expression (token ranges): literals, calls, array
/// and dictionary literals; and turns an expression into a fact. What is not a literal is unknown.
struct SwiftValueReader {
    let tokens: SwiftTokens

    /// A call `X(…)` / `X.init(…)` / `#imageLiteral(…)` that is the whole expression.
    struct Call {
        /// The callee's name token (`X`, `#imageLiteral`).
        var callee: Int
        /// The first token of the call.
        var start: Int
        var open: Int
        var close: Int
        var arguments: [Argument]
    }

    /// One argument of a call.
    struct Argument {
        /// The label token, nil for an unlabelled argument.
        var label: Int?
        var value: Range<Int>
    }

    // MARK: Shapes

    /// `expression` without what leaves its value alone: a trailing `;`, `try` / `await`, `as` casts,
    /// a trailing `!`, enclosing parentheses (not a tuple's).
    func stripped(_ expression: Range<Int>) -> Range<Int> {
        var start = expression.lowerBound
        var end = min(expression.upperBound, tokens.count)
        var rounds = 0
        while start < end, rounds < 16 {
            rounds += 1
            if tokens.isPunctuation(end - 1, ";") {
                end -= 1
            } else if let word = tokens.keyword(start), word == .try || word == .await, end - start > 1 {
                start += 1
                if tokens.isOperator(start, "!") || tokens.isOperator(start, "?"), end - start > 1 { start += 1 }
            } else if let cast = tokens.view.firstTopLevel(from: start, before: end, where: { $0 > start && tokens.keyword($0) == .as }) {
                end = cast
            } else if end - start > 1, tokens.isOperator(end - 1, "!"), tokens.isAttached(end - 1) {
                end -= 1
            } else if tokens.isPunctuation(start, "("), tokens.partner(start) == end - 1, end - start > 2,
                      tokens.view.firstTopLevel(from: start + 1, before: end - 1, where: { tokens.isPunctuation($0, ",") }) == nil {
                // A tuple `(a, b)` keeps its parentheses.
                start += 1
                end -= 1
            } else {
                break
            }
        }
        return start..<max(start, end)
    }

    /// The arguments between `open` and `close`.
    func arguments(open: Int, close: Int) -> [Argument] {
        tokens.view.split(from: open + 1, before: close, at: ",").compactMap { part in
            guard !part.isEmpty else { return nil }
            if part.count > 2, tokens.isIdentifier(part.lowerBound), tokens.isPunctuation(part.lowerBound + 1, ":") {
                return Argument(label: part.lowerBound, value: (part.lowerBound + 2)..<part.upperBound)
            }
            return Argument(label: nil, value: part)
        }
    }

    /// The call `expression` is, when it is exactly `X(…)`, `X.init(…)` or `#name(…)` (X an identifier).
    func call(_ expression: Range<Int>) -> Call? {
        let range = stripped(expression)
        guard range.count >= 3, tokens.isPunctuation(range.upperBound - 1, ")"),
              let open = tokens.partner(range.upperBound - 1), open > range.lowerBound else { return nil }
        let callee: Int
        if open == range.lowerBound + 1, tokens.isIdentifier(range.lowerBound) || tokens.kind(range.lowerBound) == .poundKeyword {
            callee = range.lowerBound
        } else if open == range.lowerBound + 3, tokens.isIdentifier(range.lowerBound),
                  tokens.isPunctuation(range.lowerBound + 1, "."), tokens.keyword(range.lowerBound + 2) == .`init` {
            callee = range.lowerBound
        } else {
            return nil
        }
        return Call(callee: callee, start: range.lowerBound, open: open, close: range.upperBound - 1,
                    arguments: arguments(open: open, close: range.upperBound - 1))
    }

    /// The `[` and `]` of `expression` when it is a bracketed literal.
    func bracketLiteral(_ expression: Range<Int>) -> (open: Int, close: Int)? {
        let range = stripped(expression)
        guard range.count >= 2, tokens.isPunctuation(range.lowerBound, "["),
              tokens.partner(range.lowerBound) == range.upperBound - 1 else { return nil }
        return (range.lowerBound, range.upperBound - 1)
    }

    /// Whether the literal between `open` and `close` is a dictionary (`[k: v]`, `[:]`).
    func isDictionary(open: Int, close: Int) -> Bool {
        guard close > open + 1 else { return false }
        let end = tokens.view.firstTopLevel(from: open + 1, before: close) { tokens.isPunctuation($0, ",") } ?? close
        return tokens.view.firstTopLevel(from: open + 1, before: end) { tokens.isPunctuation($0, ":") } != nil
    }

    /// The elements of an array literal `[a, b]`, nil when `expression` is not one.
    func arrayElements(_ expression: Range<Int>) -> [Range<Int>]? {
        guard let (open, close) = bracketLiteral(expression), !isDictionary(open: open, close: close) else { return nil }
        return tokens.view.split(from: open + 1, before: close, at: ",").filter { !$0.isEmpty }
    }

    /// Whether `expression` makes an empty array: `[T]()`, `Array<T>()`, `[T].init()`, `Array()`.
    func isEmptyArray(_ expression: Range<Int>) -> Bool {
        let range = stripped(expression)
        guard range.count >= 3, tokens.isPunctuation(range.upperBound - 1, ")"),
              tokens.partner(range.upperBound - 1) == range.upperBound - 2 else { return false }
        var typeEnd = range.upperBound - 2
        if tokens.keyword(typeEnd - 1) == .`init`, tokens.isPunctuation(typeEnd - 2, ".") { typeEnd -= 2 }
        let first = range.lowerBound
        if tokens.isPunctuation(first, "["), tokens.partner(first) == typeEnd - 1 { return true }
        if tokens.spells(first, "Array") {
            return typeEnd == first + 1 || tokens.kind(first + 1) == .operator
        }
        return false
    }

    /// One `key: value` of a dictionary literal; an entry with no top-level `:` has an empty key.
    struct Entry {
        var key: Range<Int>
        var value: Range<Int>
    }

    /// The entries of the dictionary literal between `open` and `close` (none for `[:]`).
    func dictionaryEntries(open: Int, close: Int) -> [Entry] {
        var entries: [Entry] = []
        for part in tokens.view.split(from: open + 1, before: close, at: ",") where !part.isEmpty {
            if part.count == 1, tokens.isPunctuation(part.lowerBound, ":") { continue }
            if let colon = tokens.view.firstTopLevel(from: part.lowerBound, before: part.upperBound, where: {
                tokens.isPunctuation($0, ":")
            }) {
                entries.append(Entry(key: part.lowerBound..<colon, value: (colon + 1)..<part.upperBound))
            } else {
                entries.append(Entry(key: part.lowerBound..<part.lowerBound, value: part))
            }
        }
        return entries
    }

    /// The identifier `expression` is, when it is a single name.
    func singleName(_ expression: Range<Int>) -> Int? {
        let range = stripped(expression)
        return range.count == 1 && tokens.isIdentifier(range.lowerBound) && tokens.keyword(range.lowerBound) == nil
            ? range.lowerBound : nil
    }

    // MARK: Facts

    /// The bytes of `expression` (a trailing `;` left out).
    func bytes(_ expression: Range<Int>) -> ByteRange {
        var end = expression.upperBound
        if end > expression.lowerBound, tokens.isPunctuation(end - 1, ";") { end -= 1 }
        return tokens.range(of: expression.lowerBound..<end)
    }

    /// A title: a string literal, `NSLocalizedString("key", …)` / `String(localized: "key")` (localized), else unknown.
    func title(_ expression: Range<Int>) -> SourceFact<String> {
        let range = stripped(expression)
        if range.count == 1, let value = tokens.stringValue(range.lowerBound) {
            return SourceFact(.literal(value), range: tokens.range(range.lowerBound))
        }
        if tokens.spells(range.lowerBound, "NSLocalizedString") || tokens.spells(range.lowerBound, "String"),
           let call = call(range), let first = call.arguments.first {
            let isLocalized = (tokens.spells(call.callee, "NSLocalizedString") && first.label == nil)
                || (tokens.spells(call.callee, "String") && first.label.map { tokens.spells($0, "localized") } == true)
            if isLocalized {
                let key = stripped(first.value)
                if key.count == 1, let value = tokens.stringValue(key.lowerBound) {
                    return SourceFact(.localized(key: value), range: tokens.range(of: call.start..<(call.close + 1)))
                }
            }
        }
        return SourceFact(.unknown, range: bytes(expression))
    }

    /// Whether `UIImage(named:in:compatibleWith:)` names a bundle other than the app's (`in: frameworkBundle`): its
    /// catalogs are not the app's, so the name is not checked against them. `nil`, `.main` and `Bundle.main` are the app's.
    func loadsFromAnotherBundle(_ call: Call) -> Bool {
        guard let bundle = call.arguments.first(where: { $0.label.map { tokens.spells($0, "in") } == true }) else { return false }
        let words = tokens.joinedText(stripped(bundle.value))
        return !["nil", ".main", "Bundle.main", "Bundle.main()"].contains(words)
    }

    /// An image name: a string literal, `UIImage(named: "x")`, `#imageLiteral(resourceName: "x")`; else unknown.
    func image(_ expression: Range<Int>) -> SourceFact<String> {
        let range = stripped(expression)
        if range.count == 1, let value = tokens.stringValue(range.lowerBound) {
            return SourceFact(.literal(value), range: tokens.range(range.lowerBound))
        }
        if tokens.spells(range.lowerBound, "UIImage") || tokens.spells(range.lowerBound, "#imageLiteral"),
           let call = call(range), let first = call.arguments.first, let label = first.label {
            let isImage = (tokens.spells(call.callee, "UIImage") && tokens.spells(label, "named"))
                || (tokens.spells(call.callee, "#imageLiteral") && tokens.spells(label, "resourceName"))
            let name = stripped(first.value)
            if isImage, !loadsFromAnotherBundle(call), name.count == 1, let value = tokens.stringValue(name.lowerBound) {
                return SourceFact(.literal(value), range: tokens.range(name.lowerBound))
            }
        }
        return SourceFact(.unknown, range: bytes(expression))
    }

    /// A number: a literal, with a sign, parentheses and casts (`CGFloat(…)`, `as CGFloat`) around it; else
    /// unknown. The range is the number token; with a sign, from the sign to the end of what it applies to
    /// (`-14`, `-CGFloat(14)`), so that replacing the range replaces the value.
    func number(_ expression: Range<Int>) -> SourceFact<Double> {
        var range = stripped(expression)
        var negative = false
        var signed: ByteRange?
        var rounds = 0
        while range.count >= 2, rounds < 8 {
            rounds += 1
            let first = range.lowerBound
            if tokens.isOperator(first, "-") || tokens.isOperator(first, "+") {
                if tokens.isOperator(first, "-") { negative.toggle() }
                if signed == nil { signed = tokens.range(of: range) }
                range = stripped((first + 1)..<range.upperBound)
            } else if isNumericType(first), tokens.isPunctuation(first + 1, "("), tokens.partner(first + 1) == range.upperBound - 1 {
                range = stripped((first + 2)..<(range.upperBound - 1))
            } else {
                break
            }
        }
        if range.count == 1, let value = tokens.numberValue(range.lowerBound) {
            return SourceFact(.literal(negative ? -value : value), range: signed ?? tokens.range(range.lowerBound))
        }
        return SourceFact(.unknown, range: bytes(expression))
    }

    private func isNumericType(_ index: Int) -> Bool {
        guard tokens.isTypeName(index) else { return false }
        return tokens.spells(index, "CGFloat") || tokens.spells(index, "Double") || tokens.spells(index, "Float")
            || tokens.spells(index, "Int") || tokens.spells(index, "UInt") || tokens.spells(index, "NSInteger")
            || tokens.spells(index, "NSUInteger") || tokens.spells(index, "Int32") || tokens.spells(index, "Int64")
            || tokens.spells(index, "UInt32") || tokens.spells(index, "UInt64") || tokens.spells(index, "Float64")
    }
}
