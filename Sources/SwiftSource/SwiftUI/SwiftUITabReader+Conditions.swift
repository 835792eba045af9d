import JSONC
import TabBarCore

extension SwiftUITabReader {
    /// `if a { … } else if b { … } else { … }` spanning `range`, each branch read as tabs; nil when a branch holds a
    /// child that is not a tab read (then the count is not known).
    func conditional(_ range: Range<Int>, position: Int, depth: Int) -> Conditional? {
        guard depth < 4 else { return nil }
        var branches: [(condition: String, tabs: [Tab])] = []
        var previous: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let isIf = tokens.keyword(index) == .if
            let open: Int
            if isIf {
                guard let brace = tokens.view.firstTopLevel(from: index + 1, before: range.upperBound, where: { tokens.isPunctuation($0, "{") })
                else { return nil }
                open = brace
            } else {
                guard tokens.isPunctuation(index, "{") else { return nil }
                open = index
            }
            guard let close = tokens.partner(open), close > open, close < range.upperBound else { return nil }
            var inner = Tabs()
            read(open: open, close: close, into: &inner, depth: depth + 1)
            guard !inner.leftOther else { return nil }
            let (tabs, nested) = Self.merged(inner)
            let own: String
            if isIf {
                own = "`" + Self.spelled(tokens.range(of: (index + 1)..<open), in: tokens.bytes) + "`"
                previous.append(own)
            } else {
                own = "not " + previous.joined(separator: " nor ")
            }
            branches.append((condition: ([own] + nested).joined(separator: " and "), tabs: tabs))
            index = close + 1
            guard index < range.upperBound else { break }
            guard tokens.keyword(index) == .else else { return nil }
            index += 1
        }
        return branches.isEmpty ? nil : Conditional(position: position, branches: branches)
    }

    /// A branch's tabs with those of the conditions inside it, each at its largest branch, in order; and those
    /// conditions.
    static func merged(_ inner: Tabs) -> (tabs: [Tab], conditions: [String]) {
        var tabs: [Tab] = []
        var conditions: [String] = []
        var next = 0
        for position in 0...inner.tabs.count {
            while next < inner.conditionals.count, inner.conditionals[next].position <= position {
                if let branch = inner.conditionals[next].branches.max(by: { $0.tabs.count < $1.tabs.count }), !branch.tabs.isEmpty {
                    tabs += branch.tabs
                    if !conditions.contains(branch.condition) { conditions.append(branch.condition) }
                }
                next += 1
            }
            if position < inner.tabs.count { tabs.append(inner.tabs[position]) }
        }
        return (tabs, conditions)
    }

    /// When a tab hidden by the modifier `hiding` shows: `.hidden(x)` when `x` is false, `.defaultVisibility(.hidden,
    /// for: .tabBar)` when the user shows it; nil for another visibility (a tab always hidden or always shown there).
    func shownCondition(_ hiding: SwiftUICall) -> String? {
        guard let parentheses = hiding.arguments else { return nil }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        if tokens.spells(hiding.name, "hidden") {
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            let value = values.stripped(arguments[0].value)
            if value.count == 1, tokens.spells(value.lowerBound, "true") || tokens.spells(value.lowerBound, "false") { return nil }
            return "not `" + Self.spelled(tokens.range(of: value), in: tokens.bytes) + "`"
        }
        guard arguments.count == 2, arguments[0].label == nil, let target = arguments[1].label, tokens.spells(target, "for") else {
            return nil
        }
        let visibility = values.stripped(arguments[0].value)
        guard visibility.count == 2, tokens.isPunctuation(visibility.lowerBound, "."), tokens.spells(visibility.lowerBound + 1, "hidden"),
              arguments[1].value.contains(where: { tokens.spells($0, "tabBar") }) else { return nil }
        return "the user shows the tab hidden by `.defaultVisibility(.hidden, for: …)`"
    }

    /// The source of `range` on one line: runs of spaces and line breaks made one space.
    static func spelled(_ range: ByteRange, in bytes: [UInt8]) -> String {
        let start = min(max(0, range.start), bytes.count)
        let text = String(decoding: bytes[start..<min(max(start, range.end), bytes.count)], as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
    }
}
