import JSONC
import SourceText
import TabBarCore

/// Reads literal values out of Objective-C expressions; anything that is not a literal is unknown.
struct ObjCExpressions {
    let view: TokenView

    /// The adjacent string literals `@"a" @"b"` that make up all of `tokens`, concatenated.
    func stringLiteral(_ tokens: Range<Int>) -> String? {
        guard !tokens.isEmpty else { return nil }
        var value = ""
        for index in tokens {
            guard view.kind(index) == .string, let piece = ObjCLexer.stringValue(view.tokens[index], in: view.bytes) else { return nil }
            value += piece
        }
        return value
    }

    /// A key-value coding key: a string literal; a key-path macro whose name says so and whose last argument ends
    /// with the key (`@keypath(self, tabBar)`, `@keypath(self.tabBar)`, `MyKeyPath(self, tabBar)`, which stringify
    /// their last argument); or `NSStringFromSelector(@selector(tabBar))`. Nil for anything else.
    func kvcKey(_ tokens: Range<Int>) -> String? {
        let core = view.unparenthesized(tokens)
        if let literal = stringLiteral(core) { return literal }
        guard core.count >= 4, let close = Optional(core.upperBound - 1), view.isPunctuation(close, ")") else { return nil }
        var name = core.lowerBound
        if view.kind(name) == .operator, view.text(name) == "@" { name += 1 }
        guard name + 1 < close, view.isPunctuation(name + 1, "("), view.partner(name + 1) == close else { return nil }
        let spelled = view.text(name)
        if spelled.lowercased().hasSuffix("keypath") {
            guard view.isIdentifier(close - 1), [",", ".", "("].contains(view.text(close - 2)) else { return nil }
            return view.text(close - 1)
        }
        // `NSStringFromSelector(@selector(tabBar))`: `@selector` `(` name `)` inside the call's parentheses.
        if spelled == "NSStringFromSelector", close - name == 6, view.text(name + 2) == "@selector",
           view.isPunctuation(name + 3, "("), view.isIdentifier(name + 4), view.isPunctuation(name + 5, ")") {
            return view.text(name + 4)
        }
        return nil
    }

    /// A title: a string literal, `NSLocalizedString(@"key", …)`, or unknown.
    func title(_ tokens: Range<Int>) -> SourceFact<String> {
        let inner = view.unparenthesized(tokens)
        if let value = stringLiteral(inner) { return SourceFact(.literal(value), range: view.byteRange(inner)) }
        if let key = localizedKey(inner) { return SourceFact(.localized(key: key), range: view.byteRange(inner)) }
        return SourceFact(.unknown, range: view.byteRange(tokens))
    }

    /// The key of `NSLocalizedString(@"key", comment)` (and the `…FromTable…` variants) spanning all of `tokens`.
    func localizedKey(_ tokens: Range<Int>) -> String? {
        let name = tokens.lowerBound
        guard tokens.count >= 3, view.isIdentifier(name),
              view.token(name, is: "NSLocalizedString") || view.token(name, is: "NSLocalizedStringFromTable")
                || view.token(name, is: "NSLocalizedStringFromTableInBundle")
                || view.token(name, is: "NSLocalizedStringWithDefaultValue"),
              view.isPunctuation(name + 1, "("), view.partner(name + 1) == tokens.upperBound - 1,
              let key = view.split(from: name + 2, before: tokens.upperBound - 1, at: ",").first
        else { return nil }
        return stringLiteral(key)
    }

    /// An image name: a string literal, `[UIImage imageNamed:@"x"]` (also with `imageWithRenderingMode:`), or unknown.
    /// A literal's range is the string literal's.
    func imageName(_ tokens: Range<Int>) -> SourceFact<String> {
        let inner = view.unparenthesized(tokens)
        if let value = stringLiteral(inner) { return SourceFact(.literal(value), range: view.byteRange(inner)) }
        var current = inner
        for _ in 0..<2 {
            guard current.count >= 3, view.isPunctuation(current.lowerBound, "["),
                  view.partner(current.lowerBound) == current.upperBound - 1,
                  let send = ObjCMessageSend.parse(at: current.lowerBound, in: view) else { break }
            if send.selector == "imageNamed:", let argument = send.arguments.first {
                let literal = view.unparenthesized(argument)
                if let value = stringLiteral(literal) { return SourceFact(.literal(value), range: view.byteRange(literal)) }
                break
            }
            if send.selector == "systemImageNamed:" { return .systemSymbol(range: view.byteRange(tokens)) }
            guard send.selector == "imageWithRenderingMode:" else { break }
            current = view.unparenthesized(send.receiver)
        }
        return SourceFact(.unknown, range: view.byteRange(tokens))
    }

