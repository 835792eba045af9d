/// Where an anchor pair may begin, tested sixteen positions at a time with portable SIMD: the byte
/// at a position passes one of `testCount` (mask, value) tests (`byte & mask == value`: an exact byte
/// when the mask is 0xFF, a class when merged: `@ABC` is `byte & 0xFC == 0x40`), or the position begins
/// one of `pairCount` exact pairs. The pairs are the anchors of the most frequent first bytes that anchor
/// few pairs (`cl` and `co` of `class` and `const`, where `c` alone would stop the scan every 60 bytes);
/// the tests hold the other first bytes, exactly while there are few enough, merged into classes holding as
/// few frequent others as may be when there are more.
struct ByteScreenFilter: Sendable {
    /// The tests, repeated to fill sixteen lanes.
    struct Vectors: Sendable {
        typealias Four = (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)
        let masks: (Four, Four)
        let values: (Four, Four)
        let firsts: Four
        let seconds: Four

        init(tests: [(mask: UInt8, value: UInt8)], pairs: [(first: UInt8, second: UInt8)]) {
            func four(_ bytes: [UInt8]) -> Four {
                (SIMD16(repeating: bytes[0]), SIMD16(repeating: bytes[1]), SIMD16(repeating: bytes[2]), SIMD16(repeating: bytes[3]))
            }
            let masks = tests.map(\.mask)
            let values = tests.map(\.value)
            self.masks = (four(Array(masks[0..<4])), four(Array(masks[4..<8])))
            self.values = (four(Array(values[0..<4])), four(Array(values[4..<8])))
            firsts = four(pairs.map(\.first))
            seconds = four(pairs.map(\.second))
        }

        /// The lanes where the filter holds, for sixteen positions' bytes and the bytes after them.
        @inline(__always) func matches(_ bytes: SIMD16<UInt8>, next: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            let tested = ((bytes & masks.0.0 .== values.0.0) .| (bytes & masks.0.1 .== values.0.1))
                .| ((bytes & masks.0.2 .== values.0.2) .| (bytes & masks.0.3 .== values.0.3))
                .| ((bytes & masks.1.0 .== values.1.0) .| (bytes & masks.1.1 .== values.1.1))
                .| ((bytes & masks.1.2 .== values.1.2) .| (bytes & masks.1.3 .== values.1.3))
            let paired = ((bytes .== firsts.0 .& next .== seconds.0) .| (bytes .== firsts.1 .& next .== seconds.1))
                .| ((bytes .== firsts.2 .& next .== seconds.2) .| (bytes .== firsts.3 .& next .== seconds.3))
            return tested .| paired
        }
    }

    /// The (mask, value) tests, `testCount` (a test no byte passes, `0x00 == 0x01`, when fewer are needed).
    let tests: [(mask: UInt8, value: UInt8)]
    /// The exact pairs, `pairCount` (repeated, or a pair the tests hold already, when fewer are needed).
    let pairs: [(first: UInt8, second: UInt8)]
    /// Whether a position with this byte may pass (a test holds, or it is a pair's first byte).
    private let members: [Bool]
    /// The tests and pairs as vectors, for a scan.
    let vectors: Vectors

    static let testCount = 8
    static let pairCount = 4
    /// A first byte is tested as pairs only when it anchors at most this many.
    static let pairsPerByte = 2

    /// A filter passing every position whose byte is in `seconds` (not nil) and whose next byte is
    /// one of that byte's `seconds`.
    init(seconds: [[UInt8]?]) {
        let frequency = ByteScreenAnchors.frequency
        // The most frequent bytes with few anchor pairs are tested as pairs, while slots are left.
        var pairs: [(first: UInt8, second: UInt8)] = []
        let few = (0..<256).filter { (seconds[$0]?.count ?? Int.max) <= Self.pairsPerByte }
        for byte in few.sorted(by: { frequency(UInt8($0)) > frequency(UInt8($1)) }) {
            let anchored = seconds[byte]!
            guard pairs.count + anchored.count <= Self.pairCount else { continue }
            pairs += anchored.map { (first: UInt8(byte), second: $0) }
        }
        let bytes = (0..<256).filter { byte in seconds[byte] != nil && !pairs.contains { Int($0.first) == byte } }.map(UInt8.init)
        var tests = bytes.map { (mask: UInt8(0xFF), value: $0) }
        var members = [Bool](repeating: false, count: 256)
        for byte in bytes { members[Int(byte)] = true }
        // Merge the two tests whose merged test adds the least frequent bytes, until few enough are left
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
        vectors = Vectors(tests: tests, pairs: pairs)
    }

    /// Whether a position with `byte` may pass (the scan then looks its pair up).
    func contains(_ byte: UInt8) -> Bool { members[Int(byte)] }
}
