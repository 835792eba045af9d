import JSONC
import SourceText
import TabBarCore

/// What a method says about the plus button: the number it returns, and the frame `+plusButton` sets.
struct ObjCPlusButtonFacts {
    let resolver: ObjCResolver
    private var view: TokenView { resolver.view }

    /// The `CYLPlusButtonSubclassing` selectors: a body of theirs that returns something other than a
    /// literal number is recorded as unknown.
    static let protocolSelectors: Set<String> = [
        "plusButton", "indexOfPlusButtonInTabBar", "multiplierOfTabBarHeight:", "multiplerInCenterY",
        "constantOfPlusButtonCenterYOffsetForTabBarHeight:", "plusChildViewController",
        "shouldSelectPlusChildViewController", "tabBarContext",
    ]

    /// The number of a body `{ return 2; }` (casts, parentheses and a sign allowed); unknown for the
    /// protocol's methods returning anything else; nil otherwise.
    func returnedNumber(of method: Int) -> SourceFact<Double>? {
        let declaration = resolver.declarations.methods[method]
        let open = declaration.open, close = declaration.close
        if view.isWord(open + 1, "return") {
            let end = view.expressionEnd(from: open + 2, limit: close)
            if end > open + 2, (end..<close).allSatisfy({ view.isPunctuation($0, ";") }),
               let (value, range) = resolver.expressions.numberLiteral((open + 2)..<end) {
                return SourceFact(.literal(value), range: range)
            }
        }
        // Only the protocol's methods ask for the body's facts.
        guard Self.protocolSelectors.contains(declaration.selector) else { return nil }
        let body = resolver.body(method)
        guard !body.returns.isEmpty else { return nil }
        let returned = lastTopLevelReturn(open: open, close: close) ?? body.returns[0]
        let end = view.expressionEnd(from: returned + 1, limit: close)
        guard end > returned + 1 else { return nil }
        return SourceFact(.unknown, range: view.byteRange((returned + 1)..<end))
    }

    private func lastTopLevelReturn(open: Int, close: Int) -> Int? {
        var found: Int?
        var index = open + 1
        while index < close {
            if view.isWord(index, "return") { found = index }
            if let partner = view.closer(of: index, before: close) { index = partner + 1 } else { index += 1 }
        }
        return found
    }

    /// The width and height `+plusButton` gives the button's `frame` / `bounds` (`CGRectMake`), nil when it sets
    /// none or calls `sizeToFit` after the last one.
    func frame(of method: Int) -> (width: SourceFact<Double>, height: SourceFact<Double>)? {
        let declaration = resolver.declarations.methods[method]
        guard declaration.isClassMethod, declaration.selector == "plusButton" else { return nil }
        let body = resolver.body(method)
        var button: String?
        if let returned = lastTopLevelReturn(open: declaration.open, close: declaration.close),
           view.isIdentifier(returned + 1), view.isPunctuation(returned + 2, ";") {
            button = view.text(returned + 1)
        }
        func isButton(_ tokens: Range<Int>) -> Bool {
            guard tokens.count == 1, view.isIdentifier(tokens.lowerBound), !view.isWord(tokens.lowerBound, "self") else { return false }
            return button.map { view.text(tokens.lowerBound) == $0 } ?? true
        }
        var frames: [(position: Int, value: Range<Int>)] = []
        var sizedToFit = -1
        for assignment in body.assignments where assignment.names.count == 2 {
            guard view.isWord(assignment.names[1], "frame") || view.isWord(assignment.names[1], "bounds"),
                  isButton(assignment.names[0]..<(assignment.names[0] + 1)) else { continue }
            frames.append((assignment.names[0], assignment.value))
        }
        for send in body.sends {
            switch send.selector {
            case "setFrame:", "setBounds:":
                if isButton(send.receiver), let value = send.arguments.first { frames.append((send.open, value)) }
            case "initWithFrame:":
                if let value = send.arguments.first, createsButton(send, body: body, button: button) {
                    frames.append((send.open, value))
                }
            case "sizeToFit":
                if isButton(send.receiver) { sizedToFit = max(sizedToFit, send.open) }
            default:
                break
            }
        }
        guard let last = frames.max(by: { $0.position < $1.position }), sizedToFit < last.position else { return nil }
        return size(of: last.value, in: body)
    }

    /// Whether an `initWithFrame:` send makes the button: `[[X alloc] initWithFrame:…]` assigned to the returned variable.
    private func createsButton(_ send: ObjCMessageSend, body: ObjCMethodBody, button: String?) -> Bool {
        guard resolver.receiverClass(send).1 else { return false }
        guard let button else { return true }
        guard let assignment = body.onlyAssignment(to: button) else { return false }
        return view.unparenthesized(assignment.value).lowerBound == send.open
    }

    /// The width and height of `CGRectMake(x, y, w, h)`, directly or through a local `CGRect` variable.
    private func size(of tokens: Range<Int>, in body: ObjCMethodBody) -> (width: SourceFact<Double>, height: SourceFact<Double>) {
        var value = view.unparenthesized(tokens)
        if value.count == 1, view.isIdentifier(value.lowerBound),
           let assignment = body.onlyAssignment(to: view.text(value.lowerBound)), assignment.terminator <= value.lowerBound {
            value = view.unparenthesized(assignment.value)
        }
        let first = value.lowerBound
        if value.count >= 3, view.isWord(first, "CGRectMake"), view.isPunctuation(first + 1, "("),
           view.partner(first + 1) == value.upperBound - 1 {
            let arguments = view.split(from: first + 2, before: value.upperBound - 1, at: ",")
            if arguments.count == 4 {
                return (resolver.expressions.number(arguments[2]), resolver.expressions.number(arguments[3]))
            }
        }
        let unknown = SourceFact<Double>(.unknown, range: view.byteRange(tokens))
        return (unknown, unknown)
    }
}
