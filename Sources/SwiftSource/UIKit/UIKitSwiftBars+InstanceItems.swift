import JSONC
import TabBarCore

/// Items set by position on a controller made in a function (SPEC section 8), after its tabs are given:
/// `tabs.tabBar.items?[0].image = …`, `tabs.tabBar.items![1].title = …`, through a local holding the items
/// (`if let items = tabs.tabBar.items { items[0].title = … }`) or one item (`let item = tabs.tabBar.items?[2];
/// item?.title = …`). Literal positions only; a local given anything else stops standing for the items.
extension UIKitSwiftBars {
    /// What a chain of tokens reaches on the instance: its items, or one item at a literal position.
    private enum ItemsReach {
        case items
        case item(Int)
    }

    /// Sets the fields written by position on `name` in the tokens `statements` (of `scope`'s member) on `tabs`.
    func setItemsByPosition(of name: String, in statements: Range<Int>, scope: UIKitSwiftScope, on tabs: inout [UIKitSwiftTab]) {
        let body = members[scope.member].body
        let end = min(statements.upperBound, body.upperBound, tokens.count)
        guard !tabs.isEmpty, statements.lowerBound < end else { return }
        let reader = UIKitSwiftItemReader(bars: self)
        var holders: [String: ItemsReach] = [:]
        var index = statements.lowerBound
        while index < end {
            defer { index += 1 }
            // `let x = …`, `var x = …`, `if let x = …`, `guard let x = …`: a holder of the items or of one item.
            if let word = tokens.keyword(index), word == .let || word == .var, index + 2 < end, tokens.isIdentifier(index + 1),
               tokens.isOperator(index + 2, "=") {
                let holder = tokens.name(index + 1)
                var cursor = index + 3
                holders[holder] = reach(from: &cursor, end: end, name: name, holders: [:]).flatMap { endsValue(cursor, end) ? $0 : nil }
                continue
            }
            guard tokens.isIdentifier(index), tokens.startsStatement(index, bodyStart: body.lowerBound) else { continue }
            var cursor = index
            guard case .item(let position)? = reach(from: &cursor, end: end, name: name, holders: holders),
                  cursor + 2 < end, tokens.isPunctuation(cursor, "."), tokens.isOperator(cursor + 2, "=") else { continue }
            let field = tokens.name(cursor + 1)
            let value = (cursor + 3)..<tokens.expressionEnd(from: cursor + 3, limit: end)
            guard position < tabs.count, !value.isEmpty else { continue }
            switch field {
            case "title": tabs[position].item.title = reader.title(value, in: scope)
            case "image": tabs[position].item.image = reader.image(value, in: scope)
            case "selectedImage": tabs[position].item.selectedImage = reader.image(value, in: scope)
            default: continue
            }
            tabs[position].item.isKnown = true
            index = value.upperBound - 1
        }
    }

    /// Reads `[self.]name.tabBar.items`, a holder of the items, or a holder of one item from `cursor`, then a literal
    /// subscript `[N]` when one follows (unwraps allowed after each part); `cursor` ends past what was read.
    private func reach(from cursor: inout Int, end: Int, name: String, holders: [String: ItemsReach]) -> ItemsReach? {
        var found: ItemsReach
        if tokens.isIdentifier(cursor), let held = holders[tokens.name(cursor)] {
            found = held
            cursor += 1
        } else {
            if tokens.spells(cursor, "self"), cursor + 1 < end, tokens.isPunctuation(cursor + 1, ".") { cursor += 2 }
            guard cursor < end, tokens.isIdentifier(cursor), tokens.spellsName(cursor, name) else { return nil }
            cursor += 1
            for part in 0..<2 {
                skipUnwraps(&cursor, end)
                guard cursor + 1 < end, tokens.isPunctuation(cursor, "."),
                      part == 0 ? tokens.spells(cursor + 1, "tabBar") : tokens.spells(cursor + 1, "items") else { return nil }
                cursor += 2
            }
            found = .items
        }
        skipUnwraps(&cursor, end)
        guard case .items = found, cursor + 2 < end, tokens.isPunctuation(cursor, "["), tokens.partner(cursor) == cursor + 2,
              tokens.kind(cursor + 1) == .number else { return found }
        guard let position = Int(tokens.name(cursor + 1)), position >= 0, position < 64 else { return nil }
        cursor += 3
        skipUnwraps(&cursor, end)
        return .item(position)
    }

    private func skipUnwraps(_ cursor: inout Int, _ end: Int) {
        while cursor < end, tokens.isPostfixUnwrap(cursor) { cursor += 1 }
    }

    /// Whether the value of a declaration ends at `cursor`: nothing more is done to what it reached.
    private func endsValue(_ cursor: Int, _ end: Int) -> Bool {
        guard cursor < end else { return true }
        return !(tokens.isPunctuation(cursor, ".") || tokens.isPunctuation(cursor, "[") || tokens.isPunctuation(cursor, "(")
            || tokens.kind(cursor) == .operator) || tokens.isPunctuation(cursor, "{")
    }
}
