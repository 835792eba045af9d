import JSONC
import SourceText
import TabBarCore

/// A loop over the tabs a controller already has: `for (UIViewController *vc in self.viewControllers)`, a counted
/// `for (i = 0; i < self.viewControllers.count; i++)`, `[self.tabBar.items enumerateObjectsUsingBlock:^(…, idx, …)]`,
/// over `self.viewControllers`, `self.childViewControllers` or `self.tabBar.items`.
struct UIKitObjCChildLoop {
    /// The method the loop is in, and its first token (`for`, or the message's `[`).
    var method: Int
    var start: Int
    /// The body's braces.
    var bodyOpen: Int
    var bodyClose: Int
    /// The loop's variable (one element), and the variable counting the elements.
    var element: String?
    var index: String?
    /// Whether the elements are the tabs' items (`self.tabBar.items`) rather than their view controllers.
    var walksItems: Bool
    /// The first and last element's positions walked, when the loop's bounds are numbers (nil: every tab).
    var bounds: Range<Int>?
    /// The tokens of the body's last statement counting the elements (`i++;` in a `for … in` loop), nil for none.
    var counterStep: Range<Int>? = nil
}

extension UIKitObjCBars {
    /// Whether `tokens` is one of the controller's own lists of tabs; true for the items, false for the view controllers.
    func ownTabsList(_ tokens: Range<Int>) -> Bool? {
        let core = resolver.expressions.core(tokens)
        guard core.count >= 3, view.isWord(core.lowerBound, "self"), view.isPunctuation(core.lowerBound + 1, ".") else { return nil }
        if core.count == 3, view.isWord(core.lowerBound + 2, "viewControllers") || view.isWord(core.lowerBound + 2, "childViewControllers") {
            return false
        }
        if core.count == 5, view.isWord(core.lowerBound + 2, "tabBar"), view.isPunctuation(core.lowerBound + 3, "."),
           view.isWord(core.lowerBound + 4, "items") {
            return true
        }
        return nil
    }

