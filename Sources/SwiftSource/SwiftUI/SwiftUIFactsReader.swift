import JSONC
import TabBarCore

/// Gathers a `TabView`'s `SwiftUIBarFacts` from the tabs `SwiftUITabReader` read: the selection, each tab's tag with
/// its literal, where a missing `.tag` goes, the label's ignored modifiers, the content, and the navigation around it.
struct SwiftUIFactsReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    /// Token ranges never read (previews).
    let skipped: [Range<Int>]
    /// The tokens naming a navigation container or link, in file order.
    let navigationHits: [Int]

    /// The facts of the `TabView` at token `name`, whose builder closes at `close`, with the tabs read from it.
    func facts(ofTabViewAt name: Int, close: Int, tabs: SwiftUITabReader.Tabs) -> SwiftUIBarFacts {
        let selections = SwiftUISelectionReader(tokens: tokens, values: values, types: types)
        var contents = SwiftUIContentReader(tokens: tokens, values: values, types: types)
        var facts = SwiftUIBarFacts(tabView: tokens.range(name), selection: selections.selection(ofTabViewAt: name),
                                    isComplete: tabs.firstUnread == nil)
        if case .named(let type?)? = facts.selection?.type?.base {
            facts.selection?.cases = selections.cases(ofEnum: type)
        }
        var readLabels: Set<Int> = []
        for tab in tabs.tabs {
            let written = tab.tokens
            if let label = written.label { readLabels.insert(label.open) }
            let isTabItem = written.calls.count > 1 && written.calls.dropFirst().contains { tokens.spells($0.name, "tabItem") }
            var tabFacts = SwiftUITabFacts(range: tab.item.range, title: tab.item.title, isTabItem: isTabItem)
            if let tag = written.tag {
                tabFacts.tag = SwiftUITag(range: values.bytes(tag), value: selections.literal(tag))
            } else if isTabItem, let last = written.calls.last {
                tabFacts.tagInsertion = insertion(after: last)
            }
            if let label = written.label {
                tabFacts.ignoredModifiers = contents.ignoredModifiers(open: label.open, close: label.close)
            }
            tabFacts.content = contents.content(of: written, isTabItem: isTabItem)
            facts.tabs.append(tabFacts)
        }
        // Action tabs: the values the selection turns away, matched with the tabs' literal tags.
        let actions = SwiftUIActionReader(tokens: tokens, values: values, selections: selections).actions(ofTabViewAt: name, close: close)
        for action in actions {
            for index in facts.tabs.indices where facts.tabs[index].actionTest == nil
                && facts.tabs[index].tag?.value.map({ $0.isSame(as: action.value) }) == true {
                facts.tabs[index].actionTest = action.test
            }
        }
        for label in contents.labelClosures(in: tokens.partner(close).map { ($0 + 1)..<close } ?? close..<close)
        where !readLabels.contains(label.open) && !skipped.contains(where: { $0.contains(label.open) }) {
            facts.unreadLabelModifiers += contents.ignoredModifiers(open: label.open, close: label.close)
        }
        if !tabs.leftOther {
            facts.conditionalTabs = tabs.conditionals.map { conditional in
                SwiftUIConditionalTabs(position: conditional.position, branches: conditional.branches.map { branch in
                    SwiftUIConditionalBranch(condition: branch.condition, tabs: branch.tabs.map(\.item))
                })
            }
        }
        facts.isSearchable = SwiftUICall.modifiers(after: close, in: tokens).contains { tokens.spells($0.name, "searchable") }
        facts.enclosingNavigation = SwiftUINavigationReader(tokens: tokens, types: types, skipped: skipped)
            .navigation(ofTabViewAt: name, hits: navigationHits)
        return facts
    }

    /// Where `.tag(…)` goes after the modifier `last`: straight after it, or on a line of its own, indented as it,
    /// when it starts its line.
    private func insertion(after last: SwiftUICall) -> SwiftUIInsertion {
        let at = ByteRange.empty(at: tokens.range(last.end - 1).end)
        let dot = last.name - 1
        guard tokens.isPunctuation(dot, "."), tokens.startsLine(dot) else { return SwiftUIInsertion(at: at, lead: "") }
        let start = tokens.range(dot).start
        var lineStart = start
        while lineStart > 0, tokens.bytes[lineStart - 1] == 0x20 || tokens.bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart == 0 || tokens.bytes[lineStart - 1] == 0x0A else { return SwiftUIInsertion(at: at, lead: "") }
        let lineBreak = lineStart >= 2 && tokens.bytes[lineStart - 2] == 0x0D ? "\r\n" : "\n"
        return SwiftUIInsertion(at: at, lead: lineBreak + String(decoding: tokens.bytes[lineStart..<start], as: UTF8.self))
    }
}
