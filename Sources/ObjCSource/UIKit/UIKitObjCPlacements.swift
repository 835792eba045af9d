import JSONC
import SourceText
import TabBarCore
import UIKitTechnology

/// The views a class's methods add to a bar (`[bar addSubview:view]`) and where they put them: literal
/// `frame` / `bounds` (`CGRectMake`), `center` (`CGPointMake`, its `y` read as `SourceCenterY`), `sizeToFit`
/// (size unknown), and Auto Layout constraints to the bar's anchors. A view is known by every name the class
/// gives it (`button`, `self.composeButton = button`, `_composeButton`).
struct UIKitObjCPlacements {
    let resolver: ObjCResolver
    let methods: [Int]
    var view: TokenView { resolver.view }

    /// The views added by `[receiver addSubview:view]` where `isBar(receiver)`, in file order.
    func addedViews(to isBar: (Range<Int>) -> Bool) -> [SourceAddedView] {
        // The additions first (only methods with an `addSubview` token hold one): without any, no body is read.
        var additions: [ObjCMessageSend] = []
        for method in methods where resolver.mayHold(method, .addSubview) {
            additions += resolver.body(method).sends.filter { $0.selector == "addSubview:" && isBar($0.receiver) }
        }
        guard !additions.isEmpty else { return [] }
        var aliases = UIKitViewAliases()
        for method in methods {
            for assignment in resolver.body(method).assignments {
                guard let target = name(ofChain: assignment.names),
                      let value = name(of: resolver.expressions.core(assignment.value)) else { continue }
                aliases.join(target, value)
            }
        }
        var result: [SourceAddedView] = []
        for send in additions {
            guard let argument = send.arguments.first else { continue }
            let added = name(of: resolver.expressions.core(argument))
            var found = SourceAddedView(name: added, addition: ObjCMethodBody.statementRange(of: send, view))
            if let added { place(&found, names: aliases.group(of: added), isBar: isBar) }
            result.append(found)
        }
        return result
    }

    /// The values a local point was given by its components before `position` (`temp.y = …`, `temp.x = …`, the last of
    /// each), when `tokens` is that local alone and its `y` was given one; nil otherwise.
    private func pointComponents(_ tokens: Range<Int>, before position: Int, in body: ObjCMethodBody) -> (Range<Int>?, Range<Int>)? {
        let core = resolver.expressions.core(tokens)
        guard core.count == 1, view.isIdentifier(core.lowerBound) else { return nil }
        let name = view.text(core.lowerBound)
        var x: Range<Int>?, y: Range<Int>?
        for assignment in body.assignments where assignment.start < position && assignment.names.count == 2
            && view.text(assignment.names[0]) == name {
            if view.isWord(assignment.names[1], "x") { x = assignment.value }
            if view.isWord(assignment.names[1], "y") { y = assignment.value }
        }
        guard let y else { return nil }
        return (x, y)
    }

    /// `button`, `_button`, `self.button`: the name without `self.` and the leading underscore.
    func name(of tokens: Range<Int>) -> String? {
        guard let chain = view.dottedChain(tokens) else { return nil }
        return name(ofChain: chain)
    }

    private func name(ofChain chain: [Int]) -> String? {
        if chain.count == 1 { return Self.plain(view.text(chain[0])) }
        if chain.count == 2, view.isWord(chain[0], "self") { return Self.plain(view.text(chain[1])) }
        return nil
    }

