import JSONC

/// Applies edits to bytes.
public enum FixApplier {
    /// Applies non-overlapping `edits` back to front. Overlapping edits after the first
    /// are dropped; out-of-range edits are clamped.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var lastStart = Int.max
        for edit in edits.sorted(by: { $0.range > $1.range }) {
            let start = max(0, min(edit.range.start, bytes.count))
            let end = max(start, min(edit.range.end, bytes.count))
            guard end <= lastStart else { continue }
            result.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
            lastStart = start
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
