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
    /// The member of the view the slot width divides when the file does not declare it (`self.sl_width`): the
    /// project's linking keeps the layout when another file's `UIView` category or extension makes it the width,
    /// and drops it otherwise.
    public var widthGetter: String? = nil
    /// The divisor's name when the file spells the divisor by a macro or constant it does not declare (`W / kTabCount`,
    /// `#define kTabCount 5` in a header): the family holds 0 for it until the project's linking puts in the number
    /// another file declares (`DeclaredNumbers`), or drops the layout when no file gives a whole number of at least 3
    /// (2 after a subtraction).
    public var pendingDivisor: String? = nil
    /// The skipped slot's name when the file spells it by a macro or constant it does not declare (`if (i ==
    /// kCenterIndex)`): `skippedSlot` holds what the comparison adds to it (1 for `i > k`) until the project's linking
    /// adds the number another file declares, or drops the skip when no file gives a whole number from 0 to 9.
    public var pendingSkip: String? = nil

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
        guard pendingDivisor == nil, pendingSkip == nil else { return nil }
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
