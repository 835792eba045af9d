import JSONC
import TabBarCore

/// Reads a tab's label as the tab bar shows it: the first image and the first text among the views of a
/// `.tabItem { … }` builder (`Label("T", systemImage: "s")`, `Label("T", image: "a")`, `Image(systemName: "s")`,
/// `Image("a")`, `Text("T")`, in any order, inside a `VStack` too), and the title and image of a
/// `Tab("T", systemImage: "s") { … }`. A value that is no plain string literal is asked of the evaluator, and unknown at
/// its expression when it cannot tell; a view it does not know makes the parts still missing unknown, at that view (it
/// may hold an image or a text).
struct SwiftUILabelReader {
    let tokens: SwiftTokens
    let values: SwiftValueReader
    /// The file's evaluator, asked for the values that are no plain literal.
    var evaluation = SwiftLazyEvaluator()
    /// The names bound where the label is written (a `ForEach` element).
    var scope = SwiftEvaluator.Scope()

    /// A label's parts as far as read: nil while no view gave them.
    struct Label {
        var title: SourceFact<String>?
        var image: SourceFact<String>?

        var isComplete: Bool { title != nil && image != nil }

        /// Sets the parts still missing, the first view's value winning.
        mutating func add(title: SourceFact<String>? = nil, image: SourceFact<String>? = nil) {
            if self.title == nil { self.title = title }
            if self.image == nil { self.image = image }
        }

        /// A view that may hold an image or a text: the parts still missing become unknown at `range`.
        mutating func addUnknown(_ range: ByteRange) {
            add(title: SourceFact(.unknown, range: range), image: SourceFact(.unknown, range: range))
        }
    }

    /// The views of the builder between `open` and `close`, in order, until both parts are known.
    func read(open: Int, close: Int, into label: inout Label, depth: Int = 0) {
        for range in SwiftUICall.views(open: open, close: close, in: tokens) where !label.isComplete {
            view(range, into: &label, depth: depth)
        }
    }

    /// One view of a label's builder, with its modifiers (which the tab bar ignores).
    private func view(_ range: Range<Int>, into label: inout Label, depth: Int) {
        if let word = tokens.keyword(range.lowerBound), word == .let || word == .var { return }
        // A helper's body may return its view (`return Label(…)`).
        if tokens.keyword(range.lowerBound) == .return, range.count > 1 {
            view((range.lowerBound + 1)..<range.upperBound, into: &label, depth: depth)
            return
        }
        // `switch self { case .home: Label(…) … }` in a case's helper: the clause its value takes.
        if tokens.spells(range.lowerBound, "switch"), depth < 4 {
            guard let clause = evaluation.evaluator(for: tokens).chosenClause(ofSwitchAt: range.lowerBound, limit: range.upperBound,
                                                                              in: scope) else {
                label.addUnknown(tokens.range(of: range))
                return
            }
            for view in SwiftUICall.views(open: clause.lowerBound - 1, close: clause.upperBound, in: tokens) where !label.isComplete {
                self.view(view, into: &label, depth: depth + 1)
            }
            return
        }
        if depth < 4, helper(range, into: &label, depth: depth) { return }
        guard let calls = SwiftUICall.chain(range, in: tokens), let view = calls.first else {
            label.addUnknown(tokens.range(of: range))
            return
        }
        let whole = tokens.range(of: range)
        if view.isNamed("Text", in: tokens) {
            label.add(title: text(view))
        } else if view.isNamed("Image", in: tokens) {
            label.add(image: image(view))
        } else if view.isNamed("Label", in: tokens) {
            self.label(view, into: &label, depth: depth)
        } else if ["VStack", "HStack", "ZStack", "Group"].contains(where: { view.isNamed($0, in: tokens) }),
                  view.closures.count == 1, depth < 4 {
            read(open: view.closures[0].open, close: view.closures[0].close, into: &label, depth: depth + 1)
        } else {
            label.addUnknown(whole)
        }
    }

