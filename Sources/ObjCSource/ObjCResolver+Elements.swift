import JSONC
import SourceText
import TabBarCore

/// The elements of the two arrays: item dictionaries and view controllers.
extension ObjCResolver {
    /// The item an element of `tabBarItemsAttributes` is: a dictionary literal, directly or through a variable.
    func item(_ element: ObjCElement) -> SourceItem {
        let written = view.byteRange(element.tokens)
        guard spend(1 + element.tokens.count) else {
            return SourceItem(range: written, reference: written, isKnown: false, keysComplete: false)
        }
        let inner = view.unparenthesized(element.tokens)
        if let item = dictionaryItem(inner, reference: written) { return item }
        if inner.count == 1, view.isIdentifier(inner.lowerBound), !isReservedWord(inner.lowerBound), spend(),
           let assignment = self.body(element.method).onlyAssignment(to: view.text(inner.lowerBound)),
           assignment.terminator <= inner.lowerBound, spend(1 + assignment.value.count),
           let item = dictionaryItem(view.unparenthesized(assignment.value), reference: written) {
            return item
        }
        return SourceItem(range: written, reference: written, isKnown: false, keysComplete: false)
    }

    /// The item a dictionary literal spanning `tokens` describes: `@{…}` or `dictionaryWithObjectsAndKeys:`.
    private func dictionaryItem(_ tokens: Range<Int>, reference: ByteRange) -> SourceItem? {
        guard tokens.count >= 3, spend() else { return nil }
        let first = tokens.lowerBound, last = tokens.upperBound - 1
        var pairs: [(key: Range<Int>, value: Range<Int>)] = []
        var keysComplete = true
        if view.isOperator(first, "@"), view.isPunctuation(first + 1, "{"), view.partner(first + 1) == last {
            for entry in view.split(from: first + 2, before: last, at: ",") where !entry.isEmpty {
                guard spend() else { return nil }
                guard let colon = view.firstTopLevel(from: entry.lowerBound, before: entry.upperBound, where: { view.isPunctuation($0, ":") }),
                      colon > entry.lowerBound else {
                    keysComplete = false
                    continue
                }
                pairs.append((entry.lowerBound..<colon, (colon + 1)..<entry.upperBound))
            }
        } else if view.isPunctuation(first, "["), view.partner(first) == last, let send = ObjCMessageSend.parse(at: first, in: view) {
            let (dictionaryClass, allocated) = receiverClass(send)
            guard dictionaryClass == "NSDictionary" || dictionaryClass == "NSMutableDictionary",
                  (send.selector == "dictionaryWithObjectsAndKeys:" && !allocated)
                    || (send.selector == "initWithObjectsAndKeys:" && allocated) else { return nil }
            var arguments = send.trailingArguments.filter { !$0.isEmpty }
            if let end = arguments.last, end.count == 1, view.isWord(end.lowerBound, "nil") { arguments.removeLast() }
            if arguments.count % 2 == 1 { keysComplete = false }
            var index = 0
            while index + 1 < arguments.count {
                pairs.append((arguments[index + 1], arguments[index]))
                index += 2
            }
        } else {
            return nil
        }
        var item = SourceItem(range: view.byteRange(tokens), reference: reference, isKnown: true, keysComplete: keysComplete)
        for pair in pairs {
            guard let key = keyName(view.unparenthesized(pair.key)) else {
                item.keysComplete = false
                continue
            }
            switch key {
            case "CYLTabBarItemTitle": item.title = evaluatedIfUnknown(expressions.title(pair.value), pair.value)
            case "CYLTabBarItemImage": item.image = evaluatedIfUnknown(expressions.imageName(pair.value), pair.value)
            case "CYLTabBarItemSelectedImage": item.selectedImage = evaluatedIfUnknown(expressions.imageName(pair.value), pair.value)
            default: break
            }
        }
        return item
    }

    /// A dictionary key's name: an identifier starting with `CYLTabBar`, or a string literal; nil when computed.
    private func keyName(_ tokens: Range<Int>) -> String? {
        if tokens.count == 1, view.isIdentifier(tokens.lowerBound) {
            let name = view.text(tokens.lowerBound)
            return name.hasPrefix("CYLTabBar") ? name : nil
        }
        return expressions.stringLiteral(tokens)
    }

