import JSONC
import TabBarCore

/// Reads the tabs of a `TabView`'s builder in order: each child view with `.tabItem { … }` (and its `.tag(v)`),
/// each iOS 18 `Tab("T", systemImage: "s", value: v) { … }` / `Tab("T", image: "a") { … }`, the tabs of a
/// `TabSection`, the tabs a `ForEach` over a known collection gives for each element (`SwiftUITabReader+ForEach`). A
/// child under `if`, `switch` or `#if`, a `ForEach` over anything else, a child hidden by `.hidden(…)` /
/// `.defaultVisibility(…)` and a shape it does not know are no tabs it reads: their presence leaves the tabs
/// incomplete, so that no count is taken and alternatives never meet as duplicates. A child it cannot read (no
/// `.tabItem`, a helper) is a tab whose item is unknown.
struct SwiftUITabReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    /// The file's evaluator, built when a `ForEach` or a label that is no literal needs a value.
    var evaluation = SwiftLazyEvaluator()
    /// The names bound around the children read (a `ForEach` element).
    var scope = SwiftEvaluator.Scope()
    var labels: SwiftUILabelReader { SwiftUILabelReader(tokens: tokens, values: values, evaluation: evaluation, scope: scope) }

    /// One tab read from the builder: its item, and its `.tag(…)` or `value:` expression when written.
    struct Tab {
        /// The tag's value for a tab of a `ForEach` (its element's), whose tag expression is the same for every tab.
        var tagValue: EvaluatedValue? = nil
        var item: SourceItem
        var tag: ByteRange?
        /// The tokens the facts of SwiftUI's rules read (`SwiftUIFactsReader`).
        var tokens = TabTokens()
    }

    /// Where a tab is written, by token positions: the child's view and modifiers (`.tabItem` tabs) or the `Tab`
    /// call, its tag or value, its label's builder and its role.
    struct TabTokens {
        var calls: [SwiftUICall] = []
        var tag: Range<Int>?
        var label: (open: Int, close: Int)?
        var role: Range<Int>?
    }

    /// The tabs of a builder as far as read.
    struct Tabs {
        var tabs: [Tab] = []
        /// The first child that is not a tab read (conditional, `ForEach`, a shape not read): then the tabs are
        /// incomplete.
        var firstUnread: ByteRange?
        /// The children under a condition read whole (`if … { tabs } else { tabs }`, a tab hidden by `.hidden(x)` or
        /// `.defaultVisibility(.hidden, for: .tabBar)`), in order: they are not among `tabs`, which stay incomplete.
        var conditionals: [Conditional] = []
        /// Whether a child other than those was left unread (a `ForEach` over unknown data, `switch`, `#if`, a shape
        /// not read).
        var leftOther = false

        mutating func leave(_ range: ByteRange) {
            if firstUnread == nil { firstUnread = range }
            leftOther = true
        }

        /// Leaves the child at `range`, read as `conditional`.
        mutating func leave(_ range: ByteRange, conditional: Conditional) {
            if firstUnread == nil { firstUnread = range }
            conditionals.append(conditional)
        }
    }

    /// Tabs under a condition: each branch's condition (a phrase: `` `isPad` ``, `` not `isPad` ``) and its tabs, and
    /// how many tabs were read before them.
    struct Conditional {
        var position: Int
        var branches: [(condition: String, tabs: [Tab])]
    }

    /// The children of the builder between `open` and `close`, in order.
    func read(open: Int, close: Int, into tabs: inout Tabs, depth: Int = 0) {
        for range in SwiftUICall.views(open: open, close: close, in: tokens) {
            child(range, into: &tabs, depth: depth)
        }
    }

    private func child(_ range: Range<Int>, into tabs: inout Tabs, depth: Int) {
        let first = range.lowerBound
        let whole = tokens.range(of: range)
        if let word = tokens.keyword(first), word != .self, word != .selfType {
            // A declaration (`let _ = Self._printChanges()`) is no view; `if` is a condition, any other keyword a
            // shape not read.
            if word == .let || word == .var { return }
            // A helper's body may return its tab (`return HomeView().tabItem { … }`).
            if word == .return, range.count > 1, depth > 0 {
                child((first + 1)..<range.upperBound, into: &tabs, depth: depth)
                return
            }
            if word == .if, let conditional = conditional(range, position: tabs.tabs.count, depth: depth) {
                tabs.leave(whole, conditional: conditional)
                return
            }
            tabs.leave(whole)
            return
        }
        if tokens.names(first, "ForEach") {
            forEach(range, into: &tabs, depth: depth)
            return
        }
        guard tokens.kind(first) != .poundKeyword, !tokens.spells(first, "switch"),
              let calls = SwiftUICall.chain(range, in: tokens), let view = calls.first else {
            tabs.leave(whole)
            return
        }
        if let hiding = calls.dropFirst().first(where: { tokens.spells($0.name, "hidden") || tokens.spells($0.name, "defaultVisibility") }) {
            if let condition = shownCondition(hiding), !view.isNamed("TabSection", in: tokens), !view.isNamed("ForEach", in: tokens) {
                let shown = isTab(view) ? tab(view) : tabItem(calls, whole: whole)
                tabs.leave(whole, conditional: Conditional(position: tabs.tabs.count, branches: [(condition, [shown])]))
            } else {
                tabs.leave(whole)
            }
            return
        }
        if view.isNamed("TabSection", in: tokens) {
            guard let content = view.closures.first, depth < 4 else {
                tabs.leave(whole)
                return
            }
            read(open: content.open, close: content.close, into: &tabs, depth: depth + 1)
        } else if isTab(view) {
            tabs.tabs.append(tab(view))
        } else if calls.count == 1, depth < 4, let helper = helper(range) {
            // A helper of the file that returns the tabs (`homeTab`, `tab(for: .home)`): its body's children, read
            // with its parameters and `self` bound.
            var reader = self
            reader.scope = helper.scope
            reader.read(open: helper.body.lowerBound - 1, close: helper.body.upperBound, into: &tabs, depth: depth + 1)
        } else {
            tabs.tabs.append(tabItem(calls, whole: whole))
        }
    }

    /// The helper of the file the child `range` names (`SwiftEvaluator.viewHelper`), when its body is in braces.
    private func helper(_ range: Range<Int>) -> SwiftEvaluator.ViewHelper? {
        let first = range.lowerBound
        guard tokens.isIdentifier(first), let initial = tokens.name(first).utf8.first,
              (initial >= UInt8(ascii: "a") && initial <= UInt8(ascii: "z")) || tokens.isPunctuation(first + 1, "."),
              let helper = evaluation.evaluator(for: tokens).viewHelper(range, in: scope),
              helper.body.lowerBound > 0, tokens.isPunctuation(helper.body.lowerBound - 1, "{") else { return nil }
        return helper
    }

    /// Whether `view` is an iOS 18 `Tab`: with arguments, or with its content and `label:` closures alone
    /// (`Tab { … } label: { … }`).
    private func isTab(_ view: SwiftUICall) -> Bool {
        guard view.isNamed("Tab", in: tokens) else { return false }
        return view.arguments != nil || isLabelled(view)
    }

    /// Whether `call`'s trailing closures are a content and a `label:`.
    private func isLabelled(_ call: SwiftUICall) -> Bool {
        call.closures.count == 2 && call.closures[1].label.map { tokens.spells($0, "label") } == true
    }

    /// `Tab("T", systemImage: "s", value: v, role: r) { … }`, `Tab("T", image: "a") { … }`, `Tab(value: v) { … } label: {
    /// … }`, `Tab { … } label: { … }`; any other `Tab` is a tab whose item is unknown.
    private func tab(_ call: SwiftUICall) -> Tab {
        // Without arguments, the item is named by `Tab` alone (not by its content).
        let range = call.arguments == nil ? tokens.range(of: call.name..<(call.name + 1)) : call.head(in: tokens)
        let arguments = call.arguments.map { values.arguments(open: $0.open, close: $0.close) } ?? []
        let tag = arguments.first { $0.label.map { tokens.spells($0, "value") } == true }.map { values.bytes($0.value) }
        let isValueOrRole = { (argument: SwiftValueReader.Argument) in
            argument.label.map { tokens.spells($0, "value") || tokens.spells($0, "role") } == true
        }
        var written = TabTokens(calls: [call])
        written.tag = arguments.first { $0.label.map { tokens.spells($0, "value") } == true }?.value
        written.role = arguments.first { $0.label.map { tokens.spells($0, "role") } == true }?.value
        let unknown = SourceItem(range: range, reference: range, isKnown: false, keysComplete: false)
        if isLabelled(call), arguments.allSatisfy(isValueOrRole) {
            written.label = (call.closures[1].open, call.closures[1].close)
            return Tab(item: labelled(range, content: (call.closures[1].open, call.closures[1].close), styled: false), tag: tag,
                       tokens: written)
        }
        guard arguments.count >= 2, arguments[0].label == nil, let kind = arguments[1].label,
              let image = labels.image(kind, arguments[1].value), arguments.dropFirst(2).allSatisfy(isValueOrRole),
              call.closures.count == 1 else { return Tab(item: unknown, tag: tag, tokens: written) }
        return Tab(item: SourceItem(range: range, reference: range, isKnown: true, keysComplete: true,
                                    title: labels.string(arguments[0].value), image: image), tag: tag, tokens: written)
    }

    /// A view with its modifiers: its `.tabItem { … }` label and `.tag(…)`; without exactly one `.tabItem`, or with
    /// one the reader cannot follow (`.tabItem(helper)`), a tab whose item is unknown.
    private func tabItem(_ calls: [SwiftUICall], whole: ByteRange) -> Tab {
        let modifiers = calls.dropFirst()
        let tagTokens = modifiers.last { tokens.spells($0.name, "tag") }?.arguments.map { ($0.open + 1)..<$0.close }
        let tag = tagTokens.map { tokens.range(of: $0) }
        var written = TabTokens(calls: calls, tag: tagTokens)
        let items = modifiers.filter { tokens.spells($0.name, "tabItem") }
        guard items.count == 1, let call = items.first else {
            return Tab(item: SourceItem(range: whole, reference: whole, isKnown: false, keysComplete: false), tag: tag, tokens: written)
        }
        let range = tokens.range(of: call.name..<call.end)
        // `.tabItem { … }` or `.tabItem({ … })`.
        var content: (open: Int, close: Int)?
        if call.arguments == nil, call.closures.count == 1 {
            content = (call.closures[0].open, call.closures[0].close)
        } else if let parentheses = call.arguments, call.closures.isEmpty, tokens.isPunctuation(parentheses.open + 1, "{"),
                  tokens.partner(parentheses.open + 1) == parentheses.close - 1 {
            content = (parentheses.open + 1, parentheses.close - 1)
        }
        guard let content else {
            return Tab(item: SourceItem(range: range, reference: range, isKnown: false, keysComplete: false), tag: tag,
                       tokens: written)
        }
        written.label = content
        let styled = modifiers.contains { tokens.spells($0.name, "labelStyle") }
        return Tab(item: labelled(range, content: content, styled: styled), tag: tag, tokens: written)
    }

    /// The item at `range` whose label is the builder between `content`'s braces; `styled` when a label style is set
    /// around it.
    private func labelled(_ range: ByteRange, content: (open: Int, close: Int), styled: Bool) -> SourceItem {
        var label = SwiftUILabelReader.Label()
        labels.read(open: content.open, close: content.close, into: &label)
        // A label style may hide the title (`.labelStyle(.iconOnly)`): then it is not known to show.
        if let title = label.title, title.value != .unknown, styled || mentionsLabelStyle(content.open..<content.close) {
            label.title = SourceFact(.unknown, range: title.range)
        }
        return SourceItem(range: range, reference: range, isKnown: true, keysComplete: true, title: label.title, image: label.image)
    }

    /// Whether `.labelStyle` is written among `tokens`.
    private func mentionsLabelStyle(_ range: Range<Int>) -> Bool {
        range.contains { tokens.isPunctuation($0, ".") && tokens.spells($0 + 1, "labelStyle") }
    }
}