    /// A helper of the file that returns the label (`tabLabel(for: .home)`, `tab.label`, `homeLabel`,
    /// `SwiftEvaluator.viewHelper`): its body's views, read with its parameters and `self` bound. False when `range` is
    /// no such helper.
    private func helper(_ range: Range<Int>, into label: inout Label, depth: Int) -> Bool {
        let first = range.lowerBound
        guard tokens.isIdentifier(first), let initial = tokens.name(first).utf8.first,
              (initial >= UInt8(ascii: "a") && initial <= UInt8(ascii: "z")) || tokens.isPunctuation(first + 1, "."),
              let helper = evaluation.evaluator(for: tokens).viewHelper(range, in: scope),
              helper.body.lowerBound > 0, tokens.isPunctuation(helper.body.lowerBound - 1, "{") else { return false }
        var reader = self
        reader.scope = helper.scope
        var read = Label()
        reader.read(open: helper.body.lowerBound - 1, close: helper.body.upperBound, into: &read, depth: depth + 1)
        if read.title == nil && read.image == nil { return false }
        label.add(title: read.title, image: read.image)
        return true
    }

    /// `Text("T")`, `Text(verbatim: "T")`.
    func text(_ call: SwiftUICall) -> SourceFact<String> {
        let whole = call.head(in: tokens)
        guard let parentheses = call.arguments, call.closures.isEmpty else { return SourceFact(.unknown, range: whole) }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        guard arguments.count == 1, arguments[0].label.map({ tokens.spells($0, "verbatim") }) ?? true else {
            return SourceFact(.unknown, range: whole)
        }
        return string(arguments[0].value)
    }

    /// `Image("a")` (an asset), `Image(systemName: "s")` (an SF Symbol).
    func image(_ call: SwiftUICall) -> SourceFact<String> {
        let whole = call.head(in: tokens)
        guard let parentheses = call.arguments, call.closures.isEmpty else { return SourceFact(.unknown, range: whole) }
        let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
        guard let first = arguments.first else { return SourceFact(.unknown, range: whole) }
        if let label = first.label, tokens.spells(label, "systemName") { return symbol(first.value) }
        guard arguments.count == 1, first.label == nil else { return SourceFact(.unknown, range: whole) }
        return string(first.value)
    }

    /// `Label("T", systemImage: "s")`, `Label("T", image: "a")`, `Label { Text("T") } icon: { Image("a") }`.
    private func label(_ call: SwiftUICall, into label: inout Label, depth: Int) {
        let whole = call.head(in: tokens)
        if let parentheses = call.arguments {
            let arguments = values.arguments(open: parentheses.open, close: parentheses.close)
            guard call.closures.isEmpty, arguments.count == 2, arguments[0].label == nil, let kind = arguments[1].label,
                  let image = image(kind, arguments[1].value) else {
                label.addUnknown(whole)
                return
            }
            label.add(title: string(arguments[0].value), image: image)
        } else if call.closures.count == 2, let icon = call.closures[1].label, tokens.spells(icon, "icon"), depth < 4 {
            var title = Label(), image = Label()
            read(open: call.closures[0].open, close: call.closures[0].close, into: &title, depth: depth + 1)
            read(open: call.closures[1].open, close: call.closures[1].close, into: &image, depth: depth + 1)
            label.add(title: title.title, image: image.image)
        } else {
            label.addUnknown(whole)
        }
    }

    /// The image an argument labelled `label` gives (`systemImage:` an SF Symbol, `image:` an asset), nil for
    /// another label.
    func image(_ label: Int, _ value: Range<Int>) -> SourceFact<String>? {
        if tokens.spells(label, "systemImage") {
            // `systemImage: ""` names no symbol: the tab shows no icon.
            let name = string(value)
            return name.literal?.isEmpty == true ? nil : SourceFact.systemSymbol(range: name.range)
        }
        if tokens.spells(label, "image") { return string(value) }
        return nil
    }

    /// A string's value at its literal: a plain literal, else what the evaluator computes (a constant, a case's
    /// `switch self` property, a `ForEach` element's, a `+` of known parts); else unknown at the expression.
    func string(_ expression: Range<Int>) -> SourceFact<String> {
        let stripped = values.stripped(expression)
        if stripped.count == 1, let value = tokens.stringValue(stripped.lowerBound) {
            return SourceFact(.literal(value), range: tokens.range(stripped.lowerBound))
        }
        let whole = values.bytes(expression)
        guard !stripped.isEmpty else { return SourceFact(.unknown, range: whole) }
        return evaluation.evaluator(for: tokens).evaluate(stripped, in: scope).stringFact(unknownAt: whole)
    }

    /// An SF Symbol's name: never an asset, at the literal (or the expression).
    func symbol(_ expression: Range<Int>) -> SourceFact<String> {
        SourceFact.systemSymbol(range: string(expression).range)
    }
}