    private static func plain(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// The frame, bounds, centre, `sizeToFit` and constraints of the view called by any of `names`, last one wins.
    private func place(_ added: inout SourceAddedView, names: Set<String>, isBar: (Range<Int>) -> Bool) {
        var events: [(Int, (inout SourceAddedView) -> Void)] = []
        for method in methods {
            let body = resolver.body(method)
            for assignment in body.assignments where assignment.names.count >= 2 {
                let property = assignment.names[assignment.names.count - 1]
                guard let owner = name(ofChain: Array(assignment.names.dropLast())), names.contains(owner) else { continue }
                let statement = view.range(assignment.start, through: assignment.terminator)
                let value = resolver.expressions.core(assignment.value)
                if view.isWord(property, "frame") || view.isWord(property, "bounds"), let rect = arguments(of: value, "CGRectMake", count: 4) {
                    let isFrame = view.isWord(property, "frame")
                    let centers = UIKitObjCCenterReader(resolver: resolver, method: method)
                    let facts = rect.map { part in
                        let fact = resolver.expressions.number(part)
                        // `CGRectMake(0, 0, kPlusWidth, kPlusWidth)`: a macro or constant of the file.
                        guard fact.literal == nil, let value = centers.number(named: view.unparenthesized(part)) else { return fact }
                        return SourceFact(.literal(value), range: view.byteRange(part))
                    }
                    // A macro or constant of another file, for the project's linking to put in.
                    var pending: [SourceAddedView.FramePart: PendingNumber] = [:]
                    for (index, part) in [(1, SourceAddedView.FramePart.y), (2, .width), (3, .height)] where facts[index].literal == nil {
                        if let number = centers.pendingNumber(view.unparenthesized(rect[index])) { pending[part] = number }
                    }
                    if !isFrame { pending[.y] = nil }
                    events.append((assignment.start, { view in
                        view.pendingFrame = view.pendingFrame.filter { isFrame ? false : $0.key == .y }.merging(pending) { $1 }
                        if isFrame {
                            view.x = facts[0]
                            view.y = facts[1]
                            view.centerY = nil
                            view.centerYProperty = nil
                            view.centerXFraction = nil
                            view.placement = statement
                        }
                        view.width = facts[2]
                        view.height = facts[3]
                    }))
                } else if view.isWord(property, "center"), let point = arguments(of: value, "CGPointMake", count: 2) {
                    let reader = UIKitObjCCenterReader(resolver: resolver, method: method)
                    let center = reader.centerY(point[1])
                    let fraction = reader.widthFraction(point[0])
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.centerXFraction = fraction
                        view.placement = statement
                    }))
                } else if view.isWord(property, "center"), let (x, y) = pointComponents(assignment.value, before: assignment.start, in: body) {
                    // `CGPoint temp = button.center; temp.y = H / 2; button.center = temp;`
                    let reader = UIKitObjCCenterReader(resolver: resolver, method: method)
                    let center = reader.centerY(y)
                    let fraction = x.flatMap { reader.widthFraction($0) }
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.centerXFraction = fraction
                        view.placement = statement
                    }))
                } else if view.isWord(property, "center"),
                          let center = UIKitCenterArithmetic(UIKitObjCCenterReader(resolver: resolver, method: method))
                            .pointGetter(assignment.value) {
                    // `button.center = self.sl_center`: another file's getter, which the project's linking settles.
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.centerXFraction = nil
                        view.placement = statement
                    }))
                } else if ViewMeasureGetters.mayBeCenterY(view.text(property)) {
                    // `button.centerY = …`: a category's property, which the project's linking confirms.
                    let center = UIKitObjCCenterReader(resolver: resolver, method: method).centerY(assignment.value)
                    let name = view.text(property)
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = name
                        view.placement = statement
                    }))
                }
            }
            for send in body.sends {
                if send.selector == "sizeToFit", let owner = name(of: send.receiver), names.contains(owner) {
                    let range = view.range(send.open, through: send.close)
                    events.append((send.open, { view in
                        view.width = SourceFact(.unknown, range: range)
                        view.height = SourceFact(.unknown, range: range)
                        view.pendingFrame[.width] = nil
                        view.pendingFrame[.height] = nil
                    }))
                } else if let constraint = constraint(send, names: names, isBar: isBar) {
                    events.append((send.open, { view in view.constraints.append(constraint) }))
                }
            }
        }
        for (_, apply) in events.sorted(by: { $0.0 < $1.0 }) { apply(&added) }
    }

    /// The arguments of `Function(a, b, …)` when `tokens` is exactly that call with `count` arguments.
    private func arguments(of tokens: Range<Int>, _ function: StaticString, count: Int) -> [Range<Int>]? {
        Self.arguments(of: tokens, function, count: count, in: view)
    }

    /// The arguments of `Function(a, b, …)` when `tokens` of `view` are exactly that call with `count` arguments.
    static func arguments(of tokens: Range<Int>, _ function: StaticString, count: Int, in view: TokenView) -> [Range<Int>]? {
        guard tokens.count >= 3, view.isWord(tokens.lowerBound, function), view.isPunctuation(tokens.lowerBound + 1, "("),
              view.partner(tokens.lowerBound + 1) == tokens.upperBound - 1 else { return nil }
        var result: [Range<Int>] = []
        var start = tokens.lowerBound + 2
        var index = start
        while index < tokens.upperBound - 1 {
            if view.isOpener(index), let close = view.partner(index), close > index { index = close + 1; continue }
            if view.isPunctuation(index, ",") { result.append(start..<index); start = index + 1 }
            index += 1
        }
        result.append(start..<(tokens.upperBound - 1))
        return result.count == count && result.allSatisfy({ !$0.isEmpty }) ? result : nil
    }

    /// `[view.centerYAnchor constraintEqualToAnchor:bar.topAnchor constant:-10]`, `[view.heightAnchor constraintEqualToConstant:64]`.
    private func constraint(_ send: ObjCMessageSend, names: Set<String>, isBar: (Range<Int>) -> Bool) -> SourceAnchorConstraint? {
        guard let chain = view.dottedChain(send.receiver), chain.count >= 2,
              let owner = name(ofChain: Array(chain.dropLast())), names.contains(owner),
              let anchor = Self.anchor(view.text(chain[chain.count - 1])) else { return nil }
        let range = view.range(send.open, through: send.close)
        switch send.selector {
        case "constraintEqualToConstant:":
            guard anchor == .height, let argument = send.arguments.first else { return nil }
            return SourceAnchorConstraint(viewAnchor: .height, barAnchor: nil, constant: resolver.expressions.number(argument), range: range)
        case "constraintEqualToAnchor:", "constraintEqualToAnchor:constant:":
            guard let argument = send.arguments.first, let other = view.dottedChain(argument), other.count >= 2,
                  isBar(argument.lowerBound..<(other[other.count - 2] + 1)),
                  let barAnchor = Self.anchor(view.text(other[other.count - 1])) else { return nil }
            let constant = send.arguments.count > 1 ? resolver.expressions.number(send.arguments[1])
                : SourceFact(.literal(0), range: range)
            return SourceAnchorConstraint(viewAnchor: anchor, barAnchor: barAnchor, constant: constant, range: range)
        default:
            return nil
        }
    }

    private static func anchor(_ name: String) -> SourceAnchorConstraint.Anchor? {
        switch name {
        case "topAnchor": return .top
        case "centerYAnchor": return .centerY
        case "bottomAnchor": return .bottom
        case "heightAnchor": return .height
        default: return nil
        }
    }
}
