import JSONC
import SourceText
import TabBarCore
import UIKitTechnology

/// Reads the family of a custom bar's `-layoutSubviews` arithmetic (`SourceBarLayout`): the slot width
/// (`W / (self.items.count + 1)`, `W / count` with a local `count = self.items.count + 1`, `W / 5`, `(W - P) / 2`,
/// `(W - P) * 0.5`, `(W - P) / self.items.count`, where the numerator names a width, or is a getter of the view
/// another file may declare: `self.sl_width`) and the skipped slot (`if (i == 2)`, `index > 1 ? index + 1 : index`,
/// `if (i >= 2)`, `if (idx > 1) { obj.x = (idx + 1) * w; }` in a block over the subviews), literal or nothing.
struct UIKitObjCLayoutArithmetic {
    let resolver: ObjCResolver
    let method: Int
    var view: TokenView { resolver.view }

    func layout() -> SourceBarLayout? {
        let body = resolver.body(method)
        var candidates: [(layout: SourceBarLayout, name: String?)] = []
        var pending: SourceBarLayout?
        for assignment in body.assignments {
            // A centre at a fraction of the width (`self.plusButton.centerX = self.width / 2`) places one view, not slots;
            // nor does a point's or an origin's coordinate (`temp.x = self.frame.size.width / 2`).
            if let last = assignment.names.last {
                let name = view.text(last).lowercased()
                if name.contains("center") || (assignment.names.count > 1 && name == "y") { continue }
                // `CGPoint temp = button.center; temp.x = W / 2;`: a centre's coordinate (`view.x = i * W / 5` is a slot).
                if assignment.names.count == 2, name == "x", let held = body.onlyAssignment(to: view.text(assignment.names[0])),
                   let end = resolver.expressions.core(held.value).last, view.isWord(end, "center") { continue }
            }
            guard let layout = slotWidth(assignment.value) else { continue }
            // A divisor another file declares is taken only when no slot width of the method is read without it.
            if layout.pendingDivisor == nil {
                candidates.append((layout, assignment.names.count == 1 ? view.text(assignment.names[0]) : nil))
            } else if pending == nil {
                pending = layout
            }
        }
        guard var layout = chosenSlotWidth(candidates, in: body) ?? (candidates.isEmpty ? pending : nil) else { return nil }
        if let (slot, range, pending) = skip(body) {
            layout.skippedSlot = slot
            layout.skipRange = range
            layout.pendingSkip = pending
        }
        return layout
    }

    /// The slot width among the method's divisions of the bar's width: the first, when they agree; else the one a
    /// frame is given as its width (`temp.size.width = w`, `CGRectMake(x, y, w, h)`); else none (a method computing
    /// `width / 4` and `width / 5` lays out by one of them, which is not told).
    private func chosenSlotWidth(_ candidates: [(layout: SourceBarLayout, name: String?)], in body: ObjCMethodBody) -> SourceBarLayout? {
        guard let first = candidates.first else { return nil }
        if candidates.allSatisfy({ $0.layout.family == first.layout.family }) { return first.layout }
        let used = candidates.filter { candidate in
            guard let name = candidate.name else { return false }
            return body.assignments.contains { assignment in
                guard let last = assignment.names.last, view.isWord(last, "width"), assignment.names.count > 1 else { return false }
                let value = resolver.expressions.core(assignment.value)
                return value.count == 1 && view.text(value.lowerBound) == name
            } || (body.occurrences["CGRectMake"] ?? []).contains { token in
                guard view.isPunctuation(token + 1, "("), let close = view.partner(token + 1),
                      let parts = UIKitObjCPlacements.arguments(of: token..<(close + 1), "CGRectMake", count: 4, in: view) else { return false }
                let width = resolver.expressions.core(parts[2])
                return width.count == 1 && view.text(width.lowerBound) == name
            }
        }
        guard let chosen = used.first, used.allSatisfy({ $0.layout.family == chosen.layout.family }) else { return nil }
        return chosen.layout
    }

    private var centers: UIKitObjCCenterReader { UIKitObjCCenterReader(resolver: resolver, method: method) }

