import JSONC
import TabBarCore
import UIKitTechnology

/// The views a Swift type's members add to a bar (`addSubview(view)` on the bar) and where they put them:
/// literal `frame` / `bounds` (`CGRect(x:y:width:height:)`, `UIButton(frame:)`), `frame.size` (`CGSize`),
/// `frame.origin.y`, `center` (`CGPoint(x:y:)`, `center.x`, `center.y`: its `y` read as `SourceCenterY`, its `x`
/// as a fraction of the bar's width), `sizeToFit()` (size unknown), and Auto Layout constraints between the
/// view's anchors and the bar's (`constraint(equalTo:constant:)`, `constraint(equalToConstant:)`; a constant
/// `widthAnchor` gives the width). A view is known by every name the type gives it (`self.button = button`, a
/// lazy property's closure returning its local). Names bound by a `for` loop in a member are that loop's.
struct UIKitSwiftPlacements {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let allMembers: [SwiftMember]
    /// The members read (a type's and its extensions'), indexes into `allMembers`.
    let members: [Int]
    let statements: (Int) -> UIKitSwiftStatements

    /// A receiver chain as written (`[]` for a bare call, `["self", "tabBar"]`).
    typealias IsBar = ([String]) -> Bool

    /// The views added by `receiver.addSubview(view)` where `isBar(receiver)`, in file order.
    func addedViews(to isBar: IsBar) -> [SourceAddedView] {
        var aliases = UIKitViewAliases()
        for member in members {
            let body = statements(member)
            for assignment in body.assignments where assignment.chain.count == 1 {
                if let value = values.singleName(assignment.value) { aliases.join(assignment.chain[0], tokens.name(value)) }
            }
            let found = allMembers[member]
            if found.kind == .storedProperty || found.kind == .computedProperty {
                // `lazy var button: UIButton = { let b = UIButton(); …; return b }()`.
                for index in found.body where tokens.keyword(index) == .return && tokens.isIdentifier(index + 1)
                    && tokens.keyword(index + 1) == nil {
                    aliases.join(tokens.name(found.nameToken), tokens.name(index + 1))
                }
            }
        }
        var result: [SourceAddedView] = []
        for member in members {
            for call in calls(named: "addSubview", in: member) where isBar(call.receiver) {
                // Each view's placement reads the type's members again: a bar adds a few views, not hundreds.
                guard call.close > call.open + 1, result.count < Self.maximumViews else { continue }
                let argument = (call.open + 1)..<call.close
                let added = viewName(argument)
                var view = SourceAddedView(name: added, addition: tokens.range(of: call.start..<(call.close + 1)))
                if let added { place(&view, names: aliases.group(of: added), isBar: isBar) }
                result.append(view)
            }
        }
        return result
    }

    /// The views read per type.
    static let maximumViews = 16

    /// A call `receiver.name(…)` or a bare `name(…)` in a member's body.
    struct ReceivedCall {
        var receiver: [String]
        /// The receiver's first token (the name token for a bare call).
        var start: Int
        var name: Int
        var open: Int
        var close: Int
    }

    /// The calls of `name` in the member's body, each with its receiver chain.
    func calls(named name: StaticString, in member: Int) -> [ReceivedCall] {
        let body = allMembers[member].body
        let end = min(body.upperBound, tokens.count)
        var result: [ReceivedCall] = []
        for index in body where index + 1 < end && tokens.spells(index, name) && tokens.isPunctuation(index + 1, "(") {
            guard let close = tokens.partner(index + 1), close > index + 1 else { continue }
            if tokens.isPunctuation(index - 1, ".") {
                guard let (receiver, start) = receiverChain(endingAt: index - 2, from: body.lowerBound) else { continue }
                result.append(ReceivedCall(receiver: receiver, start: start, name: index, open: index + 1, close: close))
            } else {
                result.append(ReceivedCall(receiver: [], start: index, name: index, open: index + 1, close: close))
            }
        }
        return result
    }

    /// The dotted chain of names ending at token `last` (postfix `?` / `!` allowed), and its first token.
    func receiverChain(endingAt last: Int, from start: Int) -> ([String], Int)? {
        Self.receiverChain(endingAt: last, from: start, tokens)
    }

