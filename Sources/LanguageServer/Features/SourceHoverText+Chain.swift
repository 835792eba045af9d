import JSONC
import TabBarCore

/// The hover on a tab's title or image name reached through something: every place of its chain, one line each.
extension SourceHoverText {
    /// The value of one of the bar's tabs whose literal or chain holds `offset` in the bar's file, with the tab's
    /// position and what the value is (`title`, `image`, `selected image`). Values written in place are left out.
    static func chainedValue(at offset: Int, in bars: [SourceTabBar])
        -> (fact: SourceFact<String>, what: String, tab: Int, file: Int, range: ByteRange)? {
        for bar in bars {
            for (position, item) in (bar.controller.value.items?.elements ?? []).enumerated() {
                let values: [(SourceFact<String>?, String)] = [(item.title, "title"), (item.image, "image"),
                                                               (item.selectedImage, "selected image")]
                for case let (fact?, what) in values where !fact.chain.isEmpty && fact.value != .unknown {
                    if fact.range.touches(offset) { return (fact, what, position, bar.controller.file, fact.range) }
                    if let step = fact.chain.first(where: { $0.file == nil && $0.range.touches(offset) }) {
                        return (fact, what, position, bar.controller.file, step.range)
                    }
                }
            }
        }
        return nil
    }

    /// `**Tab 2 image** "me" is reached through:` then one line per step, from the use to the literal, each with
    /// its place, and the literal's own place last.
    static func chain(_ fact: SourceFact<String>, what: String, tab: Int, file: Int, in view: SourceView) -> String {
        let source = view.project.files[file]
        let value: String
        switch fact.value {
        case .literal(let text): value = JSON.quote(text)
        case .localized(let key): value = "the localized key \(JSON.quote(key))"
        case .unknown: value = "unknown"
        }
        var lines = ["**Tab \(tab + 1) \(what)** \(value) is reached through:"]
        for step in fact.chain {
            lines.append("- \(step.label) at \(step.place(inFile: source.path, bytes: source.bytes))")
        }
        let literal = ValueStep(.element, "", at: fact.range).place(inFile: source.path, bytes: source.bytes)
        lines.append("- written at \(literal)" + (fact.isWrittenWhole ? "" : " (built from it: no fix rewrites it)"))
        return lines.joined(separator: "\n")
    }
}