    /// The loops of `method` over the controller's own tabs, in order.
    func childLoops(in method: Int) -> [UIKitObjCChildLoop] {
        let body = resolver.body(method)
        var found: [UIKitObjCChildLoop] = []
        for loop in loops(in: method) {
            let header = (loop.open + 1)..<loop.close
            if let keyword = view.firstTopLevel(from: header.lowerBound, before: header.upperBound, where: { view.isWord($0, "in") }),
               keyword > header.lowerBound, view.isIdentifier(keyword - 1),
               let items = ownTabsList((keyword + 1)..<header.upperBound) {
                var walk = UIKitObjCChildLoop(method: method, start: loop.header, bodyOpen: loop.bodyOpen, bodyClose: loop.bodyClose,
                                              element: view.text(keyword - 1), index: nil, walksItems: items)
                // A counter set to 0 before the loop and stepped by the body's last statement: `i++;`, `++i;`, `i += 1;`.
                let end = loop.bodyClose
                var counter: (String, Range<Int>)?
                if end - loop.bodyOpen > 4, view.isPunctuation(end - 1, ";") {
                    if view.isOperator(end - 2, "++"), view.isIdentifier(end - 3), !view.isPunctuation(end - 4, ".") {
                        counter = (view.text(end - 3), (end - 3)..<end)
                    } else if view.isIdentifier(end - 2), view.isOperator(end - 3, "++"),
                              view.isPunctuation(end - 4, ";") || view.isPunctuation(end - 4, "{") || view.isPunctuation(end - 4, "}") {
                        counter = (view.text(end - 2), (end - 3)..<end)
                    } else if end - loop.bodyOpen > 5, view.text(end - 2) == "1", view.isOperator(end - 3, "+="), view.isIdentifier(end - 4),
                              !view.isPunctuation(end - 5, ".") {
                        counter = (view.text(end - 4), (end - 4)..<end)
                    }
                }
                if let (name, step) = counter, let start = body.reachingAssignment(to: name, at: loop.header, view),
                   start.value.count == 1, view.text(start.value.lowerBound) == "0" {
                    walk.index = name
                    walk.counterStep = step
                }
                found.append(walk)
                continue
            }
            // `for (NSInteger i = 0; i < self.viewControllers.count; i++)` (or `[… count]`, or a number).
            let parts = view.split(from: header.lowerBound, before: header.upperBound, at: ";")
            guard parts.count == 3, parts[0].count >= 3, view.isOperator(parts[0].upperBound - 2, "="),
                  view.isIdentifier(parts[0].upperBound - 3), view.text(parts[0].upperBound - 1) == "0" else { continue }
            let name = view.text(parts[0].upperBound - 3)
            let condition = parts[1], step = parts[2]
            guard condition.count >= 3, view.text(condition.lowerBound) == name, view.isOperator(condition.lowerBound + 1, "<"),
                  (step.count == 2 && view.isOperator(step.lowerBound, "++") && view.text(step.lowerBound + 1) == name)
                    || (step.count == 2 && view.isOperator(step.lowerBound + 1, "++") && view.text(step.lowerBound) == name) else { continue }
            var limit = (condition.lowerBound + 2)..<condition.upperBound
            var bounds: Range<Int>?
            let limitCore = resolver.expressions.core(limit)
            if limitCore.count >= 3, view.isPunctuation(limitCore.upperBound - 2, "."), view.isWord(limitCore.upperBound - 1, "count") {
                limit = limitCore.lowerBound..<(limitCore.upperBound - 2)
            } else if limitCore.count >= 4, view.isPunctuation(limitCore.lowerBound, "["), view.isWord(limitCore.upperBound - 2, "count"),
                      view.partner(limitCore.lowerBound) == limitCore.upperBound - 1 {
                limit = (limitCore.lowerBound + 1)..<(limitCore.upperBound - 2)
            } else if let count = evaluated(limit, in: UIKitObjCScope(method: method, bindings: [:], caller: nil)).integer,
                      count >= 0, count <= 16 {
                bounds = 0..<count
            } else {
                continue
            }
            let items = bounds == nil ? ownTabsList(limit) : false
            guard let items else { continue }
            found.append(UIKitObjCChildLoop(method: method, start: loop.header, bodyOpen: loop.bodyOpen, bodyClose: loop.bodyClose,
                                            element: nil, index: name, walksItems: items, bounds: bounds))
        }
        // `[self.viewControllers enumerateObjectsUsingBlock:^(UIViewController *vc, NSUInteger idx, BOOL *stop) {…}]`.
        for send in body.sends where send.selector == "enumerateObjectsUsingBlock:" {
            guard let items = ownTabsList(send.receiver), let block = send.arguments.first else { continue }
            let core = resolver.expressions.core(block)
            guard core.count >= 4, view.isOperator(core.lowerBound, "^"), view.isPunctuation(core.lowerBound + 1, "("),
                  let close = view.partner(core.lowerBound + 1), close + 1 < core.upperBound, view.isPunctuation(close + 1, "{"),
                  let bodyClose = view.partner(close + 1), bodyClose == core.upperBound - 1 else { continue }
            let parameters = view.split(from: core.lowerBound + 2, before: close, at: ",")
            guard parameters.count == 3 else { continue }
            func name(_ part: Range<Int>) -> String? {
                guard let last = part.last, view.isIdentifier(last), part.count >= 2 else { return nil }
                return view.text(last)
            }
            found.append(UIKitObjCChildLoop(method: method, start: send.open, bodyOpen: close + 1, bodyClose: bodyClose,
                                            element: name(parameters[0]), index: name(parameters[1]), walksItems: items))
        }
        return found.sorted { $0.start < $1.start }
    }

