internal import ScreenKernel

/// The tables of `tabbar_pair_scan` (ScreenKernel), the screen's scan on processors with a byte-table lookup
/// (SSSE3, AVX2): each anchor pair is put in one of eight buckets, and a position passes when, for some bucket, the
/// low and high nibbles of its byte and of the next byte are each among those of the bucket's pairs. Every
/// anchor pair passes its own bucket, so the scan stops where `ByteScreenFilter` would let it (the pair
/// itself is then looked up in `pairBits`, as there); fewer other positions pass, and four lookups test
/// sixteen positions, where the portable filter needs a comparison per tested byte.
struct ByteScreenNibbles: Sendable {
    /// Sixteen entries each: the low nibble of a pair's first byte, its high nibble, then the second byte's
    /// low and high nibbles; bit `k` of an entry says that bucket `k` holds a pair with that nibble there.
    let tables: [UInt8]

    static let bucketCount = 8

    /// The kernel that runs here: 2 with AVX2, 1 with SSSE3 (x86-64), 0 elsewhere (the portable filter scans).
    static let kernelLevel = Int32(tabbar_pair_scan_level())

    /// One bucket: the nibbles of its pairs, a bit per nibble value.
    struct Bucket {
        var firstLow: UInt16
        var firstHigh: UInt16
        var secondLow: UInt16
        var secondHigh: UInt16

        /// The bucket of both: every nibble of either.
        func merged(_ other: Bucket) -> Bucket {
            Bucket(firstLow: firstLow | other.firstLow, firstHigh: firstHigh | other.firstHigh,
                   secondLow: secondLow | other.secondLow, secondHigh: secondHigh | other.secondHigh)
        }

        /// How often a position passes this bucket, by `weight` (per byte value): the weight of the first
        /// bytes it passes times that of the second bytes.
        func cost(_ weight: [Int]) -> Int {
            Self.mass(firstLow, firstHigh, weight) * Self.mass(secondLow, secondHigh, weight)
        }

        private static func mass(_ low: UInt16, _ high: UInt16, _ weight: [Int]) -> Int {
            var total = 0
            var highs = high
            while highs != 0 {
                let h = highs.trailingZeroBitCount
                highs &= highs &- 1
                var lows = low
                while lows != 0 {
                    total += weight[h << 4 | lows.trailingZeroBitCount]
                    lows &= lows &- 1
                }
            }
            return total
        }
    }

    /// The tables for `pairs` (`first | second << 8`): a bucket per first byte and its seconds, merged two by
    /// two, those whose merging passes the fewest more positions first (by `ByteScreenAnchors.frequency`),
    /// until eight are left.
    init(pairs: [Int]) {
        var byFirst: [Int: Bucket] = [:]
        for pair in pairs {
            let first = pair & 0xFF, second = pair >> 8
            let bucket = Bucket(firstLow: 1 << UInt16(first & 15), firstHigh: 1 << UInt16(first >> 4),
                                secondLow: 1 << UInt16(second & 15), secondHigh: 1 << UInt16(second >> 4))
            byFirst[first] = byFirst[first].map { $0.merged(bucket) } ?? bucket
        }
        var buckets = byFirst.keys.sorted().map { byFirst[$0]! }
        let weight = (0..<256).map { ByteScreenAnchors.frequency(UInt8($0)) }
        while buckets.count > Self.bucketCount {
            var best = (first: 0, second: 1, added: Int.max)
            for first in buckets.indices {
                let firstCost = buckets[first].cost(weight)
                for second in buckets.indices where second > first {
                    let added = buckets[first].merged(buckets[second]).cost(weight) - firstCost - buckets[second].cost(weight)
                    if added < best.added { best = (first, second, added) }
                }
            }
            buckets[best.first] = buckets[best.first].merged(buckets[best.second])
            buckets.remove(at: best.second)
        }
        var tables = [UInt8](repeating: 0, count: 64)
        for (index, bucket) in buckets.enumerated() {
            let bit = UInt8(1) << UInt8(index)
            for nibble in 0..<16 {
                if bucket.firstLow & (1 << UInt16(nibble)) != 0 { tables[nibble] |= bit }
                if bucket.firstHigh & (1 << UInt16(nibble)) != 0 { tables[16 + nibble] |= bit }
                if bucket.secondLow & (1 << UInt16(nibble)) != 0 { tables[32 + nibble] |= bit }
                if bucket.secondHigh & (1 << UInt16(nibble)) != 0 { tables[48 + nibble] |= bit }
            }
        }
        self.tables = tables
    }

    /// Whether the position of `first` then `second` passes the tables (what the kernel computes per lane).
    func passes(_ first: UInt8, _ second: UInt8) -> Bool {
        tables[Int(first & 15)] & tables[16 + Int(first >> 4)] & tables[32 + Int(second & 15)] & tables[48 + Int(second >> 4)] != 0
    }
}
