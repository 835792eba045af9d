import JSONC

/// The names of the declarations (classes, types) whose spans hold given ranges, found by binary search over
/// spans in file order: a technology marks the types whose bar it read so that later ones leave them.
public enum EnclosingDeclarations {
    /// The names among `spans` (in order of their starts) whose range holds one of `ranges`, looking at the
    /// `candidates` spans starting last at or before each range (1 when declarations do not nest).
    public static func names(holding ranges: [ByteRange], spans: [(range: ByteRange, name: String)], candidates: Int) -> Set<String> {
        var names: Set<String> = []
        for range in ranges {
            var low = 0, high = spans.count
            while low < high {
                let middle = (low + high) / 2
                if spans[middle].range.start <= range.start { low = middle + 1 } else { high = middle }
            }
            for span in spans[max(0, low - candidates)..<low].reversed() where range.end <= span.range.end {
                names.insert(span.name)
            }
        }
        return names
    }
}
