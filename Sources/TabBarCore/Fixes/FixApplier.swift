import JSONC

/// Applies edits to bytes.
public enum FixApplier {
    /// Applies `edits` back to front. An edit overlapping one that starts earlier in the
    /// text is dropped; out-of-range edits are clamped to the text.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var kept: [(Int, Int, String)] = []
        var lastEnd = 0
        // A stable sort keeps the given order of insertions at one offset.
        let ordered = edits.enumerated().sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
        for (_, edit) in ordered {
            let start = max(0, min(edit.range.start, bytes.count))
            let end = max(start, min(edit.range.end, bytes.count))
            guard start >= lastEnd || kept.isEmpty else { continue }
            kept.append((start, end, edit.newText))
            lastEnd = end
        }
        var result = bytes
        for (start, end, text) in kept.reversed() {
            result.replaceSubrange(start..<end, with: Array(text.utf8))
        }
        return result
    }

    /// Picks fixes whose edits do not overlap any fix picked before, in order.
    public static func nonOverlapping(_ fixes: [Fix]) -> [Fix] {
        var taken: [ByteRange] = []
        var picked: [Fix] = []
        for fix in fixes {
            let clash = fix.edits.contains { edit in taken.contains { $0.overlaps(edit.range) } }
            if clash { continue }
            picked.append(fix)
            taken.append(contentsOf: fix.edits.map(\.range))
        }
        return picked
    }
}
