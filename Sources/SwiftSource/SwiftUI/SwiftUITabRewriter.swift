import JSONC
import TabBarCore

/// Rewrites one child of a `TabView`'s builder between the `.tabItem` and `Tab` forms (see `SwiftUITabRewrite`), by
/// cutting and joining the child's own bytes, so that its other modifiers, comments and spelling stay as written.
struct SwiftUITabRewriter {
    let tokens: SwiftTokens
    let values: SwiftValueReader

    /// A label's literal parts, by token: the title, the image argument's label (`systemImage` / `image`) and its value.
    struct Parts {
        var title: Int
        var imageLabel: Int
        var image: Int
    }

    /// The children of the builder between `open` and `close` (those of a `TabSection` instead of the section).
    func children(open: Int, close: Int, depth: Int = 0) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in SwiftUICall.views(open: open, close: close, in: tokens) {
            if let calls = SwiftUICall.chain(range, in: tokens), calls[0].isNamed("TabSection", in: tokens),
               let content = calls[0].closures.first, depth < 4 {
                result += children(open: content.open, close: content.close, depth: depth + 1)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The rewrite of `child`, nil when it is neither form or a part is unknown.
    func rewrite(_ child: Range<Int>, underSelection: Bool) -> SourceRefactoring? {
        guard tokens.keyword(child.lowerBound) == nil, tokens.kind(child.lowerBound) == .identifier,
              let calls = SwiftUICall.chain(child, in: tokens) else { return nil }
        if calls[0].isNamed("Tab", in: tokens) { return toTabItem(calls, child) }
        return toTab(calls, child, underSelection: underSelection)
    }

    // MARK: .tabItem to Tab

    private func toTab(_ calls: [SwiftUICall], _ child: Range<Int>, underSelection: Bool) -> SourceRefactoring? {
        let modifiers = Array(calls.dropFirst())
        let items = modifiers.filter { tokens.spells($0.name, "tabItem") }
        let tags = modifiers.filter { tokens.spells($0.name, "tag") }
        let badges = modifiers.filter { tokens.spells($0.name, "badge") }
        guard items.count == 1, let item = items.first, item.arguments == nil, item.closures.count == 1,
              let parts = label(in: item.closures[0]), tags.count <= 1 else { return nil }
        var value: String?
        if let tag = tags.first {
            guard let parentheses = tag.arguments, tag.closures.isEmpty else { return nil }
            let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
            guard arguments.count == 1, arguments[0].label == nil, !arguments[0].value.isEmpty else { return nil }
            value = text(tokens.range(of: arguments[0].value))
        } else if underSelection {
            // A tab without a tag under a selection is TB034's; a Tab without a value would not compile there.
            return nil
        }
        let whole = tokens.range(of: child)
        let layout = SwiftUIRewriteLayout(bytes: tokens.bytes, start: whole.start)
        let cuts = ([item] + tags + badges).map { cut($0, childEnd: whole.end) }.sorted { $0.start < $1.start }
        var content = ""
        var cursor = whole.start
        for cut in cuts {
            content += text(ByteRange(cursor, cut.start))
            cursor = cut.end
        }
        content += text(ByteRange(cursor, whole.end))
        var head = "Tab(\(text(parts.title)), \(text(parts.imageLabel)): \(text(parts.image))"
        if let value { head += ", value: \(value)" }
        let newline = layout.newline
        var out = layout.carried(comments(in: cuts)) + head + ") {" + newline
        out += layout.indent + layout.unit + layout.shifted(content.trimmingTrailingWhitespace(), by: layout.unit) + newline
        out += layout.indent + "}"
        for badge in badges { out += newline + layout.indent + text(modifierRange(badge)) }
        return SourceRefactoring(title: SwiftUITabRewrite.toTabTitle, range: whole, edits: [TextEdit(range: whole, newText: out)])
    }

    /// `Label("T", systemImage: "s")` / `Label("T", image: "a")` as the whole builder between the closure's braces,
    /// both strings plain literals.
    private func label(in closure: (label: Int?, open: Int, close: Int)) -> Parts? {
        guard let call = SwiftUICall(at: closure.open + 1, limit: closure.close, in: tokens), call.isNamed("Label", in: tokens),
              call.end == closure.close, call.closures.isEmpty, let parentheses = call.arguments else { return nil }
        return parts(values.arguments(open: parentheses.open, close: parentheses.close), extra: 0)
    }

    /// The title and image of `arguments` (`"T", systemImage: "s"` then `extra` more), when both are plain literals.
    private func parts(_ arguments: [SwiftValueReader.Argument], extra: Int) -> Parts? {
        guard arguments.count == 2 + extra, arguments[0].label == nil, arguments[0].value.count == 1,
              let kind = arguments[1].label, tokens.spells(kind, "systemImage") || tokens.spells(kind, "image"),
              arguments[1].value.count == 1 else { return nil }
        let title = arguments[0].value.lowerBound, image = arguments[1].value.lowerBound
        guard tokens.stringValue(title) != nil, tokens.stringValue(image) != nil else { return nil }
        return Parts(title: title, imageLabel: kind, image: image)
    }

    // MARK: Tab to .tabItem

    private func toTabItem(_ calls: [SwiftUICall], _ child: Range<Int>) -> SourceRefactoring? {
        let tab = calls[0]
        guard let parentheses = tab.arguments, tab.closures.count == 1, tab.closures[0].label == nil else { return nil }
        let modifiers = calls.dropFirst()
        // Modifiers of a Tab other than its badge (`customizationID`, `defaultVisibility`, …) have no `.tabItem` form.
        guard modifiers.allSatisfy({ tokens.spells($0.name, "badge") && $0.arguments != nil }) else { return nil }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        let extras = arguments.dropFirst(2)
        guard extras.count <= 1, extras.allSatisfy({ $0.label.map { tokens.spells($0, "value") } == true && !$0.value.isEmpty }),
              let parts = parts(arguments, extra: extras.count) else { return nil }
        let value = extras.first.map { text(tokens.range(of: $0.value)) }
        let (open, close) = (tab.closures[0].open, tab.closures[0].close)
        // One view as the content: `.tabItem` modifies a view, not a list of them.
        guard open + 1 < close, tokens.keyword(open + 1) == nil, tokens.kind(open + 1) != .poundKeyword,
              SwiftUICall.viewEnd(from: open + 1, limit: close, in: tokens) == close else { return nil }
        let whole = tokens.range(of: child)
        let layout = SwiftUIRewriteLayout(bytes: tokens.bytes, start: whole.start)
        let interior = ByteRange(tokens.range(open).end, tokens.range(close).start)
        let content = layout.unshifted(text(interior).trimmingWhitespace(), interiorStart: interior.start)
        let inner = layout.indent + layout.unit
        var out = layout.carried(comments(in: [ByteRange(tokens.range(tab.name).start, tokens.range(parentheses.close).end)]))
        let newline = layout.newline
        out += content + newline
        out += inner + ".tabItem {" + newline
        out += inner + layout.unit + "Label(\(text(parts.title)), \(text(parts.imageLabel)): \(text(parts.image)))" + newline
        out += inner + "}"
        if let value { out += newline + inner + ".tag(\(value))" }
        for badge in modifiers { out += newline + inner + text(modifierRange(badge)) }
        return SourceRefactoring(title: SwiftUITabRewrite.toTabItemTitle, range: whole, edits: [TextEdit(range: whole, newText: out)])
    }

    // MARK: Bytes

    private func text(_ range: ByteRange) -> String {
        let bytes = tokens.bytes
        let start = max(0, min(range.start, bytes.count)), end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func text(_ token: Int) -> String { text(tokens.range(token)) }

    /// `.badge(3)`: from the dot to the end of the call.
    private func modifierRange(_ call: SwiftUICall) -> ByteRange {
        ByteRange(tokens.range(call.name - 1).start, tokens.range(call.end - 1).end)
    }

    /// The bytes a modifier leaves when it is cut out: from its dot (with the spaces before it, and the line break
    /// before those when the modifier ends its line, so that no blank line stays) to the end of the call.
    private func cut(_ call: SwiftUICall, childEnd: Int) -> ByteRange {
        let bytes = tokens.bytes
        let range = modifierRange(call)
        var after = range.end
        while after < childEnd, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let endsLine = after >= childEnd || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
            || (after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        var start = range.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        if endsLine, start > 0, bytes[start - 1] == UInt8(ascii: "\n") {
            start -= 1
            if start > 0, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
        } else if !endsLine {
            start = range.start
        }
        return ByteRange(start, range.end)
    }

    /// The comments inside `ranges` (a `.tabItem` closure, a tag's parentheses, a `Tab`'s arguments), which the
    /// rewrite would otherwise drop, in order.
    private func comments(in ranges: [ByteRange]) -> [String] {
        tokens.view.comments.filter { comment in
            ranges.contains { $0.start <= comment.start && comment.end <= $0.end }
        }.map(text)
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }

    func trimmingWhitespace() -> String {
        var scalars = Substring(trimmingTrailingWhitespace()).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        return String(scalars)
    }
}
