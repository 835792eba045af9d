import TabBarCore

/// SwiftUI's own way to keep a tab bar painted at the scroll edge: `.toolbarBackground(.visible, for: .tabBar)` (the
/// placement may be in a list, `for: [.tabBar, .navigationBar]`). Written in a tab's view, the bar shows its
/// background even when the content is scrolled to its end, as a scroll-edge appearance would; whether every tab
/// carries it is often decided in other files, so one is taken as the project's scroll-edge appearance (TB029 stays
/// silent rather than guess).
struct SwiftUIToolbarBackgrounds {
    let tokens: SwiftTokens
    let values: SwiftValueReader

    /// The tokens of `range` spelling `toolbarBackground` (kept from one version of the file to the next).
    func names(in range: Range<Int>) -> [Int] { SwiftUIHits.search(range, tokens, SwiftUIHits.isBackground) }

    /// A scroll-edge note at each of the tokens `names` (all the file's `toolbarBackground`s) that makes the tab bar's
    /// background visible.
    func notes(named names: [Int]) -> [SourceNote] {
        var notes: [SourceNote] = []
        for index in names {
            guard tokens.isPunctuation(index - 1, "."), tokens.isPunctuation(index + 1, "("),
                  let close = tokens.partner(index + 1), close > index + 1 else { continue }
            let arguments = values.arguments(open: index + 1, close: close)
            guard arguments.count == 2, arguments[0].label == nil, isVisible(arguments[0].value),
                  arguments[1].label.map({ tokens.spells($0, "for") }) == true,
                  arguments[1].value.contains(where: { tokens.spells($0, "tabBar") && tokens.isPunctuation($0 - 1, ".") })
            else { continue }
            notes.append(SourceNote(.scrollEdgeAppearance, range: tokens.range(index)))
        }
        return notes
    }

    /// `.visible` or `Visibility.visible`.
    private func isVisible(_ expression: Range<Int>) -> Bool {
        let stripped = values.stripped(expression)
        guard let last = stripped.last, tokens.spells(last, "visible"), tokens.isPunctuation(last - 1, ".") else { return false }
        return stripped.count == 2 || (stripped.count == 3 && tokens.names(stripped.lowerBound, "Visibility"))
    }
}
