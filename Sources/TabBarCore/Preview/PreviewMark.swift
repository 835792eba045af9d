/// A place on a drawn tab bar that a finding is about, in points in the bar's coordinates (x from
/// the bar's left edge, y from its top line, negative above it), with a short label.
public struct PreviewMark: Sendable, Hashable {
    public var frame: Frame
    public var label: String

    public init(frame: Frame, label: String) {
        self.frame = frame
        self.label = label
    }

    /// Where each finding with a place on the bar sits in `layout`: the part of a raised plus
    /// button above the bar (TB011), the More tab that holds the items beyond the fifth (TB001),
    /// the narrow item slots (TB010), a plus button reaching into the safe-area strip. Findings
    /// without a place on the bar (a deprecated call, a title) get no mark.
    public static func marks(for codes: Set<String>, in layout: TabBarLayout) -> [PreviewMark] {
        var marks: [PreviewMark] = []
        if codes.contains("TB011"), let plus = layout.plusButton, plus.frame.y < 0 {
            marks.append(PreviewMark(frame: Frame(x: plus.frame.x, y: plus.frame.y, width: plus.frame.width, height: -plus.frame.y),
                                     label: "TB011 above the bar"))
        }
        if codes.contains("TB001"), let more = layout.moreTab {
            marks.append(PreviewMark(frame: more.frame, label: "TB001 beyond the fifth item"))
        }
        if codes.contains("TB010") {
            for item in layout.items where item.frame.width < 44 {
                marks.append(PreviewMark(frame: item.frame, label: "TB010"))
            }
        }
        if let plus = layout.plusButton, layout.barHeight > layout.contentHeight, plus.frame.maxY > layout.contentHeight {
            let top = max(plus.frame.y, layout.contentHeight)
            marks.append(PreviewMark(frame: Frame(x: plus.frame.x, y: top, width: plus.frame.width, height: plus.frame.maxY - top),
                                     label: "in the safe-area strip"))
        }
        return marks
    }
}