    /// A slot width: a division of a width.
    private func slotWidth(_ tokens: Range<Int>) -> SourceBarLayout? {
        let core = view.unparenthesized(tokens)
        let whole = view.byteRange(core)
        if let divide = centers.lastTopLevel(core, ["/"]) {
            let numerator = view.unparenthesized(core.lowerBound..<divide)
            let denominator = throughLocal(view.unparenthesized((divide + 1)..<core.upperBound))
            // `self.sl_width / count`: a getter another file's `UIView` category must make the width.
            let getter = namesWidth(numerator) ? nil : centers.viewGetter(numerator) ?? declaredElsewhere(numerator)
            guard namesWidth(numerator) || getter != nil else { return nil }
            let subtracted = centers.lastTopLevel(numerator, ["-"]) != nil
            var layout: SourceBarLayout
            if let (value, range) = resolver.expressions.numberLiteral(denominator) ?? namedNumber(denominator),
               let count = Int(exactly: value), count >= 2 {
                layout = SourceBarLayout(family: subtracted ? .plusSubtracted(count) : .fixedDivisor(count), range: whole, divisorRange: range)
            } else if let divisor = centers.pendingNumber(denominator), divisor.scale == 1 {
                // `W / kTabCount` with `kTabCount` a macro or constant of another file: linking puts in its number.
                layout = SourceBarLayout(family: subtracted ? .plusSubtracted(0) : .fixedDivisor(0), range: whole,
                                         divisorRange: view.byteRange(denominator))
                layout.pendingDivisor = divisor.name
            } else {
                let mentionsCount = denominator.contains { view.isWord($0, "count") }
                guard mentionsCount else { return nil }
                if subtracted {
                    layout = SourceBarLayout(family: .plusSubtracted(nil), range: whole)
                } else if let plus = centers.lastTopLevel(denominator, ["+"]),
                          resolver.expressions.numberLiteral((plus + 1)..<denominator.upperBound)?.0 == 1 {
                    layout = SourceBarLayout(family: .slotPerItemPlusOne, range: whole)
                } else {
                    return nil
                }
            }
            layout.widthGetter = getter
            return layout
        }
        if let times = centers.lastTopLevel(core, ["*"]) {
            let numerator = view.unparenthesized(core.lowerBound..<times)
            guard namesWidth(numerator), centers.lastTopLevel(numerator, ["-"]) != nil,
                  let (value, range) = resolver.expressions.numberLiteral((times + 1)..<core.upperBound), value > 0, value < 1,
                  let count = Int(exactly: (1 / value).rounded()), abs(1 / Double(count) - value) < 1e-9 else { return nil }
            return SourceBarLayout(family: .plusSubtracted(count), range: whole, divisorRange: range)
        }
        return nil
    }

    /// The number of a macro or constant of the file, or of arithmetic of them (`W / kTabSlots`, `W / (kTabs + 1)`),
    /// with the bytes that spell it.
    private func namedNumber(_ tokens: Range<Int>) -> (Double, ByteRange)? {
        let core = view.unparenthesized(tokens)
        guard let value = centers.number(named: core) ?? centers.constant(core) else { return nil }
        return (value, view.byteRange(core))
    }

    /// The value of the method's one assignment to the local `tokens` names, made before it (`count` in
    /// `W / count` after `NSInteger count = self.items.count + 1;`); `tokens` itself otherwise.
    private func throughLocal(_ tokens: Range<Int>) -> Range<Int> {
        guard let value = centers.localValue(tokens) else { return tokens }
        return view.unparenthesized(value)
    }

    /// A bare name the method neither declares nor assigns, nor takes as a parameter (`kScreenW` in `kScreenW / 5`):
    /// a macro or constant of this or another file, which the project's linking keeps the layout for when it holds the
    /// screen's width (a tab bar is as wide as the screen), and drops it otherwise.
    private func declaredElsewhere(_ tokens: Range<Int>) -> String? {
        guard tokens.count == 1, view.isIdentifier(tokens.lowerBound), !resolver.isReservedWord(tokens.lowerBound) else { return nil }
        let name = view.text(tokens.lowerBound)
        let body = resolver.body(method)
        guard !ViewMeasureGetters.viewMembers.contains(name), !resolver.declarations.methods[method].parameters.contains(name),
              !body.assignments.contains(where: { $0.names.count == 1 && view.text($0.names[0]) == name }) else { return nil }
        return name
    }

