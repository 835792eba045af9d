import JSONC
import TabBarCore

/// The markdown of source hovers.
enum SourceHoverText {
    /// An item's frame on the default device, the whole bar, and the defaults assumed.
    static func item(_ index: Int, of bar: SourceTabBar, in view: SourceView) -> String {
        guard let (result, assumptions) = SourceView.layout(bar) else {
            return "**Item \(index + 1)**: the items of this controller are not an array of dictionaries tabbar can "
                + "read to the end, so the bar cannot be laid out"
        }
        var sections: [String] = []
        switch result {
        case .success(let layout):
            if index < layout.items.count {
                sections.append(HoverText.item(layout.items[index], on: layout))
            } else {
                sections.append("**Item \(index + 1)** is not in the bar on \(HoverText.deviceName(layout)): UIKit shows the "
                                + "first \(layout.items.count) items and lists the others under a More tab (TB001)")
            }
            sections.append("```text\n" + Preview.ascii(layout, config: bar.configuration()) + "```")
        case .failure(let error):
            sections.append("**Item \(index + 1)**: the bar cannot be laid out on \(SourceView.device.name): \(error.description)")
        }
        sections.append(contentsOf: notes(assumptions))
        return sections.joined(separator: "\n\n")
    }

    /// The plus button class's frame in the first bar, its multiplier, and where every value comes from.
    static func plusButton(_ name: String, in view: SourceView) -> String {
        let project = view.project
        guard let plus = project.plusButton, plus.name == name else {
            return "**Plus button class** `\(name)`: not registered (`registerPlusButton` / `register()`), so the "
                + "library never adds it to a tab bar"
        }
        let bar = view.tabBars.first ?? SourceTabBar(controller: InFile(file: plus.declaration.file, SourceController(
            construction: .settersOnly, range: plus.declaration.value.nameRange)), plusButton: plus)
        var sections: [String] = []
        var assumptions: [String] = []
        if view.tabBars.isEmpty {
            sections.append("**Plus button** `\(name)`: no tab bar controller is built in this project, so its frame "
                            + "cannot be computed")
        } else if let (result, assumed) = SourceView.layout(bar) {
            assumptions = assumed
            switch result {
            case .success(let layout):
                if let button = layout.plusButton {
                    let text = HoverText.plusButton(button, on: layout)
                    sections.append("**Plus button** `\(name)`" + text.dropFirst("**Plus button**".count))
                }
            case .failure(let error):
                sections.append("**Plus button** `\(name)`: the bar cannot be laid out on \(SourceView.device.name): "
                                + error.description)
            }
        } else {
            sections.append("**Plus button** `\(name)`: the items of the controller are not an array tabbar can read, "
                            + "so its frame cannot be computed")
        }
        sections.append(sources(of: plus, bar: bar, in: view).joined(separator: "\n"))
        sections.append(contentsOf: notes(assumptions))
        return sections.joined(separator: "\n\n")
    }

    /// Where each of the plus button's values comes from, one list line each.
    private static func sources(of plus: SourcePlusButton, bar: SourceTabBar, in view: SourceView) -> [String] {
        var lines = ["Where the values come from:"]
        if let method = plus.method(PlusButtonSelector.plusButton), let width = method.value.frameWidth?.literal,
           let height = method.value.frameHeight?.literal {
            lines.append("- size \(PointFormat.string(width)) × \(PointFormat.string(height)) pt: the frame set in "
                         + "`plusButton`, \(view.place(method.file, method.value.frameWidth?.range.start ?? method.value.nameRange.start))")
        } else if let method = plus.method(PlusButtonSelector.plusButton) {
            lines.append("- size: not a literal frame in `plusButton` (\(view.place(method.file, method.value.nameRange.start))): "
                         + "\(Int(PlusButton.defaultSize)) × \(Int(PlusButton.defaultSize)) pt assumed")
        } else {
            lines.append("- size: no `plusButton` method found: \(Int(PlusButton.defaultSize)) × \(Int(PlusButton.defaultSize)) pt assumed")
        }
        let parameters: [(String, String, String)] = [
            (PlusButtonSelector.index, "index", "the middle slot (N/2)"),
            (PlusButtonSelector.multiplier, "multiplier", "the library's default, 0.5"),
            (PlusButtonSelector.deprecatedMultiplier, "multiplier (deprecated method)", "not used"),
            (PlusButtonSelector.centerYOffset, "centre offset", "0"),
        ]
        for (selector, what, fallback) in parameters {
            switch bar.plusParameter(selector) {
            case .literal(let value, let place):
                lines.append("- \(what) \(PointFormat.string(value)): `\(selector)` returns it, \(view.place(place))")
            case .unknown(let place):
                lines.append("- \(what): `\(selector)` (\(view.place(place))) does not return a literal: the library's "
                             + "default assumed")
            case .absent:
                if selector != PlusButtonSelector.deprecatedMultiplier {
                    lines.append("- \(what): `\(selector)` not implemented: \(fallback)")
                }
            }
        }
        if let registration = view.project.registrations.first(where: { $0.value.className == plus.name }) {
            lines.append("- registered: \(view.place(registration.file, registration.value.range.start))")
        }
        return lines
    }

    private static func notes(_ assumptions: [String]) -> [String] {
        assumptions.isEmpty ? [] : ["Assumed: " + assumptions.joined(separator: "; ")]
    }

    /// What tabbar read of a bar: `**Tab bar** \`MainTabs\` (UIKit): 4 tabs, read`, or what it could not read.
    static func coverage(_ bar: PlacedBarCoverage) -> String {
        let name = bar.className.map { " `\($0)`" } ?? ""
        let tabs = bar.tabCount.map { $0 == 1 ? "1 tab" : "\($0) tabs" } ?? "tabs not all known"
        let extent: String
        switch bar.extent {
        case .read: extent = "read by tabbar in full"
        case .partly: extent = "partly read; tabbar could not read:"
        case .unread: extent = "not read; tabbar could not read:"
        }
        var text = "**Tab bar**\(name) (\(bar.technology)): \(tabs), \(extent)"
        for gap in bar.gaps.prefix(12) {
            let place = gap.line.map { " (\(gap.path.split(separator: "/").last ?? ""):\($0))" } ?? ""
            text += "\n- \(gap.what)\(place)"
        }
        if bar.gaps.count > 12 { text += "\n- and \(bar.gaps.count - 12) more" }
        return text
    }
}
