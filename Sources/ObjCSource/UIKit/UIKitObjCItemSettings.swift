import JSONC
import SourceText
import TabBarCore

/// Tab items a controller class sets by position in its own methods (SPEC section 8): a local holding
/// `[self.tabBar.items objectAtIndex:N]` / `self.tabBar.items[N]` (an item) or `self.viewControllers[N]` /
/// `self.childViewControllers[N]` (a child, its `tabBarItem` or `title`), then that local's fields set; the bar
/// may itself be a local first (`UITabBar *tabBar = self.tabBar; [tabBar.items objectAtIndex:0]`).
/// A local assigned again stands for its latest value. Literal indexes only.
struct UIKitObjCItemSettings {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }
    var expressions: ObjCExpressions { resolver.expressions }

    func settings() -> [ItemSettingByPosition] {
        var result: [ItemSettingByPosition] = []
        for container in resolver.declarations.containers where container.kind == .implementation && container.category == nil {
            guard !container.name.hasPrefix("CYL") else { continue }
            // A holder is `self.tabBar.items[N]`, `self.viewControllers[N]` or `self.childViewControllers[N]`.
            for method in container.methods where resolver.mayHold(method, [.viewControllers, .childViewControllers, .tabBarItem])
                || (resolver.mayHold(method, .tabBar) && resolver.mayHold(method, .items)) {
                let body = resolver.body(method)
                let (pinned, written) = settings(in: body, className: container.name)
                result += pinned + looseWrites(in: body, className: container.name, except: written)
            }
        }
        return result
    }

    /// The settings of `body` by position, and the `tabBarItem` tokens of the writes they come from.
    private func settings(in body: ObjCMethodBody, className: String) -> ([ItemSettingByPosition], Set<Int>) {
        // name → (where, index, whether it holds an item rather than a child), in order; the index is
        // `unknownIndex` for a position that is not a literal, `reassigned` once the local holds something else.
        var holders: [String: [(start: Int, index: Int, isItem: Bool)]] = [:]
        // Locals holding the controller's own bar (`UITabBar *tabBar = self.tabBar;`), while they do.
        var bars: Set<String> = []
        var result: [(start: Int, setting: ItemSettingByPosition)] = []
        var written: Set<Int> = []
        for write in directWrites(in: body, className: className) {
            result.append((write.start, write.setting))
            if let token = write.itemToken { written.insert(token) }
        }
        for assignment in body.assignments.sorted(by: { $0.start < $1.start }) {
            if assignment.names.count >= 2, holders.isEmpty { continue }
            let name = view.text(assignment.names[0])
            if assignment.names.count == 1 {
                if isOwnBar(assignment.value) { bars.insert(name) } else { bars.remove(name) }
                if let (index, isItem) = positional(assignment.value, bars: bars) {
                    holders[name, default: []].append((assignment.start, index, isItem))
                } else if holders[name] != nil {
                    holders[name, default: []].append((assignment.start, Self.reassigned, false))
                }
                continue
            }
            guard let holder = holders[name]?.last(where: { $0.start < assignment.start }), holder.index != Self.reassigned else { continue }
            let chain = assignment.names.dropFirst().map { view.text($0) }
            let path = holder.isItem ? chain : (chain == ["title"] ? ["tabBarItem", "title"] : chain)
            guard path.count == (holder.isItem ? 1 : 2), holder.isItem || path[0] == "tabBarItem" else { continue }
            guard let last = path.last, let setting = setting(last, assignment.value, index: holder.index, className: className) else { continue }
            result.append((assignment.start, setting))
            if !holder.isItem { written.insert(assignment.names[1]) }
        }
        // In source order: a later write to a field wins.
        return (result.sorted { $0.start < $1.start }.map(\.setting), written)
    }

    /// The fields written straight on a tab taken by position, with no local between: `self.tabBar.items[0].title = …`,
    /// `[self.tabBar.items objectAtIndex:1].image = …`, `self.viewControllers[2].tabBarItem.title = …`,
    /// `[self.tabBar.items[0] setImage:…]`, `[self.viewControllers[1].tabBarItem setTitle:…]`; each with its statement's
    /// start and, for a child's, its `tabBarItem` token.
    private func directWrites(in body: ObjCMethodBody, className: String)
        -> [(start: Int, setting: ItemSettingByPosition, itemToken: Int?)] {
        var found: [(start: Int, setting: ItemSettingByPosition, itemToken: Int?)] = []
        func add(_ start: Int, _ index: Int, _ name: String, _ value: Range<Int>, _ itemToken: Int?) {
            guard let setting = setting(name, value, index: index, className: className) else { return }
            found.append((start, setting, itemToken))
        }
        // `<tab>.field = value` and `<tab>.tabBarItem.field = value`, `<tab>` ending at a `]`.
        for name in ["items", "viewControllers", "childViewControllers"] {
            for token in body.occurrences[name] ?? [] {
                guard let (tab, index, isItem) = positionalTab(around: token) else { continue }
                var cursor = tab.upperBound
                var itemToken: Int?
                if !isItem {
                    guard view.isPunctuation(cursor, "."), view.isWord(cursor + 1, "tabBarItem") else { continue }
                    itemToken = cursor + 1
                    cursor += 2
                }
                guard view.isPunctuation(cursor, "."), view.isIdentifier(cursor + 1), view.isOperator(cursor + 2, "=") else { continue }
                let end = view.expressionEnd(from: cursor + 3, limit: body.close)
                guard end > cursor + 3 else { continue }
                add(tab.lowerBound, index, view.text(cursor + 1), (cursor + 3)..<end, itemToken)
            }
        }
        // `[<tab> setImage:value]`, `[<tab>.tabBarItem setTitle:value]`.
        for send in body.sends where send.arguments.count == 1 && send.extraArguments.isEmpty {
            let name: String
            switch send.selector {
            case "setTitle:": name = "title"
            case "setImage:": name = "image"
            case "setSelectedImage:": name = "selectedImage"
            default: continue
            }
            var receiver = expressions.core(send.receiver)
            var itemToken: Int?
            if receiver.count > 2, view.isWord(receiver.upperBound - 1, "tabBarItem"), view.isPunctuation(receiver.upperBound - 2, ".") {
                itemToken = receiver.upperBound - 1
                receiver = receiver.lowerBound..<(receiver.upperBound - 2)
            }
            guard let last = receiver.last, view.isPunctuation(last, "]"), let open = view.partner(last), open < last else { continue }
            // The collection's last token: before a subscript's `[`, or before `objectAtIndex` in a message.
            let collectionEnd = open == receiver.lowerBound ? (receiver.lowerBound..<last).first { view.isWord($0, "objectAtIndex") }.map { $0 - 1 } : open - 1
            guard let collectionEnd, let (tab, index, isItem) = positionalTab(around: collectionEnd),
                  tab == receiver, isItem == (itemToken == nil) else { continue }
            add(send.open, index, name, send.arguments[0], itemToken)
        }
        return found
    }

    /// The tab taken by position whose collection ends at token `index` (`items`, `viewControllers`) or whose
    /// `objectAtIndex:` message holds it: its tokens, its position and whether it is an item.
    private func positionalTab(around index: Int) -> (Range<Int>, Int, Bool)? {
        // `self.tabBar.items[N]`, `self.viewControllers[N]`.
        if view.isPunctuation(index + 1, "["), let close = view.partner(index + 1), close > index + 1 {
            for length in [5, 3] where index + 1 - length >= 0 {
                let tab = (index + 1 - length)..<(close + 1)
                if let (position, isItem) = positional(tab, bars: []), expressions.core(tab) == tab { return (tab, position, isItem) }
            }
            return nil
        }
        // `[self.tabBar.items objectAtIndex:N]`.
        if view.isWord(index + 1, "objectAtIndex"), view.isPunctuation(index + 2, ":") {
            for length in [5, 3] where index - length >= 0 {
                let open = index - length
                guard view.isPunctuation(open, "["), let close = view.partner(open), close > index else { continue }
                let tab = open..<(close + 1)
                if let (position, isItem) = positional(tab, bars: []) { return (tab, position, isItem) }
            }
        }
        return nil
    }

    /// The setting of a tab's field `name` (`title`, `image`, `selectedImage`, `enabled`) to `value` at `index`
    /// (`unknownIndex` for a position that is not a literal); nil for another field, or `enabled` given a true value.
    private func setting(_ name: String, _ value: Range<Int>, index: Int, className: String) -> ItemSettingByPosition? {
        let field: ItemSettingByPosition.Field
        let fact: SourceFact<String>?
        switch name {
        case "enabled":
            guard expressions.isFalse(value) else { return nil }
            field = .disabled; fact = nil
        case "title": field = .title; fact = expressions.title(value)
        case "image": field = .image; fact = expressions.imageName(value)
        case "selectedImage": field = .selectedImage; fact = expressions.imageName(value)
        default: return nil
        }
        return ItemSettingByPosition(className: className, index: index == Self.unknownIndex ? nil : index, field: field,
                                     value: expressions.isNil(value) ? nil : fact)
    }

    /// `(N, true)` for `self.tabBar.items[N]` / `[self.tabBar.items objectAtIndex:N]`; `(N, false)` for
    /// `self.viewControllers[N]`, `self.childViewControllers[N]` and their `objectAtIndex:` forms.
    private func positional(_ tokens: Range<Int>, bars: Set<String>) -> (Int, Bool)? {
        let core = expressions.core(tokens)
        var collection: Range<Int>
        var indexToken: Int
        if core.count >= 3, view.isPunctuation(core.upperBound - 1, "]"), let open = view.partner(core.upperBound - 1),
           open > core.lowerBound, open < core.upperBound - 2, !view.isPunctuation(core.lowerBound, "[") {
            collection = core.lowerBound..<open
            // An index of more than one token is no literal.
            indexToken = open == core.upperBound - 3 ? core.upperBound - 2 : open
        } else if core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
                  let send = ObjCMessageSend.parse(at: core.lowerBound, in: view), send.selector == "objectAtIndex:" {
            let argument = expressions.core(send.arguments[0])
            collection = expressions.core(send.receiver)
            // An index of more than one token is no literal.
            indexToken = argument.count == 1 ? argument.lowerBound : send.open
        } else {
            return nil
        }
        let index: Int
        if view.kind(indexToken) == .number {
            guard let literal = Int(view.text(indexToken)), literal >= 0, literal < 64 else { return nil }
            index = literal
        } else {
            index = Self.unknownIndex
        }
        let words = collection.map { view.text($0) }
        if words.count == 3, words[1] == ".", words[2] == "items", bars.contains(words[0]) { return (index, true) }
        switch words {
        case ["self", ".", "tabBar", ".", "items"]: return (index, true)
        case ["self", ".", "viewControllers"], ["self", ".", "childViewControllers"]: return (index, false)
        default: return nil
        }
    }

    /// Whether `tokens` is the controller's own bar: `self.tabBar` or `[self tabBar]`.
    private func isOwnBar(_ tokens: Range<Int>) -> Bool {
        let words = expressions.core(tokens).map { view.text($0) }
        return words == ["self", ".", "tabBar"] || words == ["[", "self", "tabBar", "]"]
    }

    /// A holder's index when the position is not a literal, and once the local holds something else.
    private static let unknownIndex = -1
    private static let reassigned = -2

    /// The writes to a tab's item in `body` that this reading cannot pin to one tab: `vc.tabBarItem.image = …`,
    /// `[vc.tabBarItem setImage:…]`, `[[vc tabBarItem] setTitle:…]`, `vc.tabBarItem = …`,
    /// `self.viewControllers[i].tabBarItem.title = …` (a receiver that is not `self`: a local, a loop's element, an
    /// element of a collection, another controller). `self.tabBarItem` and `self.navigationController.tabBarItem`
    /// are the class's own item (`UIKitObjCOwnItem`). Each is a setting without an index, its value unknown.
    /// A write read by position (a `tabBarItem` token of `pinned`) is not loose.
    private func looseWrites(in body: ObjCMethodBody, className: String, except pinned: Set<Int>) -> [ItemSettingByPosition] {
        var result: [ItemSettingByPosition] = []
        for token in body.occurrences["tabBarItem"] ?? [] where !isOwnItem(token) && !pinned.contains(token) {
            let fields: [ItemSettingByPosition.Field]
            if view.isPunctuation(token - 1, "."), view.isOperator(token + 1, "=") {
                fields = [.title, .image, .selectedImage]
            } else if let field = fieldWritten(after: view.isPunctuation(token + 1, "]") && !view.isPunctuation(token - 1, ".") ? token + 1 : token) {
                fields = [field]
            } else {
                continue
            }
            let unknown = SourceFact<String>(.unknown, range: view.range(token))
            result += fields.map { ItemSettingByPosition(className: className, index: nil, field: $0, value: unknown) }
        }
        return result
    }

    /// The field written right after token `index` (the item, or the `]` of a message returning it):
    /// `.image = …` or a setter message `setImage:` to it.
    private func fieldWritten(after index: Int) -> ItemSettingByPosition.Field? {
        let name: String
        if view.isPunctuation(index + 1, "."), view.isIdentifier(index + 2), view.isOperator(index + 3, "=") {
            name = view.text(index + 2)
        } else if view.isIdentifier(index + 1), view.isPunctuation(index + 2, ":") {
            switch view.text(index + 1) {
            case "setTitle": name = "title"
            case "setImage": name = "image"
            case "setSelectedImage": name = "selectedImage"
            default: return nil
            }
        } else {
            return nil
        }
        switch name {
        case "title": return .title
        case "image": return .image
        case "selectedImage": return .selectedImage
        default: return nil
        }
    }

    /// Whether `tabBarItem` at `index` is the class's own item: `self.tabBarItem`, `[self tabBarItem]`, or its
    /// navigation controller's (`self.navigationController.tabBarItem`).
    private func isOwnItem(_ index: Int) -> Bool {
        if view.isPunctuation(index - 1, ".") {
            let receiver = index - 2
            if view.isWord(receiver, "self") { return !view.isPunctuation(receiver - 1, ".") }
            return view.isWord(receiver, "navigationController") && view.isPunctuation(receiver - 1, ".")
                && view.isWord(receiver - 2, "self") && !view.isPunctuation(receiver - 3, ".")
        }
        return view.isWord(index - 1, "self") && view.isPunctuation(index - 2, "[")
    }
}
