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
            guard inner.firstUnread == nil else { return nil }
            if isIf {
                let condition = "`" + Self.spelled(tokens.range(of: (index + 1)..<open), in: tokens.bytes) + "`"
                branches.append((condition, inner.tabs))
                previous.append(condition)
            } else {
                branches.append(("not " + previous.joined(separator: " nor "), inner.tabs))
            }
            index = close + 1
            guard index < range.upperBound else { break }
            guard tokens.keyword(index) == .else else { return nil }
            index += 1
        }
        return branches.isEmpty ? nil : Conditional(position: position, branches: branches)
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
        let text = String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
    }
}
