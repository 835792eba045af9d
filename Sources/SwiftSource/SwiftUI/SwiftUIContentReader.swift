import JSONC
import TabBarCore

/// Reads what a tab shows and how its label is styled, as far as the file tells: the content's root view type (inside
/// a `NavigationStack` / `NavigationView` too), a literal `.navigationTitle` of the content or of that type's body,
/// whether it is searchable or an empty placeholder, and the label's modifiers that the tab bar ignores. A type the
/// file does not declare leaves what its body would say unknown.
struct SwiftUIContentReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    /// What each view type of the file was found to hold, read once however many tabs show it.
    private var summaries: [String: TypeSummary] = [:]

    init(tokens: SwiftTokens, values: SwiftValueReader, types: [SwiftTypeDeclaration]) {
        self.tokens = tokens
        self.values = values
        self.types = types
    }

    /// What a view type's body says: its own navigation titles (nil when more than a few), whether it holds a
    /// navigation container, whether it is searchable.
    private struct TypeSummary {
        var titles: [Int]?
        var holdsNavigation: Bool
        var search: SwiftUITabContent.Search?
    }

    static let navigationContainers = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let ignoredModifiers = ["font", "foregroundColor", "foregroundStyle", "frame", "imageScale", "padding",
                                   "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]
    /// SwiftUI's views that show no app code of their own: a body naming only these (and the file's views) is
    /// known whole.
    static let systemViews: Set<String> = [
        "Text", "Image", "Label", "List", "Form", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "ScrollView", "ScrollViewReader", "ForEach", "Group", "NavigationStack", "NavigationView",
        "NavigationLink", "NavigationSplitView", "Button", "Toggle", "Picker", "Spacer", "Divider", "EmptyView", "Color",
        "ProgressView", "TextField", "SecureField", "Menu", "ContentUnavailableView", "GeometryReader", "Grid", "GridRow",
        "LabeledContent", "Link", "ShareLink", "Stepper", "Slider", "DatePicker", "Circle", "Rectangle", "RoundedRectangle",
        "Capsule", "ViewThatFits", "DisclosureGroup", "GridItem", "Binding", "LocalizedStringKey",
        // Not views, but named in bodies: `some View {`, values built in place.
        "View", "Self", "String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Array", "Set", "Task", "Font", "CGFloat",
    ]

    // MARK: Labels

    /// The label builders among the tokens `range` of a `TabView`'s builder, wherever its children are (under `if`,
    /// `#if`, `ForEach` too): each `.tabItem { … }` and each `Tab(…) { … } label: { … }`'s label closure.
    func labelClosures(in range: Range<Int>) -> [(open: Int, close: Int)] {
        var found: [(open: Int, close: Int)] = []
        for index in range where tokens.isPunctuation(index, "{") {
            let isTabItem = tokens.spells(index - 1, "tabItem") && tokens.isPunctuation(index - 2, ".")
            let isLabel = tokens.isPunctuation(index - 1, ":") && tokens.spells(index - 2, "label") && tokens.isPunctuation(index - 3, "}")
                && closesTabContent(index - 3)
            guard isTabItem || isLabel, let close = tokens.partner(index), close > index, close < range.upperBound else { continue }
            found.append((index, close))
        }
        return found
    }

    /// Whether the `}` at `close` ends the content closure of a `Tab(…) { … }` (not of a `Menu`, a `Button`, another
    /// view with a `label:` closure).
    private func closesTabContent(_ close: Int) -> Bool {
        guard let open = tokens.partner(close), open < close else { return false }
        if tokens.names(open - 1, "Tab") { return !tokens.isPunctuation(open - 2, ".") }
        guard tokens.isPunctuation(open - 1, ")"), let arguments = tokens.partner(open - 1), arguments < open - 1 else { return false }
        return tokens.names(arguments - 1, "Tab") && !tokens.isPunctuation(arguments - 2, ".")
    }

    /// The ignored modifiers and `Button`s in the label builder between `open` and `close` (in the branches of an
    /// `if` or `#if` too).
    func ignoredModifiers(open: Int, close: Int, depth: Int = 0) -> [SwiftUIIgnoredModifier] {
        var found: [SwiftUIIgnoredModifier] = []
        guard depth < 4 else { return found }
        for range in SwiftUICall.views(open: open, close: close, in: tokens) {
            let index = range.lowerBound, end = range.upperBound
            if tokens.keyword(index) == .if || (tokens.kind(index) == .poundKeyword && tokens.spells(index, "#if")) {
                // Each branch's views are the label's in some run.
                var cursor = index
                while cursor < end {
                    if tokens.isPunctuation(cursor, "{"), let branchEnd = tokens.partner(cursor), branchEnd > cursor, branchEnd < end {
                        found += ignoredModifiers(open: cursor, close: branchEnd, depth: depth + 1)
                        cursor = branchEnd + 1
                    } else if tokens.kind(cursor) == .poundKeyword, !tokens.spells(cursor, "#endif") {
                        // `#if os(iOS)` … `#else` …: the views between the directives.
                        let next = ((cursor + 1)..<end).first { tokens.kind($0) == .poundKeyword } ?? end
                        found += ignoredModifiers(open: tokens.expressionEnd(from: cursor + 1, limit: next) - 1, close: next,
                                                  depth: depth + 1)
                        cursor = next
                    } else {
                        cursor += 1
                    }
                }
            } else if let calls = SwiftUICall.chain(index..<end, in: tokens), let view = calls.first {
                if view.isNamed("Button", in: tokens) {
                    found.append(SwiftUIIgnoredModifier(name: "Button", range: view.head(in: tokens)))
                } else if ["VStack", "HStack", "ZStack", "Group", "Label"].contains(where: { view.isNamed($0, in: tokens) }) {
                    for closure in view.closures {
                        found += ignoredModifiers(open: closure.open, close: closure.close, depth: depth + 1)
                    }
                }
                for modifier in calls.dropFirst() where Self.ignoredModifiers.contains(where: { tokens.names(modifier.name, $0) }) {
                    found.append(SwiftUIIgnoredModifier(name: tokens.name(modifier.name),
                                                        range: tokens.range(of: (modifier.name - 1)..<modifier.end)))
                }
            }
        }
        return found
    }

    // MARK: Content

    /// The content of a tab: a `.tabItem` child's view and modifiers, or a `Tab`'s content closure.
    mutating func content(of tab: SwiftUITabReader.TabTokens, isTabItem: Bool) -> SwiftUITabContent {
        var content = SwiftUITabContent()
        if let role = tab.role {
            let stripped = values.stripped(role)
            if stripped.count == 2, tokens.isPunctuation(stripped.lowerBound, "."), tokens.spells(stripped.lowerBound + 1, "search") {
                content.searchRole = tokens.range(of: stripped)
            }
        }
        guard let first = tab.calls.first else { return content }
        if isTabItem {
            view(tab.calls, into: &content, depth: 0)
        } else if first.isNamed("Tab", in: tokens), let closure = first.closures.first, closure.label == nil {
            // The content closure's one view (declarations aside).
            var views: [Range<Int>] = []
            var index = closure.open + 1
            while index < closure.close, views.count < 2 {
                let end = max(SwiftUICall.viewEnd(from: index, limit: closure.close, in: tokens), index + 1)
                if let word = tokens.keyword(index), word == .let || word == .var {} else if !tokens.isPunctuation(index, ";") {
                    views.append(index..<end)
                }
                index = end
            }
            if views.isEmpty {
                content.search = .placeholder
            } else if views.count == 1, let calls = SwiftUICall.chain(views[0], in: tokens) {
                view(calls, into: &content, depth: 0)
            }
        }
        return content
    }

    /// A view and its modifiers (`HomeView().navigationTitle("Home")`, `NavigationStack { HomeView() }`).
    private mutating func view(_ calls: [SwiftUICall], into content: inout SwiftUITabContent, depth: Int) {
        guard let base = calls.first, depth < 3 else { return }
        var titles: [Int] = []
        for modifier in calls.dropFirst() {
            if tokens.spells(modifier.name, "navigationTitle") { titles.append(modifier.name) }
            if tokens.spells(modifier.name, "searchable") { content.search = .searchable }
        }
        if isPlaceholder(calls) {
            content.search = .placeholder
            content.holdsNavigation = false
            return
        }
        if Self.navigationContainers.contains(where: { base.isNamed($0, in: tokens) }) {
            content.holdsNavigation = true
            if base.isNamed("NavigationSplitView", in: tokens) { return }
            if let closure = base.closures.first, let inner = onlyView(open: closure.open, close: closure.close),
               let innerCalls = SwiftUICall.chain(inner, in: tokens) {
                var innerContent = content
                innerContent.holdsNavigation = true
                view(innerCalls, into: &innerContent, depth: depth + 1)
                content = innerContent
                content.holdsNavigation = true
            }
            if titles.count == 1, content.navigationTitle == nil { content.navigationTitle = title(at: titles[0]) }
            return
        }
        guard tokens.isTypeName(base.name), !Self.systemViews.contains(tokens.name(base.name)) else { return }
        let name = tokens.name(base.name)
        content.rootType = name
        guard let type = declaration(of: name), let open = type.open else {
            if titles.count == 1 { content.navigationTitle = title(at: titles[0]) }
            // Declared in another file: its body's title is that file's to tell (`SwiftUILinking`).
            content.rootTitleElsewhere = titles.isEmpty && content.navigationTitle == nil
            return
        }
        let summary = summaries[name] ?? summarize(open: open, close: type.close)
        summaries[name] = summary
        if let bodyTitles = summary.titles, titles.count + bodyTitles.count == 1 {
            content.navigationTitle = title(at: (titles + bodyTitles)[0])
        }
        if content.holdsNavigation == nil { content.holdsNavigation = summary.holdsNavigation }
        if content.search == nil { content.search = summary.search }
    }

    /// The summary of the type whose body's braces are `open` and `close` (nil: to the file's end).
    private func summarize(open: Int, close: Int?) -> TypeSummary {
        let body = (open + 1)..<max(open + 1, close ?? tokens.count)
        // The titles of the screens it pushes or presents are theirs; past a few, which one shows is not told.
        let screens = SwiftUINavigationReader(tokens: tokens, types: types, skipped: [])
        let candidates = Array(body.lazy.filter { tokens.isPunctuation($0 - 1, ".") && tokens.spells($0, "navigationTitle") }.prefix(9))
        let titles = candidates.count > 8 ? nil : candidates.filter { !screens.isInDestination($0, after: open) }
        let holdsNavigation = body.contains { index in Self.navigationContainers.contains { tokens.names(index, $0) } }
        return TypeSummary(titles: titles, holdsNavigation: holdsNavigation, search: search(in: body, depth: 0))
    }

    /// Whether the view is an empty placeholder: `EmptyView()`, `Spacer()`, `Color.clear`, `Text("")`.
    private func isPlaceholder(_ calls: [SwiftUICall]) -> Bool {
        guard let base = calls.first else { return false }
        if base.isNamed("Color", in: tokens), base.arguments == nil, base.closures.isEmpty, calls.count >= 2,
           tokens.spells(calls[1].name, "clear") {
            return true
        }
        guard let arguments = base.arguments, base.closures.isEmpty else { return false }
        if base.isNamed("EmptyView", in: tokens) || base.isNamed("Spacer", in: tokens) {
            return arguments.close == arguments.open + 1
        }
        if base.isNamed("Text", in: tokens), arguments.close == arguments.open + 2 {
            return tokens.stringValue(arguments.open + 1) == ""
        }
        return false
    }

    /// The one view of a builder, nil when there are none or several.
    private func onlyView(open: Int, close: Int) -> Range<Int>? {
        let views = SwiftUICall.views(open: open, close: close, in: tokens)
        return views.count == 1 ? views[0] : nil
    }

    /// `navigationTitle("T")` at the name token: the literal at its string, nil for anything else.
    func title(at name: Int) -> SourceFact<String>? {
        guard tokens.isPunctuation(name + 1, "(") else { return nil }
        if tokens.partner(name + 1) == name + 3, let text = tokens.stringValue(name + 2) {
            return SourceFact(.literal(text), range: tokens.range(of: name..<(name + 4)))
        }
        // `.navigationTitle(Text("Title"))`: the same localized key as the string alone.
        guard tokens.partner(name + 1) == name + 6, tokens.spells(name + 2, "Text"), tokens.isPunctuation(name + 3, "("),
              tokens.partner(name + 3) == name + 5, let text = tokens.stringValue(name + 4) else { return nil }
        return SourceFact(.literal(text), range: tokens.range(of: name..<(name + 7)))
    }

    /// The struct or class the file declares named `name`.
    func declaration(of name: String) -> SwiftTypeDeclaration? {
        types.first { ($0.kind == .structType || $0.kind == .classType) && $0.name == name }
    }

    /// Whether the body tokens `body` make a searchable screen: `.searchable` in it or in the body of a view of the
    /// file it shows (one level); unknown when it shows a view the file does not declare.
    private func search(in body: Range<Int>, depth: Int) -> SwiftUITabContent.Search? {
        if body.contains(where: { tokens.isPunctuation($0 - 1, ".") && tokens.spells($0, "searchable") }) { return .searchable }
        var unknown = false
        // Each view type once: a list of a hundred rows reads the row's body once.
        var seen: Set<String> = []
        for index in body where tokens.isTypeName(index) && !tokens.isPunctuation(index - 1, ".")
            && (tokens.isPunctuation(index + 1, "(") || tokens.isPunctuation(index + 1, "{")) {
            let name = tokens.name(index)
            if Self.systemViews.contains(name) || !seen.insert(name).inserted { continue }
            guard depth == 0, let type = declaration(of: name), let open = type.open else {
                unknown = true
                continue
            }
            switch search(in: (open + 1)..<max(open + 1, type.close ?? tokens.count), depth: depth + 1) {
            case .searchable?: return .searchable
            case nil: unknown = true
            default: break
            }
        }
        return unknown ? nil : .notSearchable
    }
}
