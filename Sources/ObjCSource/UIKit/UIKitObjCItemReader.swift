import JSONC
import SourceText
import TabBarCore

/// Reads a UIKit tab's item from the assignments on the names that stand for its child or navigation
/// controller: `x.tabBarItem.title / .image / .selectedImage = …`, `x.title = …`, `x.tabBarItem =
/// [[UITabBarItem alloc] initWithTitle:image:selectedImage:]`. The navigation controller's own item wins
/// over its root's; within one level, the last assignment wins. A helper's parameters read as their arguments.
struct UIKitObjCItemReader {
    let bars: UIKitObjCBars
    var view: TokenView { bars.resolver.view }
    var expressions: ObjCExpressions { bars.resolver.expressions }

    /// The item, and whether the navigation controller's own item gave part of it.
    func item(of child: UIKitObjCChild, reference: ByteRange) -> (SourceItem, Bool) {
        var title: SourceFact<String>?
        var image: SourceFact<String>?
        var selectedImage: SourceFact<String>?
        var isDisabled = false
        /// Where a whole item made for the tab is (the tab's item is then written there).
        var madeWhole: ByteRange?
        // Root level first, then the navigation controller's (whose item shows when it has one).
        let wrapped = child.isRootLevel
        let ordered = child.names
        var seen: Set<String> = []
        var fromWrapper = false
        // At each level, the locals' setters, then those on the properties standing for it in the methods that run
        // when the controller is made and loaded.
        // `fromStart`: the name holds the child from the body's start (a property), not from its first use in it.
        var sources: [(setters: [(UIKitObjCItemSetter, UIKitObjCScope)], isRoot: Bool, fromStart: Bool)] = []
        for level in wrapped ? [true, false] : [nil] {
            for (name, scope, isRoot) in ordered where level == nil || isRoot == level {
                guard seen.insert("\(scope.method):\(name)").inserted else { continue }
                sources.append((setters(of: name, in: scope), isRoot, false))
            }
            for (name, methods, isRoot, entry) in child.properties where level == nil || isRoot == level {
                guard seen.insert("self.\(name)").inserted else { continue }
                sources.append((setters(ofProperty: name, in: bars.setUpOrder(methods, entry: entry)), isRoot, true))
            }
        }
        for (found, isRoot, fromStart) in sources {
            for (assignment, scope) in found {
                let chain = assignment.chain
                if wrapped, !isRoot, chain.first == "tabBarItem" || chain == ["title"] { fromWrapper = true }
                // A setting on some paths only: the field shows one value or another.
                let body = bars.resolver.body(scope.method)
                let anchor = fromStart || scope.bindings[assignment.name] != nil ? body.open
                    : body.occurrences[assignment.name].flatMap(\.first) ?? body.open
                if body.isBranch(assignment.start, from: anchor, view) {
                    let unknown = SourceFact<String>(.unknown, range: view.byteRange(assignment.value))
                    switch chain {
                    case ["title"], ["tabBarItem", "title"]: title = unknown
                    case ["tabBarItem", "image"]: image = unknown
                    case ["tabBarItem", "selectedImage"]: selectedImage = unknown
                    case ["tabBarItem"]: (title, image, selectedImage, madeWhole) = (unknown, unknown, unknown, nil)
                    default: break
                    }
                    continue
                }
                switch chain {
                case ["title"], ["tabBarItem", "title"]: title = self.title(assignment.value, in: scope)
                case ["tabBarItem", "image"]: image = self.image(assignment.value, in: scope)
                case ["tabBarItem", "selectedImage"]: selectedImage = self.image(assignment.value, in: scope)
                case ["tabBarItem", "enabled"]: isDisabled = expressions.isFalse(assignment.value)
                case ["tabBarItem"]:
                    if let made = tabBarItem(assignment.value, in: scope) {
                        title = made.title ?? title
                        image = made.image
                        selectedImage = made.selectedImage
                        // A whole item made here: what it lacks, the tab lacks (as Swift's `UITabBarItem(title:image:…)`).
                        // (Made in a helper, it stands at the tab's place in the list: each call makes its own.)
                        madeWhole = scope.caller == nil && scope.values.isEmpty ? view.byteRange(assignment.value) : reference
                    } else {
                        madeWhole = nil
                    }
                default: break
                }
            }
        }
        let known = title != nil || image != nil || selectedImage != nil
        var item = SourceItem(range: madeWhole ?? reference, reference: reference, isKnown: known, keysComplete: madeWhole != nil,
                              title: title, image: image, selectedImage: selectedImage)
        item.isDisabled = isDisabled
        return (item, fromWrapper)
    }

