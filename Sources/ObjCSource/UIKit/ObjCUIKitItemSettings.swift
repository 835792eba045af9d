import JSONC
import SourceText
import TabBarCore

/// Tab items a controller class sets by position in its own methods (SPEC section 8): a local holding
/// `[self.tabBar.items objectAtIndex:N]` / `self.tabBar.items[N]` (an item) or `self.viewControllers[N]` /
/// `self.childViewControllers[N]` (a child, its `tabBarItem` or `title`), then that local's fields set.
/// A local assigned again stands for its latest value. Literal indexes only.
struct ObjCUIKitItemSettings {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }
    var expressions: ObjCExpressions { resolver.expressions }

    func settings() -> [UIKitItemSetting] {
        var result: [UIKitItemSetting] = []
        for container in resolver.declarations.containers where container.kind == .implementation && container.category == nil {
            guard !container.name.hasPrefix("CYL") else { continue }
            // A holder is `self.tabBar.items[N]`, `self.viewControllers[N]` or `self.childViewControllers[N]`.
            for method in container.methods where resolver.mayHold(method, [.viewControllers, .childViewControllers])
                || (resolver.mayHold(method, .tabBar) && resolver.mayHold(method, .items)) {
                result += settings(in: resolver.body(method), className: container.name)
            }
        }
        return result
    }

    private func settings(in body: ObjCMethodBody, className: String) -> [UIKitItemSetting] {
        // name → (where, index, whether it holds an item rather than a child), in order.
        var holders: [String: [(start: Int, index: Int, isItem: Bool)]] = [:]
        var result: [UIKitItemSetting] = []
        for assignment in body.assignments.sorted(by: { $0.start < $1.start }) {
            if assignment.names.count >= 2, holders.isEmpty { continue }
            let name = view.text(assignment.names[0])
            if assignment.names.count == 1 {
                if let (index, isItem) = positional(assignment.value) {
                    holders[name, default: []].append((assignment.start, index, isItem))
                } else if holders[name] != nil {
                    holders[name, default: []].append((assignment.start, -1, false))
                }
                continue
            }
            guard let holder = holders[name]?.last(where: { $0.start < assignment.start }), holder.index >= 0 else { continue }
            let chain = assignment.names.dropFirst().map { view.text($0) }
            let path = holder.isItem ? chain : (chain == ["title"] ? ["tabBarItem", "title"] : chain)
            guard path.count == (holder.isItem ? 1 : 2), holder.isItem || path[0] == "tabBarItem" else { continue }
            let value: SourceFact<String>?
            let field: UIKitItemSetting.Field
            switch path.last {
            case "title": field = .title; value = expressions.title(assignment.value)
            case "image": field = .image; value = expressions.imageName(assignment.value)
            case "selectedImage": field = .selectedImage; value = expressions.imageName(assignment.value)
            default: continue
            }
            let core = expressions.core(assignment.value)
            let isNil = core.count == 1 && view.isWord(core.lowerBound, "nil")
            result.append(UIKitItemSetting(className: className, index: holder.index, field: field, value: isNil ? nil : value))
        }
        return result
    }

    /// `(N, true)` for `self.tabBar.items[N]` / `[self.tabBar.items objectAtIndex:N]`; `(N, false)` for
    /// `self.viewControllers[N]`, `self.childViewControllers[N]` and their `objectAtIndex:` forms.
    private func positional(_ tokens: Range<Int>) -> (Int, Bool)? {
        let core = expressions.core(tokens)
        var collection: Range<Int>
        var indexToken: Int
        if core.count >= 3, view.isPunctuation(core.upperBound - 1, "]"), view.partner(core.upperBound - 1) == core.upperBound - 3,
           !view.isPunctuation(core.lowerBound, "[") {
            collection = core.lowerBound..<(core.upperBound - 3)
            indexToken = core.upperBound - 2
        } else if core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
                  let send = ObjCMessageSend.parse(at: core.lowerBound, in: view), send.selector == "objectAtIndex:" {
            let argument = expressions.core(send.arguments[0])
            guard argument.count == 1 else { return nil }
            collection = expressions.core(send.receiver)
            indexToken = argument.lowerBound
        } else {
            return nil
        }
        guard view.kind(indexToken) == .number, let index = Int(view.text(indexToken)), index >= 0, index < 64 else { return nil }
        let words = collection.map { view.text($0) }
        switch words {
        case ["self", ".", "tabBar", ".", "items"]: return (index, true)
        case ["self", ".", "viewControllers"], ["self", ".", "childViewControllers"]: return (index, false)
        default: return nil
        }
    }
}
