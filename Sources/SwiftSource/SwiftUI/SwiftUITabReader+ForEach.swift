import JSONC
import TabBarCore

extension SwiftUITabReader {
    /// The most tabs one `ForEach` expands to; past it the set is read as unbounded.
    static let forEachLimit = 64

    /// `ForEach(collection) { element in … }`, `ForEach(collection, id: \.self) { … }`, `ForEach(…, content: { … })`
    /// (the element `$0` without a parameter): when the evaluator knows the collection (a literal array,
    /// `Enum.allCases`, a static array), the tabs its content gives for each element in order, the parameter bound to
    /// the element; otherwise an unbounded set of tabs, which leaves the tabs incomplete.
    func forEach(_ range: Range<Int>, into tabs: inout Tabs, depth: Int) {
        let whole = tokens.range(of: range)
        guard depth < 4, let content = forEachContent(range), content.data.count > 0 else {
            tabs.leave(whole)
            return
        }
        let collection = evaluation.evaluator(for: tokens).evaluate(values.stripped(content.data), in: scope)
        guard let elements = collection.elements, elements.count <= Self.forEachLimit else {
            tabs.leave(whole)
            return
        }
        let parameter = closureParameter(open: content.open, close: content.close)
        for element in elements {
            var reader = self
            reader.scope.bindings[parameter.name] = element
            var inner = Tabs()
            reader.read(open: parameter.bodyOpen, close: content.close, into: &inner, depth: depth + 1)
            for var tab in inner.tabs {
                tab.tagValue = tab.tag.flatMap { reader.tagValue($0, within: parameter.bodyOpen..<content.close) }
                // A view `ForEach` makes is tagged with its element's identity: a tag is there, though not written
                // (its value is not read here: it is the `ForEach`'s, at the call).
                if tab.tokens.tag == nil { tab.tokens.tag = range.lowerBound..<(range.lowerBound + 1) }
                tabs.tabs.append(tab)
            }
            if let unread = inner.firstUnread { tabs.leave(unread) }
        }
    }

    /// The collection argument and the content closure's braces of the `ForEach` call `range`; nil for another shape.
    private func forEachContent(_ range: Range<Int>) -> (data: Range<Int>, open: Int, close: Int)? {
        guard let call = SwiftUICall(at: range.lowerBound, limit: range.upperBound, in: tokens), call.end == range.upperBound,
              let parentheses = call.arguments else { return nil }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        guard let data = arguments.first, data.label == nil else { return nil }
        var closure: (open: Int, close: Int)?
        if call.closures.count == 1, call.closures[0].label == nil {
            closure = (call.closures[0].open, call.closures[0].close)
        }
        for argument in arguments.dropFirst() {
            guard let label = argument.label else { return nil }
            if tokens.spells(label, "content"), closure == nil, argument.value.count >= 2, tokens.isPunctuation(argument.value.lowerBound, "{"),
               tokens.partner(argument.value.lowerBound) == argument.value.upperBound - 1 {
                closure = (argument.value.lowerBound, argument.value.upperBound - 1)
            } else if !tokens.spells(label, "id") {
                return nil
            }
        }
        guard let closure else { return nil }
        return (data.value, closure.open, closure.close)
    }

    /// The parameter a closure between `open` and `close` names (`tab in`, `(tab) in`, `tab -> some View in`), and the
    /// token its body follows (the `in`, or the `{` when it names none: then its element is `$0`).
    private func closureParameter(open: Int, close: Int) -> (name: String, bodyOpen: Int) {
        guard let keyword = tokens.view.firstTopLevel(from: open + 1, before: close, where: { tokens.keyword($0) == .in }) else {
            return ("$0", open)
        }
        let name = (open + 1..<keyword).first { tokens.isIdentifier($0) && tokens.keyword($0) == nil }
        // `_ in`: the element is bound to no name a label could use.
        return (name.map { tokens.name($0) } ?? "_", keyword)
    }

    /// The value of the tag whose expression spans `bytes`, a part of the closure `tokens`.
    private func tagValue(_ bytes: ByteRange, within range: Range<Int>) -> EvaluatedValue? {
        guard let first = range.first(where: { tokens.range($0).start >= bytes.start }) else { return nil }
        var end = first
        while end < range.upperBound, tokens.range(end).end <= bytes.end { end += 1 }
        guard end > first else { return nil }
        return evaluation.evaluator(for: tokens).evaluate(first..<end, in: scope)
    }
}
