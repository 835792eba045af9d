import JSONC

/// Code that runs only on systems older than the one that makes tab bars transparent at the scroll edge (iOS 15):
/// the branch of `if (!isAfteriOS7) { … }`, `if ([[UIDevice currentDevice].systemVersion floatValue] < 7.0) { … }`,
/// `if (SYSTEM_VERSION_LESS_THAN(@"13.0")) { … }`, `if #unavailable(iOS 15) { … }`, and the `else` of
/// `if (@available(iOS 13.0, *))`, `if #available(iOS 13.0, *)`, `guard #available(iOS 13, *) else { … }`.
/// A tab bar look set there never shows where TB029's premise holds. Objective-C and Swift tokens alike.
public enum VersionGatedCode {
    /// The first iOS version whose tab bars turn transparent at the scroll edge.
    public static let transparentFrom = 15

    /// A condition on the system's version: the code it guards runs from iOS `version` on, or only below it.
    public enum Gate: Sendable, Hashable {
        case atLeast(Int)
        case below(Int)

        var negated: Gate {
            switch self {
            case .atLeast(let version): return .below(version)
            case .below(let version): return .atLeast(version)
            }
        }
    }

    /// The byte ranges of `view` that run only on systems before iOS `transparentFrom`. One walk of the tokens: a
    /// statement's branches are measured only when its condition is a version gate, and an `else if` chain is walked
    /// without recursion.
    public static func olderSystemsOnly(in view: TokenView) -> [ByteRange] {
        var regions: [ByteRange] = []
        var index = 0
        while index < view.count {
            defer { index += 1 }
            guard view.isIdentifier(index), view.token(index, is: "if") || view.token(index, is: "guard"),
                  let head = statementHead(at: index, in: view), let gate = gate(head.condition, in: view) else { continue }
            let region: Range<Int>?
            switch gate {
            case .below(let version) where version <= transparentFrom && !head.isGuard:
                region = branch(at: head.bodyStart, in: view)
            case .atLeast(let version) where version <= transparentFrom:
                region = head.isGuard ? branch(at: head.bodyStart, in: view)
                    : branch(at: head.bodyStart, in: view).flatMap { elseChain(after: $0, in: view) }
            default:
                region = nil
            }
            if let region, !region.isEmpty { regions.append(view.range(region.lowerBound, through: region.upperBound - 1)) }
        }
        return regions
    }

