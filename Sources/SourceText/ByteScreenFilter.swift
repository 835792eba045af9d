/// Where an anchor pair may begin, tested sixteen positions at a time with portable SIMD: the byte
/// at a position is in a small class (`byte & mask == value` for one of two (mask, value) tests:
/// `@ABC` is `byte & 0xFC == 0x40`), or the position begins one of two exact pairs. The pairs are
/// the anchors of the most frequent first bytes that anchor one pair only (`cl` of `class`, where
/// `c` alone would stop the scan every 60 bytes); the tests hold the other first bytes and as few
/// frequent others as may be.
struct ByteScreenFilter: Sendable {
    /// The tests, repeated to fill sixteen lanes.
    struct Vectors: Sendable {
        let masks: (SIMD16<UInt8>, SIMD16<UInt8>)
        let values: (SIMD16<UInt8>, SIMD16<UInt8>)
        let firsts: (SIMD16<UInt8>, SIMD16<UInt8>)
        let seconds: (SIMD16<UInt8>, SIMD16<UInt8>)

        /// The lanes where the filter holds, for sixteen positions' bytes and the bytes after them.
        @inline(__always) func matches(_ bytes: SIMD16<UInt8>, next: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            (bytes & masks.0 .== values.0) .| (bytes & masks.1 .== values.1)
                .| (bytes .== firsts.0 .& next .== seconds.0) .| (bytes .== firsts.1 .& next .== seconds.1)
        }
    }

    /// The (mask, value) tests, two (a test no byte passes, `0x00 == 0x01`, when fewer are needed).
    let tests: [(mask: UInt8, value: UInt8)]
    /// The exact pairs, two (repeated, or a pair the tests hold already, when fewer are needed).
    let pairs: [(first: UInt8, second: UInt8)]
    /// Whether a position with this byte may pass (a test holds, or it is a pair's first byte).
    private let members: [Bool]
    /// The tests and pairs as vectors, for a scan.
    let vectors: Vectors

    static let testCount = 2
    static let pairCount = 2

    /// A filter passing every position whose byte is in `seconds` (not nil) and whose next byte is
    /// one of that byte's `seconds`.
    init(seconds: [[UInt8]?]) {
        let frequency = ByteScreenAnchors.frequency
        // The most frequent bytes with one anchor pair are tested as pairs.
        let single = (0..<256).filter { seconds[$0]?.count == 1 }.sorted { frequency(UInt8($0)) > frequency(UInt8($1)) }
        var pairs = single.prefix(Self.pairCount).map { (first: UInt8($0), second: seconds[$0]![0]) }
        let bytes = (0..<256).filter { byte in seconds[byte] != nil && !pairs.contains { Int($0.first) == byte } }.map(UInt8.init)
        var tests = bytes.map { (mask: UInt8(0xFF), value: $0) }
        var members = [Bool](repeating: false, count: 256)
        for byte in bytes { members[Int(byte)] = true }
        // Merge the two tests whose merged test adds the least frequent bytes, until two are left
        // (a merged test holds both tests' bytes: the class only grows).
        while tests.count > Self.testCount {
            var best = (first: 0, second: 1, mask: UInt8(0), added: Int.max)
            for first in tests.indices {
                for second in tests.indices where second > first {
                    let mask = tests[first].mask & tests[second].mask & ~(tests[first].value ^ tests[second].value)
                    let value = tests[first].value & mask
                    var added = 0
                    for byte in 0..<256 where UInt8(byte) & mask == value && !members[byte] { added += frequency(UInt8(byte)) }
                    if added < best.added { best = (first, second, mask, added) }
                }
            }
            tests[best.first] = (best.mask, tests[best.first].value & best.mask)
            tests.remove(at: best.second)
            for byte in 0..<256 where UInt8(byte) & best.mask == tests[best.first].value { members[byte] = true }
        }
        while tests.count < Self.testCount { tests.append((0, 1)) }
        // A missing pair: one already passed (a pair again, or a tested byte then anything).
        while pairs.count < Self.pairCount { pairs.append(pairs.last ?? (tests[0].value, 0)) }
        for pair in pairs { members[Int(pair.first)] = true }
        self.tests = tests
        self.pairs = pairs
        self.members = members
        vectors = Vectors(masks: (SIMD16(repeating: tests[0].mask), SIMD16(repeating: tests[1].mask)),
                          values: (SIMD16(repeating: tests[0].value), SIMD16(repeating: tests[1].value)),
                          firsts: (SIMD16(repeating: pairs[0].first), SIMD16(repeating: pairs[1].first)),
                          seconds: (SIMD16(repeating: pairs[0].second), SIMD16(repeating: pairs[1].second)))
    }

    /// Whether a position with `byte` may pass (the scan then looks its pair up).
    func contains(_ byte: UInt8) -> Bool { members[Int(byte)] }
}