    /// Whether `tokens` names a width: the word `width`, or a local variable given one.
    private func namesWidth(_ tokens: Range<Int>) -> Bool {
        for index in tokens where view.isIdentifier(index) {
            if view.isWord(index, "width") { return true }
            if let assignment = resolver.body(method).onlyAssignment(to: view.text(index)), assignment.terminator < index,
               assignment.value.contains(where: { view.isWord($0, "width") }) {
                return true
            }
        }
        return false
    }

    /// Whether the body steps `name` on (`name++`, `++name`, `name += 1`, `name = …`): a slot counter.
    private func isIncremented(_ name: String, in body: ObjCMethodBody) -> Bool {
        (body.occurrences[name] ?? []).contains { index in
            view.isOperator(index + 1, "++") || view.isOperator(index - 1, "++") || view.isOperator(index + 1, "+=")
                || (view.isOperator(index + 1, "=") && ObjCMethodBody.startsStatement(index, bodyOpen: body.open, view))
        }
    }

    /// Whether the statement starting at token `start` (a block in braces, or one statement) reads `counter + 1`: the
    /// next slot's position (`if (idx > 1) { obj.x = (idx + 1) * w; }`, where a block's index cannot be stepped on).
    private func readsNextSlot(_ counter: String, inStatementAfter start: Int) -> Bool {
        let end: Int
        if view.isPunctuation(start, "{"), let close = view.partner(start), close > start {
            end = close
        } else {
            end = view.firstTopLevel(from: start, before: min(view.count, start + 64)) { view.isPunctuation($0, ";") } ?? start
        }
        var index = start
        while index + 2 < end {
            defer { index += 1 }
            if view.isIdentifier(index), view.text(index) == counter, view.isOperator(index + 1, "+"),
               resolver.expressions.numberLiteral((index + 2)..<(index + 3))?.0 == 1 { return true }
        }
        return false
    }

    /// The skipped slot: `if (i == k)`, `i > k - 1 ? … : …`, `if (i >= k)`; the literal's range. `k` may be a macro or
    /// constant of the file (`if (i == kCenterIndex)`), or of another file: then the slot returned is what the
    /// comparison adds to it (1 for `>`) and the name is returned for linking to add its number.
    private func skip(_ body: ObjCMethodBody) -> (Int, ByteRange, pending: String?)? {
        var waiting: (Int, ByteRange, pending: String?)?
        var index = body.open + 1
        while index + 2 < body.close {
            defer { index += 1 }
            guard view.isIdentifier(index), view.kind(index + 1) == .operator, let (k, range, pending) = skipBound(index + 2) else { continue }
            let counter = view.text(index)
            let inIf = view.isPunctuation(index - 1, "(") && view.isWord(index - 2, "if") && view.isPunctuation(index + 3, ")")
                && (isIncremented(counter, in: body) || readsNextSlot(counter, inStatementAfter: index + 4))
            // `index > 1 ? index + 1 : index`
            let inTernary = view.isOperator(index + 3, "?") && view.text(index + 4) == counter && view.isOperator(index + 5, "+")
            guard inIf || inTernary else { continue }
            var found: (Int, ByteRange, pending: String?)?
            if view.isOperator(index + 1, "=="), inIf { found = (k, range, pending) }
            if view.isOperator(index + 1, ">=") { found = (k, range, pending) }
            if view.isOperator(index + 1, ">") { found = (k + 1, range, pending) }
            // One waiting on another file is taken only when no skip of the method is read without it.
            if let skip = found, skip.pending == nil { return skip }
            if waiting == nil { waiting = found }
        }
        return waiting
    }

    /// The bound of a skip at token `index`: a number literal from 0 to 9, a name of the file giving one, or a name
    /// spelled as a constant that the file does not declare (0, and the name, for another file to give).
    private func skipBound(_ index: Int) -> (Int, ByteRange, pending: String?)? {
        let token = index..<(index + 1)
        if let (value, range) = resolver.expressions.numberLiteral(token) {
            guard let k = Int(exactly: value), k >= 0, k < 10 else { return nil }
            return (k, range, nil)
        }
        guard view.isIdentifier(index), !resolver.isReservedWord(index) else { return nil }
        if let value = centers.number(named: token) {
            guard let k = Int(exactly: value), k >= 0, k < 10 else { return nil }
            return (k, view.byteRange(token), nil)
        }
        guard let pending = centers.pendingNumber(token), pending.scale == 1 else { return nil }
        return (0, view.byteRange(token), pending.name)
    }
}
