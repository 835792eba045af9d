import JSONC
import TabBarCore

/// The markdown of hovers.
enum HoverText {
    /// A key's documentation.
    static func key(_ key: KeySpec, in object: ObjectSpec?) -> String {
        var lines = ["**\(key.name)**: \(key.type.summary)" + (object.map { " (in \($0.name))" } ?? "")]
        if let deprecation = key.deprecation { lines.append("**Deprecated**: \(deprecation)") }
        lines.append(key.documentation)
        var facts: [String] = []
        if key.isRequired { facts.append("required") }
        if let value = key.defaultValue { facts.append("default: `\(value)`") }
        if let api = key.api { facts.append("API: `\(api)`") }
        if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
        return lines.joined(separator: "\n\n")
    }

    /// A built-in device's size.
    static func device(_ device: Device) -> String {
        "**\(device.name)**: \(PointFormat.string(device.width)) × \(PointFormat.string(device.height)) pt, "
            + "bottom safe area \(PointFormat.string(device.safeAreaBottom)) pt (portrait)"
    }

    /// Where the device is, as `iphone-15 (portrait)`.
    static func deviceName(_ layout: TabBarLayout) -> String {
        "\(layout.device.name) (\(layout.device.orientation.rawValue))"
    }

    /// An item's frame.
    static func item(_ item: ItemLayout, on layout: TabBarLayout) -> String {
        let title = item.title.isEmpty ? "icon only" : JSON.quote(item.title)
        return "**Item \(item.index + 1)** (\(title)) on \(deviceName(layout)): \(frame(item.frame))"
    }

    /// The plus button's frame and how its centre was found.
    static func plusButton(_ plus: PlusButtonLayout, on layout: TabBarLayout) -> String {
        var text = "**Plus button** \(plus.slotSummary) on \(deviceName(layout)): \(frame(plus.frame))"
        text += "\n\ncentre y \(PointFormat.string(plus.centerY)) = bar height \(PointFormat.string(layout.barHeight))"
            + " × multiplier \(PointFormat.string(plus.multiplier)) (\(plus.multiplierSource.rawValue)) + offset"
        if plus.overflowsBar {
            text += "\n\nIt rises \(PointFormat.string(-plus.frame.y)) pt above the bar: only its frame is tappable."
        }
        return text
    }

    /// `x 0, y 0, 84.5 × 49`.
    static func frame(_ frame: Frame) -> String {
        "x \(PointFormat.string(frame.x)), y \(PointFormat.string(frame.y)), "
            + "\(PointFormat.string(frame.width)) × \(PointFormat.string(frame.height)) pt"
    }
}
