/// One slot of the bar in left-to-right order, with what the renderers label it with.
struct PreviewSlot: Hashable {
    enum Kind: Hashable {
        case item(Int)
        case plus
        /// UIKit's More tab, standing for the items past the fourth.
        case more
    }

    var kind: Kind
    /// Left edge and width in pt.
    var x: Double
    var width: Double
    var title: String
    var image: String?
    var badge: String?

    var isPlus: Bool { kind == .plus }
    var maxX: Double { x + width }
}

extension TabBarLayout {
    /// The items, the More tab and the plus button in the order they sit in the bar (the
    /// plus button at its index), labelled from `config` where it has the item.
    func previewSlots(_ config: TabBarConfig) -> [PreviewSlot] {
        var slots = items.map { item -> PreviewSlot in
            let spec = config.items.indices.contains(item.index) ? config.items[item.index] : nil
            return PreviewSlot(kind: .item(item.index), x: item.frame.x, width: item.frame.width, title: item.title,
                               image: spec?.image?.value, badge: spec?.badge?.value)
        }
        if let more = moreTab {
            slots.append(PreviewSlot(kind: .more, x: more.frame.x, width: more.frame.width,
                                     title: MoreTabLayout.title, image: nil, badge: nil))
        }
        if let plus = plusButton {
            let spec = config.plusButton
            let slot = PreviewSlot(kind: .plus, x: plus.frame.x, width: plus.frame.width,
                                   title: spec?.title?.value ?? "", image: spec?.image?.value, badge: nil)
            slots.insert(slot, at: min(max(plus.index, 0), slots.count))
        }
        return slots
    }

    /// `393 × 83 pt = content 49 + safe area 34 pt` for headers.
    var barSummary: String {
        let size = "\(PointFormat.string(barWidth)) × \(PointFormat.string(barHeight)) pt"
        guard device.safeAreaBottom > 0 else { return "\(size), no safe area" }
        return "\(size) = content \(PointFormat.string(contentHeight)) + safe area "
            + "\(PointFormat.string(device.safeAreaBottom)) pt"
    }

    /// `More: 6 items; UIKit shows the first 4 and lists items 5–6 ("发现", "我") under More (TB001)`, items
    /// numbered from 1 as people count them,
    /// nil without a More tab.
    func moreSummary(_ config: TabBarConfig) -> String? {
        guard let more = moreTab, let first = more.hiddenItems.first, let last = more.hiddenItems.last else { return nil }
        let titles = more.hiddenItems.compactMap { index -> String? in
            guard config.items.indices.contains(index) else { return nil }
            let title = config.items[index].displayTitle
            return title.isEmpty ? nil : "“\(title)”"
        }
        let range = first == last ? "item \(first + 1)" : "items \(first + 1)–\(last + 1)"
        let named = titles.isEmpty ? "" : " (" + titles.joined(separator: ", ") + ")"
        return "More: \(items.count + more.hiddenItems.count) items; UIKit shows the first \(items.count) and lists "
            + "\(range)\(named) under More (TB001)"
    }

    /// `iphone-15 · portrait · 393 × 852 pt`.
    var deviceSummary: String {
        "\(device.name) · \(device.orientation.rawValue) · \(PointFormat.string(device.width)) × "
            + "\(PointFormat.string(device.height)) pt"
    }
}

extension PlusButtonLayout {
    /// How the centre was computed: `centre y 27.5 = 83 × 0.5 (default) - 14`.
    func centerFormula(barHeight: Double) -> String {
        let constant = centerY - barHeight * multiplier
        var text = "centre y \(PointFormat.string(centerY)) = \(PointFormat.string(barHeight)) × "
            + "\(Self.multiplierString(multiplier)) (\(multiplierSource.rawValue))"
        let rounded = PointFormat.string(abs(constant))
        if rounded != "0" { text += constant < 0 ? " - \(rounded)" : " + \(rounded)" }
        return text
    }

    /// The multiplier to four decimals, so the formula reads true: `0.1837`.
    static func multiplierString(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
        let scaled = (value * 10_000).rounded() / 10_000
        return scaled == scaled.rounded() ? String(Int64(scaled)) : "\(scaled)"
    }

    /// `in slot 3 (index 2)`: where the button sits for people, counting slots from 1, and the 0-based
    /// index (`indexOfPlusButtonInTabBar`, the preview JSON's `index`) beside it.
    public var slotSummary: String {
        "in slot \(index + 1) (index \(index))"
    }

    /// `x 169, y -12.5, 55 × 80 pt`.
    var frameSummary: String {
        "x \(PointFormat.string(frame.x)), y \(PointFormat.string(frame.y)), "
            + "\(PointFormat.string(frame.width)) × \(PointFormat.string(frame.height)) pt"
    }
}
