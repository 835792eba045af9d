@testable import SourceText
import Testing
import TabBarTestSupport

/// The SSSE3 scan (`ScreenKernel`, with `ByteScreenNibbles`' tables) against the portable filter: both must stop
/// at the same positions, from every start, so the screen finds the same words and names whichever scans.
/// On a processor without SSSE3 the kernel scans nothing and the portable loop finishes, so these still hold.
@Suite struct ByteScreenKernelTests {
    /// Screens of the word lists the front-ends use and of lists that make the buckets merge (many first bytes)
    /// or hold one-byte patterns (every second byte).
    static let screens: [ByteScreen] = [
        ByteScreen(words: ByteScreenEdgeTests.words, definitions: ByteScreenEdgeTests.keywords),
        ByteScreen(words: ByteScreen.uikitTabBarWords, definitions: ByteScreen.declaredNameKeywords,
                   enumerations: ByteScreen.enumerationKeywords),
        ByteScreen(words: (0..<26).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) + "Q" + String($0) },
                   definitions: ["é标签", "😀x"]),
        ByteScreen(words: ["@", "x", "标"], definitions: ["class"]),
    ]

    /// The stop from `start` with the kernel of `level` (0: the portable filter).
    static func stops(_ screen: ByteScreen, _ text: [UInt8], from start: Int, level: Int32) -> Int? {
        text.withUnsafeBufferPointer { buffer in
            screen.anchors.pairBits.withUnsafeBufferPointer { pairBits in
                screen.anchors.nibbles.tables.withUnsafeBufferPointer { tables in
                    screen.anchors.nextStop(in: buffer, from: start, pairBits: pairBits.baseAddress!,
                                            nibbles: level > 0 ? tables.baseAddress : nil, level: level)
                }
            }
        }
    }

    /// The kernels this processor runs (SSSE3, AVX2), each tested; none on another processor.
    static let levels: [Int32] = ByteScreenNibbles.kernelLevel > 0 ? Array(1...ByteScreenNibbles.kernelLevel) : []

    @Test func everyAnchorPairPassesItsBucket() {
        for screen in Self.screens {
            let anchors = screen.anchors
            var pairs = 0
            for pair in 0..<65_536 where anchors.pairBits[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                pairs += 1
                #expect(anchors.nibbles.passes(UInt8(pair & 0xFF), UInt8(pair >> 8)), "pair \(pair)")
            }
            #expect(pairs > 0)
        }
    }

    @Test(arguments: 0..<4)
    func theKernelStopsWhereTheFilterStops(seed: UInt64) {
        for level in Self.levels { expectSameStops(seed: seed, level: level) }
    }

    func expectSameStops(seed: UInt64, level: Int32) {
        var random = SeededGenerator(state: 9_100 + seed)
        for screen in Self.screens {
            for length in [0, 1, 2, 15, 16, 17, 18, 32, 33, 34, 47, 48, 49, 64, 100, 257, 1_000] {
                let text = ByteScreenEdgeTests.randomText(&random, length: length)
                var start = 0
                // Every stop in turn, as the search asks, then a few starts anywhere.
                while true {
                    let kernel = Self.stops(screen, text, from: start, level: level)
                    let portable = Self.stops(screen, text, from: start, level: 0)
                    #expect(kernel == portable, "level \(level) length \(length) from \(start)")
                    guard let stop = portable, kernel == portable else { break }
                    start = stop + 1
                }
                for _ in 0..<8 where length > 0 {
                    let from = Int.random(in: 0..<length, using: &random)
                    #expect(Self.stops(screen, text, from: from, level: level) == Self.stops(screen, text, from: from, level: 0))
                }
            }
        }
    }

    /// A pair that no filter passes leaves the kernel scanning to the end: it then hands back where it stopped.
    @Test func noPairLetsTheTailBeScannedByTheCaller() {
        let screen = Self.screens[0]
        for level in Self.levels {
            for filler in [200, 207, 216, 223, 224, 231] {
                let text = [UInt8](repeating: UInt8(ascii: "q"), count: filler) + Array("UITabBar".utf8)
                // The stop is the word's anchor pair (`bB`), past the filler, found by the kernel or the tail.
                let stop = Self.stops(screen, text, from: 0, level: level)
                #expect(stop == Self.stops(screen, text, from: 0, level: 0) && (stop ?? 0) >= filler)
                #expect(Self.stops(screen, Array(text.prefix(filler)), from: 0, level: level) == nil)
                #expect(Self.stops(screen, text, from: filler + 1, level: level) == Self.stops(screen, text, from: filler + 1, level: 0))
            }
        }
    }

    /// A level above the processor's is run at the processor's: asking never reaches an instruction it lacks.
    @Test func aLevelAboveTheProcessorsIsLowered() {
        let screen = Self.screens[0]
        let text = [UInt8](repeating: UInt8(ascii: "q"), count: 300) + Array("UITabBar".utf8)
        #expect(Self.stops(screen, text, from: 0, level: 9) == Self.stops(screen, text, from: 0, level: 0))
    }
}
