/// A place on a drawn tab bar that a finding is about, in points in the bar's coordinates (x from
/// the bar's left edge, y from its top line, negative above it), with a short label.
public struct PreviewMark: Sendable, Hashable {
    public var frame: Frame
    public var label: String

    public init(frame: Frame, label: String) {
        self.frame = frame
        self.label = label
    }

    /// Codes the layout marks place themselves (the raised part of the plus button, the More tab, the
    /// narrow slots): a tab's own mark leaves them out.
    static let layoutCodes: Set<String> = ["TB001", "TB010", "TB011"]

    /// Where each finding with a place on the bar sits in `layout`: the part of a raised plus
    /// button above the bar (TB011), the More tab that holds the items beyond the fifth (TB001),
    /// the narrow item slots (TB010), a plus button reaching into the safe-area strip, and each tab
    /// that findings are about (`tabs`: the codes of the findings on each item, by its 0-based index),
    /// labelled with their codes; an item listed under More is marked on the More tab, with its number.
    /// Findings without a place on the bar (a deprecated call, the plus button's registration) get no mark.
    public static func marks(for codes: Set<String>, tabs: [Int: Set<String>] = [:], in layout: TabBarLayout) -> [PreviewMark] {
        var marks: [PreviewMark] = []
        if codes.contains("TB011"), let plus = layout.plusButton, plus.frame.y < 0 {
            marks.append(PreviewMark(frame: Frame(x: plus.frame.x, y: plus.frame.y, width: plus.frame.width, height: -plus.frame.y),
                                     label: "TB011 above the bar"))
        }
        let tabCodes = tabs.mapValues { $0.subtracting(layoutCodes) }.filter { !$0.value.isEmpty }
        if let more = layout.moreTab {
            var parts = codes.contains("TB001") ? ["TB001 beyond the fifth item"] : []
            for index in more.hiddenItems {
                if let found = tabCodes[index] { parts.append("item \(index + 1): " + found.sorted().joined(separator: " ")) }
            }
            if !parts.isEmpty { marks.append(PreviewMark(frame: more.frame, label: parts.joined(separator: "; "))) }
        }
        for item in layout.items {
            var found = tabCodes[item.index] ?? []
            if codes.contains("TB010"), item.frame.width < 44 { found.insert("TB010") }
            if !found.isEmpty { marks.append(PreviewMark(frame: item.frame, label: found.sorted().joined(separator: " "))) }
        }
        if let plus = layout.plusButton, layout.barHeight > layout.contentHeight, plus.frame.maxY > layout.contentHeight {
            let top = max(plus.frame.y, layout.contentHeight)
            marks.append(PreviewMark(frame: Frame(x: plus.frame.x, y: top, width: plus.frame.width, height: plus.frame.maxY - top),
                                     label: "in the safe-area strip"))
        }
        return marks
    }
}
