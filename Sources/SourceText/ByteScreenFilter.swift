/// A small byte class tested sixteen bytes at a time with portable SIMD: a byte is in it when
/// `byte & mask == value` for one of three (mask, value) tests. The tests are chosen to hold the
/// given bytes and as few frequent others as may be (`@ABC` is `byte & 0xFC == 0x40`).
struct ByteScreenFilter: Sendable {
    /// The three tests, repeated to fill sixteen lanes.
    struct Vectors: Sendable {
        let masks: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)
        let values: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

        /// The lanes whose byte is in the class.
        @inline(__always) func matches(_ bytes: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            (bytes & masks.0 .== values.0) .| (bytes & masks.1 .== values.1) .| (bytes & masks.2 .== values.2)
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
        var members = [Bool](repeating: false, count: 256)
        for byte in bytes { members[Int(byte)] = true }
        // Merge the two tests whose merged test adds the least frequent bytes, until three are left
        // (a merged test holds both tests' bytes: the class only grows).
        while tests.count > Self.testCount {
            var best = (first: 0, second: 1, mask: UInt8(0), added: Int.max)
            for first in tests.indices {
                for second in tests.indices where second > first {
                    let mask = tests[first].mask & tests[second].mask & ~(tests[first].value ^ tests[second].value)
                    let value = tests[first].value & mask
                    var added = 0
                    for byte in 0..<256 where UInt8(byte) & mask == value && !members[byte] {
                        added += ByteScreenAnchors.frequency(UInt8(byte))
                    }
                    if added < best.added { best = (first, second, mask, added) }
                }
            }
            tests[best.first] = (best.mask, tests[best.first].value & best.mask)
            tests.remove(at: best.second)
            for byte in 0..<256 where UInt8(byte) & best.mask == tests[best.first].value { members[byte] = true }
        }
        // No byte: a test no byte passes (0x00 masked is never 0x01).
        if tests.isEmpty { tests = [(0, 1)] }
        while tests.count < Self.testCount { tests.append(tests[tests.count - 1]) }
        self.tests = tests
        self.members = members
        vectors = Self.vectors(tests)
    }

    /// Whether `byte` is in the class.
    func contains(_ byte: UInt8) -> Bool { members[Int(byte)] }

    /// The tests as vectors, for a scan.
    let vectors: Vectors

    private static func vectors(_ tests: [(mask: UInt8, value: UInt8)]) -> Vectors {
        Vectors(masks: (SIMD16(repeating: tests[0].mask), SIMD16(repeating: tests[1].mask), SIMD16(repeating: tests[2].mask)),
                values: (SIMD16(repeating: tests[0].value), SIMD16(repeating: tests[1].value), SIMD16(repeating: tests[2].value)))
    }
}