    /// Whether the loop's body runs straight through for every element: no early exit, branch, nested loop or directive.
    func runsStraight(_ loop: UIKitObjCChildLoop) -> Bool {
        for inner in (loop.bodyOpen + 1)..<loop.bodyClose {
            if view.isWord(inner, "break") || view.isWord(inner, "continue") || view.isWord(inner, "return") || view.isWord(inner, "goto")
                || view.isWord(inner, "if") || view.isWord(inner, "switch") || view.isWord(inner, "for") || view.isWord(inner, "while")
                || view.isWord(inner, "do") || view.isOperator(inner, "?") || view.kind(inner) == .directive {
                return false
            }
            // A value stepped in the body (other than the loop's own counter) differs from one element to the next.
            if loop.counterStep?.contains(inner) != true, view.kind(inner) == .operator,
               ["++", "--", "+=", "-=", "*=", "/="].contains(view.text(inner)) {
                return false
            }
            if view.isPunctuation(inner, "*"), view.isWord(inner + 1, "stop") { return false }
            if view.isOperator(inner, "*"), view.isWord(inner + 1, "stop") { return false }
        }
        // The counter is not written in the body.
        if let index = loop.index {
            for inner in (loop.bodyOpen + 1)..<loop.bodyClose where view.isIdentifier(inner) && view.text(inner) == index
                && loop.counterStep?.contains(inner) != true {
                if view.kind(inner + 1) == .operator, ["=", "+=", "-=", "++", "--"].contains(view.text(inner + 1)) { return false }
                if view.kind(inner - 1) == .operator, ["++", "--"].contains(view.text(inner - 1)) { return false }
            }
        }
        return true
    }
}

extension UIKitObjCBars {
    /// Sets on `tabs` what each loop over the controller's own tabs gives their items, element by element (the loop's
    /// variable, or a local taken from the list at the counter, `UIViewController *vc = self.viewControllers[i]`, and a
    /// local holding its item). A field a loop sets to a value not known becomes unknown. Loops that may skip an
    /// element, or whose bounds are not the tabs', are left alone.
    func applyChildLoops(_ loops: [UIKitObjCChildLoop], to tabs: inout [UIKitObjCTab]) {
        let reader = UIKitObjCItemReader(bars: self)
        for loop in loops where runsStraight(loop) {
            let count = tabs.count
            if let bounds = loop.bounds, bounds.upperBound > count { continue }
            let positions = loop.bounds ?? 0..<count
            let body = resolver.body(loop.method)
            let inside = (loop.bodyOpen + 1)..<loop.bodyClose
            // The names standing for the element: the controller (false) or its item (true).
            var names: [String: Bool] = [:]
            if let element = loop.element { names[element] = loop.walksItems }
            for assignment in body.assignments where inside.contains(assignment.start) && assignment.names.count == 1 {
                let name = view.text(assignment.names[0])
                if let kind = elementKind(assignment.value, loop: loop, names: names) { names[name] = kind }
            }
            guard !names.isEmpty else { continue }
            var setters: [(field: String, value: Range<Int>, start: Int, made: Bool)] = []
            for (name, isItem) in names {
                for setter in reader.settersInOrder(of: name, in: body) where inside.contains(setter.start) {
                    switch (isItem, setter.chain) {
                    case (false, ["title"]), (false, ["tabBarItem", "title"]), (true, ["title"]): setters.append(("title", setter.value, setter.start, false))
                    case (false, ["tabBarItem", "image"]), (true, ["image"]): setters.append(("image", setter.value, setter.start, false))
                    case (false, ["tabBarItem", "selectedImage"]), (true, ["selectedImage"]):
                        setters.append(("selectedImage", setter.value, setter.start, false))
                    case (false, ["tabBarItem"]): setters.append(("item", setter.value, setter.start, true))
                    default: break
                    }
                }
                guard isItem else { continue }
                for send in body.sends where inside.contains(send.open) && send.arguments.count == 1 && send.extraArguments.isEmpty {
                    let receiver = resolver.expressions.core(send.receiver)
                    guard receiver.count == 1, view.text(receiver.lowerBound) == name else { continue }
                    switch send.selector {
                    case "setImage:": setters.append(("image", send.arguments[0], send.open, false))
                    case "setSelectedImage:": setters.append(("selectedImage", send.arguments[0], send.open, false))
                    default: break
                    }
                }
            }
            guard !setters.isEmpty else { continue }
            setters.sort { $0.start < $1.start }
            for position in positions {
                var scope = UIKitObjCScope(method: loop.method, bindings: [:], caller: nil)
                if let index = loop.index {
                    let origin = view.byteRange((loop.start)..<(loop.start + 1))
                    scope.values[index] = EvaluatedValue(.integer(position), provenance: ValueProvenance(origin: origin, isWrittenWhole: false))
                } else if loop.bounds != nil {
                    continue
                }
                var item = tabs[position].item
                for setter in setters {
                    // `item.image = [item.image imageWithRenderingMode:…]` keeps the element's own field.
                    if let field = elementField(setter.value, names: names) {
                        let current = field == "image" ? item.image : field == "selectedImage" ? item.selectedImage : item.title
                        switch setter.field {
                        case "title": item.title = current
                        case "image": item.image = current
                        case "selectedImage": item.selectedImage = current
                        default: break
                        }
                        continue
                    }
                    switch setter.field {
                    case "title": item.title = reader.title(setter.value, in: scope)
                    case "image": item.image = reader.image(setter.value, in: scope)
                    case "selectedImage": item.selectedImage = reader.image(setter.value, in: scope)
                    default:
                        guard let made = reader.tabBarItem(setter.value, in: scope) else {
                            let unknown = SourceFact<String>(.unknown, range: view.byteRange(setter.value))
                            (item.title, item.image, item.selectedImage) = (unknown, unknown, nil)
                            continue
                        }
                        (item.title, item.image, item.selectedImage) = (made.title ?? item.title, made.image, made.selectedImage)
                    }
                }
                item.isKnown = item.title != nil || item.image != nil || item.selectedImage != nil
                tabs[position].item = item
            }
        }
    }

