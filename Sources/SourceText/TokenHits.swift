/// Sorted indexes of the tokens a reader looks at (names, calls), kept from one version of a file to the next:
/// after a change that replaced tokens `first..<oldEnd` by `first..<newEnd`, the hits outside are the previous
/// ones (moved past the change), and only the new tokens are looked at again.
public enum TokenHits {
    /// The hits of the new version: `previous` before `first`, `fresh(first..<newEnd)`, then `previous` from
    /// `oldEnd` on, moved by `newEnd - oldEnd`.
    public static func revising(_ previous: [Int], first: Int, oldEnd: Int, newEnd: Int, fresh: (Range<Int>) -> [Int]) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(previous.count + 4)
        var index = 0
        while index < previous.count, previous[index] < first { found.append(previous[index]); index += 1 }
        found += fresh(first..<max(first, newEnd))
        while index < previous.count, previous[index] < oldEnd { index += 1 }
        let shift = newEnd - oldEnd
        while index < previous.count { found.append(previous[index] + shift); index += 1 }
        return found
    }
}