    /// A number: a literal wrapped in parentheses, casts `(CGFloat)` and a sign, or unknown.
    func number(_ tokens: Range<Int>) -> SourceFact<Double> {
        if let (value, range) = numberLiteral(tokens) { return SourceFact(.literal(value), range: range) }
        return SourceFact(.unknown, range: view.byteRange(tokens))
    }

    /// The value and range (sign through number) of a number literal spanning `tokens`.
    func numberLiteral(_ tokens: Range<Int>) -> (Double, ByteRange)? {
        var current = tokens
        var negative = false
        var sign: Int?
        for _ in 0..<16 {
            current = view.unparenthesized(current)
            guard current.count >= 2 else { break }
            let first = current.lowerBound
            if sign == nil, view.isOperator(first, "-") || view.isOperator(first, "+") {
                negative = view.isOperator(first, "-")
                sign = first
                current = (first + 1)..<current.upperBound
                continue
            }
            // A cast: `(CGFloat)`, `(NSUInteger)`, `(double)`.
            if view.isPunctuation(first, "("), let close = view.partner(first), close > first + 1, close < current.upperBound - 1,
               ((first + 1)..<close).allSatisfy({ view.isIdentifier($0) || view.isOperator($0, "*") }) {
                current = (close + 1)..<current.upperBound
                continue
            }
            break
        }
        guard current.count == 1, view.kind(current.lowerBound) == .number,
              let value = ObjCLexer.numberValue(view.tokens[current.lowerBound], in: view.bytes), value.isFinite else { return nil }
        let range = view.range(sign ?? current.lowerBound, through: current.lowerBound)
        return (negative ? -value : value, range)
    }

    /// Whether `tokens` are `nil` (in parentheses or behind a cast too).
    func isNil(_ tokens: Range<Int>) -> Bool {
        let core = core(tokens)
        return core.count == 1 && view.isWord(core.lowerBound, "nil")
    }

    /// Whether `tokens` are a false value: `NO`, `false`, `FALSE`, `0` (what disables an item).
    func isFalse(_ tokens: Range<Int>) -> Bool {
        let core = core(tokens)
        return core.count == 1 && ["NO", "false", "FALSE", "0"].contains(view.text(core.lowerBound))
    }

    /// `tokens` without wrapping parentheses, a leading cast and a trailing `.copy` / `[… copy]`.
    func core(_ tokens: Range<Int>) -> Range<Int> {
        var current = tokens
        for _ in 0..<8 {
            current = view.unparenthesized(current)
            let first = current.lowerBound
            if current.count >= 4, view.isPunctuation(first, "("), let close = view.partner(first), close > first + 1,
               close < current.upperBound - 1, view.isIdentifier(first + 1),
               ((first + 1)..<close).allSatisfy({ view.isIdentifier($0) || view.kind($0) == .operator || view.isPunctuation($0, ",") }) {
                current = (close + 1)..<current.upperBound
                continue
            }
            let last = current.upperBound - 1
            if current.count >= 3, view.isPunctuation(last - 1, "."), view.isWord(last, "copy") || view.isWord(last, "mutableCopy") {
                current = current.lowerBound..<(last - 1)
                continue
            }
            if current.count >= 4, view.isPunctuation(first, "["), view.partner(first) == last,
               view.isWord(last - 1, "copy") || view.isWord(last - 1, "mutableCopy"), last - 1 > first + 1 {
                current = (first + 1)..<(last - 1)
                continue
            }
            break
        }
        return current
    }
}
