/// A small byte class tested sixteen bytes at a time with portable SIMD: a byte is in it when
/// `byte & mask == value` for one of three (mask, value) tests. The tests are chosen to hold the
/// given bytes and as few frequent others as may be (`@ABC` is `byte & 0xFC == 0x40`).
struct ByteScreenFilter: Sendable {
    /// The three tests, repeated to fill sixteen lanes.
    struct Vectors {
        let masks: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)
        let values: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

        /// 1 in each lane whose byte is in the class, else 0.
        @inline(__always) func lanes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
            let hit = (bytes & masks.0 .== values.0) .| (bytes & masks.1 .== values.1) .| (bytes & masks.2 .== values.2)
            return SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: hit)
        }
    }

    /// The (mask, value) tests: three, the last repeated when fewer are needed.
    let tests: [(mask: UInt8, value: UInt8)]
    /// Whether each byte is in the class (some test holds).
    private let members: [Bool]

    static let testCount = 3

    /// A class holding `bytes` (none: a class of no byte).
    init(bytes: [UInt8]) {
        var tests = bytes.map { (mask: UInt8(0xFF), value: $0) }
        func covered(_ tests: [(mask: UInt8, value: UInt8)]) -> Int {
            (0...255).reduce(0) { sum, byte in
                tests.contains { UInt8(byte) & $0.mask == $0.value } ? sum + ByteScreenAnchors.frequency(UInt8(byte)) : sum
            }
        }
        // Merge the two tests whose merged test adds the least frequent bytes, until three are left.
        while tests.count > Self.testCount {
            var best = (first: 0, second: 1, weight: Int.max)
            for first in tests.indices {
                for second in tests.indices where second > first {
                    let mask = tests[first].mask & tests[second].mask & ~(tests[first].value ^ tests[second].value)
                    var merged = tests
                    merged[first] = (mask, tests[first].value & mask)
                    merged.remove(at: second)
                    let weight = covered(merged)
                    if weight < best.weight { best = (first, second, weight) }
                }
            }
            let mask = tests[best.first].mask & tests[best.second].mask & ~(tests[best.first].value ^ tests[best.second].value)
            tests[best.first] = (mask, tests[best.first].value & mask)
            tests.remove(at: best.second)
        }
        // No byte: a test no byte passes (0x00 masked is never 0x01).
        if tests.isEmpty { tests = [(0, 1)] }
        while tests.count < Self.testCount { tests.append(tests[tests.count - 1]) }
        self.tests = tests
        members = (0...255).map { byte in tests.contains { UInt8(byte) & $0.mask == $0.value } }
    }

    /// Whether `byte` is in the class.
    func contains(_ byte: UInt8) -> Bool { members[Int(byte)] }

    /// The tests as vectors, for a scan.
    var vectors: Vectors {
        Vectors(masks: (SIMD16(repeating: tests[0].mask), SIMD16(repeating: tests[1].mask), SIMD16(repeating: tests[2].mask)),
                values: (SIMD16(repeating: tests[0].value), SIMD16(repeating: tests[1].value), SIMD16(repeating: tests[2].value)))
    }
}