    static func receiverChain(endingAt last: Int, from start: Int, _ tokens: SwiftTokens) -> ([String], Int)? {
        var names: [String] = []
        var index = last
        while index >= start {
            while index >= start, tokens.isPostfixUnwrap(index) { index -= 1 }
            guard index >= start, tokens.isIdentifier(index) else { return nil }
            names.append(tokens.name(index))
            guard index - 1 >= start, tokens.isPunctuation(index - 1, "."), tokens.isIdentifier(index - 2) || tokens.isPostfixUnwrap(index - 2) else {
                return (names.reversed(), index)
            }
            index -= 2
        }
        return nil
    }

    /// `button`, `self.button`: the name without `self.`.
    func viewName(_ expression: Range<Int>) -> String? {
        guard let chain = UIKitSwiftCenterReader.chain(values.stripped(expression), tokens) else { return nil }
        return Self.name(ofChain: chain)
    }

    static func name(ofChain chain: [String]) -> String? {
        if chain.count == 1 { return chain[0] == "self" ? nil : chain[0] }
        if chain.count == 2, chain[0] == "self" { return chain[1] }
        return nil
    }

    /// The names a member's `for` loops bind (`for button in`, `for (index, button) in`).
    private func loopNames(in member: Int) -> Set<String> {
        let body = allMembers[member].body
        var names: Set<String> = []
        // A `for` statement, not the `for:` label of `setImage(_:for:)`.
        for index in body where tokens.spells(index, "for") && !tokens.isPunctuation(index + 1, ":")
            && tokens.startsStatement(index, bodyStart: body.lowerBound) {
            var cursor = index + 1
            while cursor < body.upperBound, cursor < index + 12, tokens.keyword(cursor) != .in {
                if tokens.isIdentifier(cursor), tokens.keyword(cursor) == nil { names.insert(tokens.name(cursor)) }
                cursor += 1
            }
        }
        return names
    }