    /// `[[UITabBarItem alloc] initWithTitle:image:selectedImage:]` / `…image:tag:`.
    func tabBarItem(_ tokens: Range<Int>, in scope: UIKitObjCScope)
        -> (title: SourceFact<String>?, image: SourceFact<String>?, selectedImage: SourceFact<String>?)? {
        let core = expressions.core(tokens)
        // A local holding the item, when nothing changes its fields before the use.
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            let name = view.text(core.lowerBound)
            let body = bars.resolver.body(scope.method)
            guard scope.bindings[name] == nil, let assignment = body.reachingAssignment(to: name, at: core.lowerBound, view),
                  !body.assignments.contains(where: { $0.names.count == 2 && view.text($0.names[0]) == name
                      && ["title", "image", "selectedImage"].contains(view.text($0.names[1])) }),
                  !body.sends.contains(where: { $0.receiver.count == 1 && view.text($0.receiver.lowerBound) == name
                      && ["setTitle:", "setImage:", "setSelectedImage:"].contains($0.selector) }) else { return nil }
            return tabBarItem(assignment.value, in: scope)
        }
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view),
              case let (className?, true) = bars.resolver.receiverClass(send), className == "UITabBarItem" else { return nil }
        if send.selector.hasPrefix("initWithTabBarSystemItem:") {
            // A system item: UIKit gives its title and icon.
            let system = SourceFact<String>(.unknown, range: view.byteRange(core))
            return (system, system, nil)
        }
        guard send.selector.hasPrefix("initWithTitle:image:") else { return nil }
        // `nil` is no image (not an unknown one).
        let title = self.title(send.arguments[0], in: scope)
        let image = expressions.isNil(send.arguments[1]) ? nil : self.image(send.arguments[1], in: scope)
        let selected = send.selector == "initWithTitle:image:selectedImage:" && !expressions.isNil(send.arguments[2])
            ? self.image(send.arguments[2], in: scope) : nil
        return (title, image, selected)
    }

    /// A parameter bound to its argument (read in the caller), else the expression itself.
    private func bound(_ tokens: Range<Int>, in scope: UIKitObjCScope) -> (Range<Int>, UIKitObjCScope) {
        let core = expressions.core(tokens)
        if core.count == 1, view.isIdentifier(core.lowerBound), let argument = scope.bindings[view.text(core.lowerBound)],
           let caller = scope.caller {
            return (argument, caller)
        }
        return (tokens, scope)
    }

    func title(_ tokens: Range<Int>, in scope: UIKitObjCScope) -> SourceFact<String> {
        let (argument, callerScope) = bound(tokens, in: scope)
        var fact = expressions.title(argument)
        if fact.value == .unknown { fact = bars.evaluatedString(argument, in: callerScope) ?? fact }
        return throughHelper(fact, tokens, in: scope)
    }

    /// `fact`, read from the caller's argument when `tokens` is a helper's parameter, reached through the helper.
    private func throughHelper(_ fact: SourceFact<String>, _ tokens: Range<Int>, in scope: UIKitObjCScope) -> SourceFact<String> {
        let core = expressions.core(tokens)
        guard fact.value != .unknown, core.count == 1, scope.caller != nil, scope.bindings[view.text(core.lowerBound)] != nil else { return fact }
        return fact.reached(through: bars.helperStep(scope, at: view.byteRange(core)))
    }

    /// An image: a string (a name), `[UIImage imageNamed:x]`, `[… imageWithRenderingMode:…]` around one;
    /// `[UIImage systemImageNamed:]` (an SF Symbol) and anything else are unknown.
    func image(_ tokens: Range<Int>, in scope: UIKitObjCScope, depth: Int = 0) -> SourceFact<String> {
        let (argument, callerScope) = bound(tokens, in: scope)
        return throughHelper(boundImage(argument, in: callerScope, depth: depth), tokens, in: scope)
    }

    /// A class method sent one argument that is a helper's parameter whose caller passes a literal (`[UIImage
    /// imageWithOriginalName:imageName]` in `addChild:title:imageName:`): unknown here, standing at the caller's literal,
    /// and noted as a call the project's linking settles when a category of another file declares the method an image
    /// helper (`ObjCImageHelpers`). Nil for any other send.
    private func classMethodOfName(_ send: ObjCMessageSend, in scope: UIKitObjCScope) -> SourceFact<String>? {
        guard send.arguments.count == 1, send.receiver.count == 1, view.isIdentifier(send.receiver.lowerBound),
              view.isCapitalized(send.receiver.lowerBound), let argument = send.arguments.first else { return nil }
        let core = expressions.core(argument)
        guard core.count == 1, view.isIdentifier(core.lowerBound), scope.bindings[view.text(core.lowerBound)] != nil else { return nil }
        let (name, _) = bound(argument, in: scope)
        let literal = view.unparenthesized(name)
        guard let value = expressions.stringLiteral(literal) else { return nil }
        let range = view.byteRange(literal)
        bars.resolver.pendingImageCalls[range] = UnresolvedCall(range: range, receiver: view.text(send.receiver.lowerBound),
                                                                 selector: send.selector, argument: value, argumentRange: range)
        return SourceFact(.unknown, range: range).reached(through: bars.helperStep(scope, at: view.byteRange(core)))
    }

    private func boundImage(_ tokens: Range<Int>, in scope: UIKitObjCScope, depth: Int) -> SourceFact<String> {
        let core = expressions.core(tokens)
        if depth < 4, core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
           let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) {
            if send.selector == "imageNamed:", let argument = send.arguments.first {
                let (name, nameScope) = bound(argument, in: scope)
                let literal = view.unparenthesized(name)
                let fact = expressions.stringLiteral(literal).map { SourceFact(.literal($0), range: view.byteRange(literal)) }
                    ?? bars.evaluatedString(name, in: nameScope) ?? SourceFact(.unknown, range: view.byteRange(tokens))
                return throughHelper(fact, argument, in: scope)
            }
            if send.selector == "imageWithRenderingMode:" { return image(send.receiver, in: scope, depth: depth + 1) }
            if let pending = classMethodOfName(send, in: scope) { return pending }
            return SourceFact(.unknown, range: view.byteRange(tokens))
        }
        if core.count == 1, view.isWord(core.lowerBound, "nil") { return SourceFact(.unknown, range: view.byteRange(tokens)) }
        // A local: the value its reaching assignment gives (`img = [img imageWithRenderingMode:…]` keeps the name).
        if depth < 4, core.count == 1, view.isIdentifier(core.lowerBound),
           let assignment = bars.resolver.body(scope.method).reachingAssignment(to: view.text(core.lowerBound), at: core.lowerBound, view) {
            return image(assignment.value, in: scope, depth: depth + 1)
        }
        return expressions.imageName(tokens)
    }
}