    /// What a macro or function named `name` tests, from its name: `isAfteriOS7`, `IOS8_OR_LATER`, `DEVICE_HAS_IOS7`,
    /// `kIsBeforeIOS13`, `SYSTEM_VERSION_LESS_THAN` (with `version`, its argument, when the name has no number).
    /// Nil when the name says no direction or no version.
    public static func gate(named name: String, version argument: String? = nil) -> Gate? {
        let lower = Array(name.lowercased().utf8)
        var version: Int?
        if let found = firstRange(of: Array("ios".utf8), in: lower) {
            var cursor = found.upperBound
            while cursor < lower.count, lower[cursor] == UInt8(ascii: "_") { cursor += 1 }
            var digits = 0, value = 0
            while cursor < lower.count, digits < 2, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower[cursor]) {
                value = value * 10 + Int(lower[cursor] - UInt8(ascii: "0"))
                digits += 1
                cursor += 1
            }
            if digits > 0 { version = value }
        }
        if version == nil, let argument { version = leadingInteger(argument) }
        guard let version, version > 1 else { return nil }
        let text = String(decoding: lower, as: UTF8.self)
        let newer = ["later", "after", "has", "above", "greater", "newer", "atleast", "orhigher", "plus"].contains { text.contains($0) }
        let older = ["before", "below", "less", "earlier", "under", "lower", "prior", "older"].contains { text.contains($0) }
        if newer == older { return nil }
        return newer ? .atLeast(version) : .below(version)
    }

    // MARK: Statements

    /// The condition of the `if` (or `guard`) at `index`, and where its branch starts (a guard's `else` block).
    struct StatementHead {
        var condition: Range<Int>
        var bodyStart: Int
        var isGuard: Bool
    }

    /// The head of the statement at `index`: Objective-C `if (c) …`, Swift `if c { … }`, `guard c else { … }`;
    /// nil when its parts cannot be told.
    static func statementHead(at index: Int, in view: TokenView) -> StatementHead? {
        let isGuard = view.token(index, is: "guard")
        var cursor = index + 1
        // The condition runs to the branch's `{` (Swift, or Objective-C after its parentheses), or to a guard's `else`.
        if !isGuard, view.isPunctuation(cursor, "("), let close = view.partner(cursor), close > cursor,
           !continuesCondition(close + 1, view) {
            return StatementHead(condition: trimmed((cursor + 1)..<close, view), bodyStart: close + 1, isGuard: false)
        }
        let start = cursor
        while cursor < view.count {
            if isGuard, view.isIdentifier(cursor), view.token(cursor, is: "else") { break }
            if !isGuard, view.isPunctuation(cursor, "{") { break }
            if view.isPunctuation(cursor, "(") || view.isPunctuation(cursor, "["), let close = view.partner(cursor), close > cursor {
                cursor = close + 1
                continue
            }
            if view.isPunctuation(cursor, ";") || view.isPunctuation(cursor, "}") { return nil }
            cursor += 1
        }
        guard cursor < view.count, cursor > start else { return nil }
        return StatementHead(condition: trimmed(start..<cursor, view), bodyStart: isGuard ? cursor + 1 : cursor, isGuard: isGuard)
    }

    /// The tokens of the `else` after the branch `then` (an `else if` chain whole, walked without recursion); nil when
    /// there is none or its end cannot be told.
    static func elseChain(after then: Range<Int>, in view: TokenView) -> Range<Int>? {
        var end = then.upperBound
        guard view.isIdentifier(end), view.token(end, is: "else") else { return nil }
        let start = end + 1
        while view.isIdentifier(end), view.token(end, is: "else") {
            let next = end + 1
            if view.isIdentifier(next), view.token(next, is: "if") {
                guard let head = statementHead(at: next, in: view), let branch = branch(at: head.bodyStart, in: view) else { return nil }
                end = branch.upperBound
                continue
            }
            guard let branch = branch(at: next, in: view) else { return nil }
            end = branch.upperBound
            break
        }
        return start..<end
    }

    /// Whether the token after an Objective-C condition's parentheses goes on with the condition (`(a) && b`, Swift).
    private static func continuesCondition(_ index: Int, _ view: TokenView) -> Bool {
        view.kind(index) == .operator || view.isPunctuation(index, ",") || view.isPunctuation(index, ".")
    }

    /// A branch at `start`: a block in braces, or one statement up to its `;`.
    private static func branch(at start: Int, in view: TokenView) -> Range<Int>? {
        guard start < view.count else { return nil }
        if view.isPunctuation(start, "{") {
            guard let close = view.partner(start), close > start else { return nil }
            return start..<(close + 1)
        }
        var cursor = start
        while cursor < view.count {
            if view.isPunctuation(cursor, ";") { return start..<(cursor + 1) }
            if view.isPunctuation(cursor, "}") { return nil }
            if view.isPunctuation(cursor, "(") || view.isPunctuation(cursor, "[") || view.isPunctuation(cursor, "{"),
               let close = view.partner(cursor), close > cursor {
                cursor = close + 1
                continue
            }
            cursor += 1
        }
        return nil
    }

    /// `range` without the parentheses around it.
    private static func trimmed(_ range: Range<Int>, _ view: TokenView) -> Range<Int> {
        var range = range
        while range.count >= 2, view.isPunctuation(range.lowerBound, "("), view.partner(range.lowerBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    // MARK: Conditions

    /// What a condition tests about the system's version, nil when it tests anything else (or more).
    static func gate(_ condition: Range<Int>, in view: TokenView) -> Gate? {
        var range = trimmed(condition, view)
        var negations = 0
        while !range.isEmpty, view.kind(range.lowerBound) == .operator, view.token(range.lowerBound, is: "!") {
            negations += 1
            range = trimmed((range.lowerBound + 1)..<range.upperBound, view)
        }
        guard !range.isEmpty, let found = positiveGate(range, view) else { return nil }
        return negations % 2 == 0 ? found : found.negated
    }

    private static func positiveGate(_ range: Range<Int>, _ view: TokenView) -> Gate? {
        let first = range.lowerBound
        // `@available(iOS 13.0, *)`, `#available(iOS 13, *)`, `#unavailable(iOS 15)`.
        if view.kind(first) == .atKeyword || view.kind(first) == .poundKeyword {
            let word = view.text(first)
            guard word == "@available" || word == "#available" || word == "#unavailable",
                  view.isPunctuation(first + 1, "("), view.partner(first + 1) == range.upperBound - 1,
                  let platform = (first + 2..<range.upperBound).first(where: { view.isIdentifier($0) && view.token($0, is: "iOS") }),
                  view.kind(platform + 1) == .number, let version = leadingInteger(view.text(platform + 1)) else { return nil }
            return word == "#unavailable" ? .below(version) : .atLeast(version)
        }
        // A macro or function: `isAfteriOS7`, `SYSTEM_VERSION_LESS_THAN(@"13.0")`.
        if view.isIdentifier(first) {
            if range.count == 1 { return gate(named: view.text(first)) }
            if view.isPunctuation(first + 1, "("), view.partner(first + 1) == range.upperBound - 1 {
                let arguments = (first + 2)..<(range.upperBound - 1)
                let strings = arguments.filter { view.kind($0) == .string }
                if arguments.isEmpty { return gate(named: view.text(first)) }
                guard strings.count == 1, arguments.count <= 2 else { return nil }
                return gate(named: view.text(first), version: unquoted(view.text(strings[0])))
            }
        }
        return systemVersionComparison(range, view)
    }

    /// `[[UIDevice currentDevice].systemVersion floatValue] < 7.0`, `UIDevice.current.systemVersion.doubleValue >= 13`.
    private static func systemVersionComparison(_ range: Range<Int>, _ view: TokenView) -> Gate? {
        var comparison: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if view.isPunctuation(index, "(") || view.isPunctuation(index, "["), let close = view.partner(index), close > index {
                index = close + 1
                continue
            }
            if view.kind(index) == .operator {
                let text = view.text(index)
                if ["<", "<=", ">", ">="].contains(text) {
                    guard comparison == nil else { return nil }
                    comparison = index
                } else if text == "&&" || text == "||" || text == "?" {
                    return nil
                }
            }
            index += 1
        }
        guard let comparison else { return nil }
        let left = range.lowerBound..<comparison, right = (comparison + 1)..<range.upperBound
        let mentions = { (side: Range<Int>) in side.contains { view.isIdentifier($0) && view.token($0, is: "systemVersion") } }
        let number = { (side: Range<Int>) -> Double? in
            let side = trimmed(side, view)
            guard side.count == 1, view.kind(side.lowerBound) == .number else { return nil }
            return leadingNumber(view.text(side.lowerBound))
        }
        let text = view.text(comparison)
        // Written `version OP n`, or `n OP version` (the operator turned round).
        let op: String, value: Double
        if mentions(left), let found = number(right) {
            (op, value) = (text, found)
        } else if mentions(right), let found = number(left) {
            op = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][text] ?? text
            value = found
        } else {
            return nil
        }
        // `v < 7` and `v <= 6.9` run below 7; `v >= 7` and `v > 6.9` from 7 on (a whole version, rounded up).
        switch op {
        case "<": return .below(Int(value.rounded(.up)))
        case "<=": return value.rounded(.down) == value ? nil : .below(Int(value.rounded(.up)))
        case ">=": return .atLeast(Int(value.rounded(.up)))
        case ">": return value.rounded(.down) == value ? .atLeast(Int(value) + 1) : .atLeast(Int(value.rounded(.up)))
        default: return nil
        }
    }

    // MARK: Text

    private static func leadingInteger(_ text: String) -> Int? {
        let digits = text.unicodeScalars.prefix { $0.properties.numericType != nil && $0.isASCII }
        return digits.isEmpty ? nil : Int(String(String.UnicodeScalarView(digits)))
    }

    private static func leadingNumber(_ text: String) -> Double? {
        let kept = text.unicodeScalars.prefix { ($0.isASCII && $0.properties.numericType != nil) || $0 == "." }
        return kept.isEmpty ? nil : Double(String(String.UnicodeScalarView(kept)))
    }

    /// A string literal's text without `@` and quotes.
    private static func unquoted(_ text: String) -> String {
        var text = Substring(text)
        if text.hasPrefix("@") { text = text.dropFirst() }
        return String(text.drop { $0 == "\"" }.reversed().drop { $0 == "\"" }.reversed())
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}