    /// The frame, bounds, centre, `sizeToFit()` and constraints of the view called by any of `names`, the last one winning.
    private func place(_ added: inout SourceAddedView, names: Set<String>, isBar: IsBar) {
        var events: [(Int, (inout SourceAddedView) -> Void)] = []
        // Where a view is made with a frame, and where a frame or centre is set on it later.
        var madeAt: [Int] = []
        var placedAt: [Int] = []
        for member in members {
            let found = allMembers[member]
            let body = statements(member)
            let own = names.subtracting(loopNames(in: member))
            // A view made with its frame (`UIButton(frame: CGRect(x: …, y: -30, width: 60, height: 60))`): the frame is
            // where it sits until something moves it.
            func madeWith(_ rect: [SourceFact<Double>], at position: Int) -> (inout SourceAddedView) -> Void {
                madeAt.append(position)
                return { (view: inout SourceAddedView) in
                    view.x = rect[0]
                    view.y = rect[1]
                    view.width = rect[2]
                    view.height = rect[3]
                    view.centerY = nil
                    view.centerYProperty = nil
                    view.centerXFraction = nil
                }
            }
            if found.kind == .storedProperty, own.contains(tokens.name(found.nameToken)), let rect = frameArgument(of: found.body, locals: [:]) {
                events.append((found.body.lowerBound, madeWith(rect, at: found.body.lowerBound)))
            }
            for (local, value) in body.locals where own.contains(local) {
                if let rect = frameArgument(of: value, locals: body.locals) {
                    events.append((value.lowerBound, madeWith(rect, at: value.lowerBound)))
                }
            }
            // `centerButton = UIButton(frame: …)` (a property given the view in a method).
            for assignment in body.assignments where assignment.chain.count == 1 && own.contains(assignment.chain[0])
                && body.locals[assignment.chain[0]] == nil {
                if let rect = frameArgument(of: assignment.value, locals: body.locals) {
                    events.append((assignment.start, madeWith(rect, at: assignment.start)))
                }
            }
            let reader = UIKitSwiftCenterReader(tokens: tokens, values: values, locals: body.locals, members: allMembers)
            for assignment in body.assignments where assignment.chain.count >= 2 && own.contains(assignment.chain[0]) {
                let path = Array(assignment.chain.dropFirst())
                let statement = tokens.range(of: assignment.start..<assignment.value.upperBound)
                if path.first == "frame" || path.first == "center" { placedAt.append(assignment.start) }
                if path == ["frame"] || path == ["bounds"], let rect = rectangle(assignment.value, locals: body.locals) {
                    let isFrame = path == ["frame"]
                    events.append((assignment.start, { view in
                        if isFrame {
                            view.x = rect[0]
                            view.y = rect[1]
                            view.centerY = nil
                            view.centerYProperty = nil
                            view.centerXFraction = nil
                            view.placement = statement
                        }
                        view.width = rect[2]
                        view.height = rect[3]
                    }))
                } else if path == ["frame", "size"] || path == ["bounds", "size"], let size = self.size(assignment.value, locals: body.locals) {
                    events.append((assignment.start, { view in view.width = size[0]; view.height = size[1] }))
                } else if path == ["center"], let (x, y) = self.point(assignment.value) {
                    let center = reader.centerY(y)
                    let fraction = reader.widthFraction(x)
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.centerXFraction = fraction
                        view.placement = statement
                    }))
                } else if path == ["center"], let center = UIKitCenterArithmetic(reader).pointGetter(assignment.value) {
                    // `button.center = self.sl_center`: another file's getter, which the project's linking settles.
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.centerXFraction = nil
                        view.placement = statement
                    }))
                } else if path == ["center", "x"] {
                    let fraction = reader.widthFraction(assignment.value)
                    events.append((assignment.start, { view in view.centerXFraction = fraction }))
                } else if path == ["center", "y"] {
                    let center = reader.centerY(assignment.value)
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = nil
                        view.placement = statement
                    }))
                } else if path.count == 1, ViewMeasureGetters.mayBeCenterY(path[0]) {
                    // `button.centerY = …`: an extension's property, which the project's linking confirms.
                    let center = reader.centerY(assignment.value)
                    let name = path[0]
                    events.append((assignment.start, { view in
                        view.centerY = center
                        view.centerYProperty = name
                        view.placement = statement
                    }))
                } else if path == ["frame", "origin", "y"] {
                    let y = number(assignment.value, locals: body.locals)
                    events.append((assignment.start, { view in
                        view.y = y
                        view.centerY = nil
                        view.centerYProperty = nil
                        view.placement = statement
                    }))
                }
            }
            for call in calls(named: "sizeToFit", in: member) {
                guard let owner = Self.name(ofChain: call.receiver), own.contains(owner) else { continue }
                let range = tokens.range(of: call.name..<(call.close + 1))
                events.append((call.name, { view in
                    view.width = SourceFact(.unknown, range: range)
                    view.height = SourceFact(.unknown, range: range)
                }))
            }
            for call in calls(named: "constraint", in: member) {
                if let width = constantWidth(call, names: own, locals: body.locals) {
                    events.append((call.name, { view in view.width = width }))
                }
                guard let constraint = constraint(call, names: own, isBar: isBar, locals: body.locals) else { continue }
                events.append((call.name, { view in view.constraints.append(constraint) }))
            }
        }
        for (_, apply) in events.sorted(by: { $0.0 < $1.0 }) { apply(&added) }
        // Constraints place a view whatever frame it was made with: the initializer's origin is not where it sits.
        if !added.constraints.isEmpty, let made = madeAt.max(), !placedAt.contains(where: { $0 > made }) {
            added.x = nil
            added.y = nil
        }
    }

    /// A number: a literal, or a name standing for one, one level: a local of the member declared before it
    /// (`let size: CGFloat = 64`) or a stored property of the type (`private let buttonSize: CGFloat = 64`,
    /// `self.buttonSize`); else unknown.
    func number(_ expression: Range<Int>, locals: [String: Range<Int>]) -> SourceFact<Double> {
        let fact = values.number(expression)
        guard fact.literal == nil, let chain = UIKitSwiftCenterReader.chain(values.stripped(expression), tokens),
              let name = Self.name(ofChain: chain) else { return fact }
        if chain.count == 1, let value = locals[name], value.upperBound <= expression.lowerBound {
            let local = values.number(value)
            return local.literal == nil ? fact : local
        }
        for member in members where allMembers[member].kind == .storedProperty && tokens.names(allMembers[member].nameToken, name) {
            let stored = values.number(allMembers[member].body)
            return stored.literal == nil ? fact : stored
        }
        return fact
    }

    /// The labelled arguments of `callee(label: …, …)` when `expression` is exactly that call with those labels.
    /// `legacy` names Swift 2's function of the same value (`CGRectMake`, `CGPointMake`, `CGSizeMake`), whose
    /// arguments come in the labels' order with no label.
    private func labelled(_ expression: Range<Int>, _ callee: StaticString, _ labels: [StaticString],
                          legacy: StaticString? = nil) -> [Range<Int>]? {
        guard let call = values.call(expression), call.arguments.count == labels.count else { return nil }
        if let legacy, tokens.spells(call.callee, legacy) {
            guard call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
            return call.arguments.map(\.value)
        }
        guard tokens.spells(call.callee, callee) else { return nil }
        var result: [Range<Int>] = []
        for (argument, label) in zip(call.arguments, labels) {
            guard let written = argument.label, tokens.spells(written, label) else { return nil }
            result.append(argument.value)
        }
        return result
    }

    /// `CGRect(x:y:width:height:)` (Swift 2's `CGRectMake(x, y, w, h)`), `CGRect(origin: CGPoint(x:y:) or .zero,
    /// size: CGSize(width:height:))`: its four numbers.
    /// Also `CGRectOffset(r, dx, dy)` and `r.offsetBy(dx:dy:)` of such a rectangle, or of a local holding one.
    private func rectangle(_ expression: Range<Int>, locals: [String: Range<Int>], depth: Int = 0) -> [SourceFact<Double>]? {
        guard depth < 3 else { return nil }
        if let name = values.singleName(expression), let value = locals[tokens.name(name)], value.upperBound <= name {
            return rectangle(value, locals: locals, depth: depth + 1)
        }
        if let (base, dx, dy) = offset(expression),
           let rect = rectangle(base, locals: locals, depth: depth + 1) {
            let whole = tokens.range(of: values.stripped(expression))
            func moved(_ fact: SourceFact<Double>, _ by: Range<Int>) -> SourceFact<Double> {
                guard let start = fact.literal, let delta = number(by, locals: locals).literal else { return SourceFact(.unknown, range: whole) }
                return SourceFact(.literal(start + delta), range: tokens.range(of: values.stripped(by)))
            }
            return [moved(rect[0], dx), moved(rect[1], dy), rect[2], rect[3]]
        }
        if let parts = labelled(expression, "CGRect", ["x", "y", "width", "height"], legacy: "CGRectMake") { return parts.map { number($0, locals: locals) } }
        guard let parts = labelled(expression, "CGRect", ["origin", "size"]), let size = size(parts[1], locals: locals) else { return nil }
        let origin: [SourceFact<Double>]
        if let (x, y) = point(parts[0]) {
            origin = [number(x, locals: locals), number(y, locals: locals)]
        } else if let chain = UIKitSwiftCenterReader.chain(values.stripped(parts[0]), tokens), chain == ["CGPoint", "zero"] {
            let range = tokens.range(of: values.stripped(parts[0]))
            origin = [SourceFact(.literal(0), range: range), SourceFact(.literal(0), range: range)]
        } else {
            return nil
        }
        return origin + size
    }

    /// `CGRectOffset(r, dx, dy)`, `r.offsetBy(dx: dx, dy: dy)`: the rectangle and the two offsets.
    private func offset(_ expression: Range<Int>) -> (Range<Int>, Range<Int>, Range<Int>)? {
        let core = values.stripped(expression)
        if let call = values.call(core), tokens.spells(call.callee, "CGRectOffset"), call.arguments.count == 3,
           call.arguments.allSatisfy({ $0.label == nil }) {
            return (call.arguments[0].value, call.arguments[1].value, call.arguments[2].value)
        }
        // `rect.offsetBy(dx: 0, dy: -20)`.
        guard core.count >= 5, tokens.isPunctuation(core.upperBound - 1, ")"), let open = tokens.partner(core.upperBound - 1),
              open >= core.lowerBound + 3, tokens.spells(open - 1, "offsetBy"), tokens.isPunctuation(open - 2, ".") else { return nil }
        let arguments = values.arguments(open: open, close: core.upperBound - 1)
        guard arguments.count == 2, let dx = arguments[0].label, let dy = arguments[1].label,
              tokens.spells(dx, "dx"), tokens.spells(dy, "dy") else { return nil }
        return (core.lowerBound..<(open - 2), arguments[0].value, arguments[1].value)
    }

    /// `CGSize(width:height:)`, Swift 2's `CGSizeMake(w, h)`.
    private func size(_ expression: Range<Int>, locals: [String: Range<Int>]) -> [SourceFact<Double>]? {
        labelled(expression, "CGSize", ["width", "height"], legacy: "CGSizeMake")?.map { number($0, locals: locals) }
    }

    /// `CGPoint(x:y:)`, Swift 2's `CGPointMake(x, y)`: the `x` and `y` expressions.
    private func point(_ expression: Range<Int>) -> (Range<Int>, Range<Int>)? {
        labelled(expression, "CGPoint", ["x", "y"], legacy: "CGPointMake").map { ($0[0], $0[1]) }
    }

    /// `UIButton(frame: CGRect(…))` (any view class): the rectangle's numbers.
    private func frameArgument(of expression: Range<Int>, locals: [String: Range<Int>]) -> [SourceFact<Double>]? {
        guard let call = values.call(expression), tokens.isTypeName(call.callee), call.arguments.count == 1,
              let label = call.arguments[0].label, tokens.spells(label, "frame") else { return nil }
        return rectangle(call.arguments[0].value, locals: locals)
    }

    /// `view.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: -10)` (either way round: the bar's anchor
    /// first gives the opposite constant), `view.heightAnchor.constraint(equalToConstant: 64)`.
    private func constraint(_ call: ReceivedCall, names: Set<String>, isBar: IsBar, locals: [String: Range<Int>]) -> SourceAnchorConstraint? {
        guard call.receiver.count >= 2, let anchor = Self.anchor(call.receiver[call.receiver.count - 1]) else { return nil }
        let owner = Array(call.receiver.dropLast())
        let range = tokens.range(of: call.start..<(call.close + 1))
        let arguments = values.arguments(open: call.open, close: call.close)
        guard let first = arguments.first, let label = first.label else { return nil }
        if tokens.spells(label, "equalToConstant") {
            guard anchor == .height, arguments.count == 1, let name = Self.name(ofChain: owner), names.contains(name) else { return nil }
            return SourceAnchorConstraint(viewAnchor: .height, barAnchor: nil, constant: number(first.value, locals: locals), range: range)
        }
        guard tokens.spells(label, "equalTo"), arguments.count <= 2,
              let other = UIKitSwiftCenterReader.chain(values.stripped(first.value), tokens), other.count >= 2,
              let otherAnchor = Self.anchor(other[other.count - 1]) else { return nil }
        var constant = SourceFact<Double>(.literal(0), range: range)
        if arguments.count == 2 {
            guard let second = arguments[1].label, tokens.spells(second, "constant") else { return nil }
            constant = number(arguments[1].value, locals: locals)
        }
        let otherOwner = Array(other.dropLast())
        if let name = Self.name(ofChain: owner), names.contains(name), isBar(otherOwner) {
            return SourceAnchorConstraint(viewAnchor: anchor, barAnchor: otherAnchor, constant: constant, range: range)
        }
        if isBar(owner), let name = Self.name(ofChain: otherOwner), names.contains(name) {
            if let value = constant.literal { constant = SourceFact(.literal(-value), range: constant.range) }
            return SourceAnchorConstraint(viewAnchor: otherAnchor, barAnchor: anchor, constant: constant, range: range)
        }
        return nil
    }

    /// `view.widthAnchor.constraint(equalToConstant: 58)`: the view's width.
    private func constantWidth(_ call: ReceivedCall, names: Set<String>, locals: [String: Range<Int>]) -> SourceFact<Double>? {
        guard call.receiver.count >= 2, call.receiver.last == "widthAnchor",
              let name = Self.name(ofChain: Array(call.receiver.dropLast())), names.contains(name) else { return nil }
        let arguments = values.arguments(open: call.open, close: call.close)
        guard arguments.count == 1, let label = arguments[0].label, tokens.spells(label, "equalToConstant") else { return nil }
        return number(arguments[0].value, locals: locals)
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