    /// The element's own field `tokens` reads (`item.image`, `vc.tabBarItem.selectedImage`, either sent
    /// `imageWithRenderingMode:`), nil for anything else.
    private func elementField(_ tokens: Range<Int>, names: [String: Bool]) -> String? {
        var core = resolver.expressions.core(tokens)
        for _ in 0..<3 {
            guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
                  let send = ObjCMessageSend.parse(at: core.lowerBound, in: view), send.selector == "imageWithRenderingMode:" else { break }
            core = resolver.expressions.core(send.receiver)
        }
        let words = core.map { view.text($0) }
        guard let first = words.first, let isItem = names[first], let field = words.last,
              ["title", "image", "selectedImage"].contains(field) else { return nil }
        if isItem { return words.count == 3 && words[1] == "." ? field : nil }
        return words.count == 5 && words[1] == "." && words[2] == "tabBarItem" && words[3] == "." ? field : nil
    }

    /// Whether `tokens` (in `loop`'s body) is the element: an item (true), a view controller (false), nil for neither.
    private func elementKind(_ tokens: Range<Int>, loop: UIKitObjCChildLoop, names: [String: Bool]) -> Bool? {
        var core = resolver.expressions.core(tokens)
        // A cast: `(UINavigationController *)vc`.
        if core.count >= 4, view.isPunctuation(core.lowerBound, "("), let close = view.partner(core.lowerBound), close < core.upperBound - 1,
           view.isOperator(close - 1, "*") {
            core = resolver.expressions.core((close + 1)..<core.upperBound)
        }
        if core.count == 1, let kind = names[view.text(core.lowerBound)] { return kind }
        // `list[i]`, `[list objectAtIndex:i]`, the counter being the loop's.
        if let index = loop.index, core.count >= 4, view.isPunctuation(core.upperBound - 1, "]"),
           let open = view.partner(core.upperBound - 1) {
            if open > core.lowerBound, open + 2 == core.upperBound - 1, view.text(open + 1) == index {
                return ownTabsList(core.lowerBound..<open)
            }
            if open == core.lowerBound, let send = ObjCMessageSend.parse(at: open, in: view), send.selector == "objectAtIndex:",
               let argument = send.arguments.first, resolver.expressions.core(argument).count == 1,
               view.text(resolver.expressions.core(argument).lowerBound) == index {
                return ownTabsList(send.receiver)
            }
        }
        // `vc.tabBarItem`, `[vc tabBarItem]`.
        if core.count == 3, names[view.text(core.lowerBound)] == false, view.isPunctuation(core.lowerBound + 1, "."),
           view.isWord(core.lowerBound + 2, "tabBarItem") {
            return true
        }
        if core.count == 4, view.isPunctuation(core.lowerBound, "["), names[view.text(core.lowerBound + 1)] == false,
           view.isWord(core.lowerBound + 2, "tabBarItem") {
            return true
        }
        return nil
    }
}
