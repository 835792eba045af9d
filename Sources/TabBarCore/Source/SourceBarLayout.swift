import JSONC

/// The arithmetic of a custom bar's `layoutSubviews` (SPEC section 8), in the families real apps use:
/// - `W / (items.count + 1)`, one slot skipped (`if (i == 2) i++`): the XMG course's;
/// - a fixed `W / D` with a literal `D` and a skip (`x = w * (index > 1 ? index + 1 : index)`);
/// - CYLTabBarController's `(W - P) / N`, the plus button's width subtracted.
public struct SourceBarLayout: Sendable, Hashable {
    public enum Family: Sendable, Hashable {
        /// `W / (items.count + 1)`: one slot more than the items.
        case slotPerItemPlusOne
        /// `W / D` with a literal `D`.
        case fixedDivisor(Int)
        /// `(W - P) / N`: `N` a literal, or nil for the item count.
        case plusSubtracted(Int?)
    }

    public var family: Family
    /// The slot width expression.
    public var range: ByteRange
    /// The literal divisor (`5` in `W / 5`, `2` in `(W - P) / 2`), when there is one.
    public var divisorRange: ByteRange?
    /// The slot left for the raised button (`2` in `if (i == 2)`, in `index > 1 ? index + 1 : index`), when literal.
    public var skippedSlot: Int?
    /// The literal of the skip.
    public var skipRange: ByteRange?

    public init(family: Family, range: ByteRange, divisorRange: ByteRange? = nil, skippedSlot: Int? = nil,
                skipRange: ByteRange? = nil) {
        self.family = family
        self.range = range
        self.divisorRange = divisorRange
        self.skippedSlot = skippedSlot
        self.skipRange = skipRange
    }

    /// The tab count the arithmetic assumes, and the literal that says so: a literal divisor `D` lays out
    /// `D - 1` tabs and the gap (`N` for `(W - P) / N`); else a literal skip `k` centres the gap between `2k` tabs.
    public var assumedItemCount: (count: Int, range: ByteRange)? {
        switch family {
        case .fixedDivisor(let divisor):
            if let divisorRange { return (divisor - 1, divisorRange) }
        case .plusSubtracted(let count):
            if let count, let divisorRange { return (count, divisorRange) }
        case .slotPerItemPlusOne:
            break
        }
        if let skippedSlot, let skipRange { return (2 * skippedSlot, skipRange) }
        return nil
    }

    /// The slots the bar is cut into for `itemCount` tabs (the gap included), and the gap's index.
    public func slots(itemCount: Int) -> (count: Int, gap: Int) {
        let gap = skippedSlot ?? itemCount / 2
        switch family {
        case .slotPerItemPlusOne: return (itemCount + 1, gap)
        case .fixedDivisor(let divisor): return (divisor, gap)
        case .plusSubtracted(let count): return ((count ?? itemCount) + 1, gap)
        }
    }
}