    /// The view controller an element of `viewControllers` is: its root's class (navigation controllers
    /// unwrapped, through variables) and the `vc.title = …` assignments of the variable holding the root.
    func viewController(_ element: ObjCElement) -> SourceViewController {
        let written = view.byteRange(element.tokens)
        let body = self.body(element.method)
        var tokens = element.tokens
        var variable: String?
        var ownImage = false
        for _ in 0..<8 {
            guard spend(1 + tokens.count) else { break }
            let core = expressions.core(tokens)
            guard !core.isEmpty else { break }
            if core.count == 1, view.isIdentifier(core.lowerBound), !isReservedWord(core.lowerBound) {
                let name = view.text(core.lowerBound)
                guard let assignment = body.onlyAssignment(to: name), assignment.terminator <= core.lowerBound else { break }
                ownImage = ownImage || setsTabBarItemImage(ofVariable: name, in: element.method)
                variable = name
                tokens = assignment.value
                continue
            }
            guard view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
                  let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { break }
            let (className, allocated) = receiverClass(send)
            // After `[[X alloc]` X is a class even in lower case (`[[mineViewController alloc] init]`, seen in real apps).
            guard let className, isClassName(className) || (allocated && className != "self" && className != "super") else { break }
            // `initWithRootViewController:` and its variants (`…NoWrapping:`, `…:animated:`) wrap the root.
            if allocated, send.selector.hasPrefix("initWithRootViewController"), let root = send.arguments.first {
                tokens = root
                variable = nil
                continue
            }
            if (allocated && send.selector.hasPrefix("init")) || (!allocated && send.isUnary("new", in: view)) {
                let titles = variable.map { titleAssignments(ofVariable: $0, in: element.method) } ?? []
                return SourceViewController(range: written, className: className, titleAssignments: titles,
                                            setsTabBarItemImage: ownImage)
            }
            break
        }
        return SourceViewController(range: written, className: nil, setsTabBarItemImage: ownImage)
    }

    /// Whether method `method` gives variable `name` a tab image: `name.tabBarItem.image = …` /
    /// `.selectedImage = …`, or a whole `name.tabBarItem = …`.
    func setsTabBarItemImage(ofVariable name: String, in method: Int) -> Bool {
        let body = self.body(method)
        for occurrence in body.occurrences[name] ?? [] {
            guard spend(), let index = body.assignmentIndex(atTarget: occurrence) else { continue }
            let names = body.assignments[index].names
            guard names.count >= 2, view.isWord(names[1], "tabBarItem") else { continue }
            if names.count == 2 || view.isWord(names[2], "image") || view.isWord(names[2], "selectedImage") { return true }
        }
        return false
    }

    private func isClassName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `v.title = E`, `[v setTitle:E]`, `v.navigationItem.title = E` in method `method`.
    func titleAssignments(ofVariable name: String, in method: Int) -> [SourceTitleAssignment] {
        let body = self.body(method)
        var result: [SourceTitleAssignment] = []
        for occurrence in body.occurrences[name] ?? [] {
            guard spend() else { break }
            if let assignment = titleAssignment(at: occurrence, in: body, spelling: name + ".navigationItem.title") {
                result.append(assignment)
            }
        }
        return result
    }

    /// The title assignment whose receiver is the single token `receiver` (`self` or a variable), if any.
    func titleAssignment(at receiver: Int, in body: ObjCMethodBody, spelling: String) -> SourceTitleAssignment? {
        if let index = body.assignmentIndex(atTarget: receiver) {
            let assignment = body.assignments[index]
            let names = assignment.names
            if names.count == 2, view.isWord(names[1], "title") {
                return SourceTitleAssignment(target: .title, targetRange: view.range(names[0], through: names[1]),
                                             navigationItemSpelling: spelling, value: expressions.title(assignment.value))
            }
            if names.count == 3, view.isWord(names[1], "navigationItem"), view.isWord(names[2], "title") {
                return SourceTitleAssignment(target: .navigationItemTitle, targetRange: view.range(names[0], through: names[2]),
                                             navigationItemSpelling: nil, value: expressions.title(assignment.value))
            }
            return nil
        }
        if let send = body.send(at: receiver - 1), send.receiver == receiver..<(receiver + 1), send.selector == "setTitle:",
           let argument = send.arguments.first, !argument.isEmpty {
            return SourceTitleAssignment(target: .title, targetRange: view.range(send.pieces[0]), navigationItemSpelling: nil,
                                         value: expressions.title(argument))
        }
        return nil
    }
}
