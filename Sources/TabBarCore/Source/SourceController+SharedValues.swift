import JSONC

extension SourceController {
    /// The literals that give titles or image names of more than one tab (a macro or constant two tabs use, a
    /// helper's default, a literal in a loop's body): editing one would change every tab that reads it, so no fix
    /// rewrites them. One tab's image and selected image built from one literal do not make it shared.
    public var sharedValueRanges: Set<ByteRange> {
        var seen: Set<ByteRange> = [], shared: Set<ByteRange> = []
        for item in items?.elements ?? [] {
            let ranges = Set([item.title, item.image, item.selectedImage].compactMap { $0 }.filter { $0.value != .unknown }.map(\.range))
            for range in ranges where !seen.insert(range).inserted { shared.insert(range) }
        }
        return shared
    }
}

extension SourceFact {
    /// Whether a fix may replace the literal at `range` with another value: it spells the whole value (nothing is
    /// built around it) and no other value of the bar comes from it (`shared`, `sharedValueRanges`).
    public func isReplaceable(sharing shared: Set<ByteRange>) -> Bool {
        value != .unknown && isWrittenWhole && !shared.contains(range)
    }
}
