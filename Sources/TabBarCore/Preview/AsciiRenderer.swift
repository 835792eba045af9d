/// Draws a layout with box-drawing characters, about one column per 4.5 pt, at most
/// 97 columns wide: a header, the slots with image, title and width, the plus button
/// rising above the bar's top line when its frame does, and the safe-area strip.
struct AsciiRenderer {
    let layout: TabBarLayout
    let config: TabBarConfig

    /// Columns of the bar's inside for a bar `width` pt wide.
    static func columns(forWidth width: Double) -> Int {
        guard width.isFinite, width > 0 else { return 40 }
        return min(96, max(40, Int((width / 4.5).rounded())))
    }

    /// The most rows drawn above the bar for a raised plus button.
    static let maxOverflowRows = 4

    func render() -> String {
        let slots = layout.previewSlots(config)
        let boundaries = Self.boundaries(for: slots, barWidth: layout.barWidth)
        let rowHeight = layout.contentHeight / 3
        let rise = -(layout.plusButton?.frame.y ?? 0)
        let overflowRows = rise > 0
            ? min(Self.maxOverflowRows, max(1, Int((rise / max(rowHeight, 1)).rounded(.up)))) : 0
        let hasSafeArea = layout.device.safeAreaBottom > 0

        let top = overflowRows
        let separator = top + 4
        let bottom = hasSafeArea ? separator + 2 : separator
        var canvas = TextCanvas(rowCount: bottom + 1)
        let right = boundaries[boundaries.count - 1]
        let plusSlot = slots.firstIndex(where: \.isPlus)

        // The frame: borders, top line (open where the plus button rises through it), dividers.
        canvas.vertical(column: 0, from: top, to: bottom)
        canvas.vertical(column: right, from: top, to: bottom)
        if let plusSlot, overflowRows > 0 {
            let left = boundaries[plusSlot], end = boundaries[plusSlot + 1]
            canvas.horizontal(row: top, from: 0, to: left)
            canvas.horizontal(row: top, from: end, to: right)
            canvas.horizontal(row: 0, from: left, to: end)
            canvas.vertical(column: left, from: 0, to: top)
            canvas.vertical(column: end, from: 0, to: top)
            canvas.round(row: 0, column: left)
            canvas.round(row: 0, column: end)
            annotateRise(rise, on: &canvas, row: overflowRows - 1, left: left, right: end, width: right)
        } else {
            canvas.horizontal(row: top, from: 0, to: right)
        }
        for boundary in boundaries.dropFirst().dropLast() {
            canvas.vertical(column: boundary, from: top, to: separator)
        }
        canvas.horizontal(row: separator, from: 0, to: right)

        for (index, slot) in slots.enumerated() {
            let from = boundaries[index], to = boundaries[index + 1]
            for (offset, text) in labels(for: slot, room: to - from - 1).enumerated() {
                canvas.writeCentered(text, row: top + 1 + offset, from: from, to: to)
            }
        }
        if hasSafeArea {
            canvas.horizontal(row: bottom, from: 0, to: right)
            let label = " safe area \(PointFormat.string(layout.device.safeAreaBottom)) pt "
            canvas.write(String(repeating: "░", count: max(0, right - 1)), row: separator + 1, column: 1)
            canvas.writeCentered(label, row: separator + 1, from: 0, to: right)
        }

        var lines = header()
        lines += canvas.lines()
        lines += footer()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The column of every slot edge, left to right; each slot at least 5 columns inside.
    static func boundaries(for slots: [PreviewSlot], barWidth: Double) -> [Int] {
        let columns = Self.columns(forWidth: barWidth)
        var result = [0]
        for (index, slot) in slots.enumerated() {
            let ideal = barWidth > 0 && slot.maxX.isFinite
                ? Int((slot.maxX / barWidth * Double(columns)).rounded()) : 0
            let minimum = result[index] + 6
            result.append(index == slots.count - 1 ? max(minimum, columns) : max(minimum, ideal))
        }
        return result
    }

    /// The three content rows of a slot: image, title, width.
    private func labels(for slot: PreviewSlot, room: Int) -> [String] {
        let image = slot.image.map { "[\(DisplayWidth.truncate($0, to: room - 2))]" } ?? ""
        var title = slot.title
        if let badge = slot.badge, !badge.isEmpty { title += " (\(badge))" }
        let width = "\(PointFormat.string(slot.width)) pt"
        if slot.kind == .more {
            return ["•••", slot.title, width]
        }
        if slot.isPlus {
            // The same label on every device: (+) in the slot, the image or title under it.
            return ["(+)", slot.title.isEmpty ? image : title, width]
        }
        // Icon-only items show the image name where the title would be, as iOS centres the icon.
        return slot.title.isEmpty ? ["", image, width] : [image, title, width]
    }

    private func annotateRise(_ rise: Double, on canvas: inout TextCanvas, row: Int, left: Int, right: Int,
                              width: Int) {
        let note = "rises \(PointFormat.string(rise)) pt above the bar"
        let noteWidth = DisplayWidth.of(note) + 2
        if right + 2 + noteWidth <= width + 12 {
            canvas.write("← " + note, row: row, column: right + 2)
        } else if left - 1 - noteWidth >= 0 {
            canvas.write(note + " →", row: row, column: left - 1 - noteWidth)
        }
    }

    private func header() -> [String] {
        var second = "tab bar \(layout.barSummary) · items \(PointFormat.string(layout.itemWidth)) pt"
        let perColumn = layout.barWidth / Double(Self.columns(forWidth: layout.barWidth))
        second += " · 1 column ≈ \(PointFormat.string((perColumn * 10).rounded() / 10)) pt"
        return [layout.deviceSummary, second, ""]
    }

    private func footer() -> [String] {
        var lines: [String] = []
        if let plus = layout.plusButton {
            let title = config.plusButton?.title?.value ?? ""
            let name = title.isEmpty ? "(+)" : "(+) \(title)"
            lines += ["\(name) \(plus.slotSummary): \(plus.frameSummary)",
                      "    \(plus.centerFormula(barHeight: layout.barHeight))"]
        }
        if let more = layout.moreSummary(config) { lines.append(more) }
        return lines
    }
}
