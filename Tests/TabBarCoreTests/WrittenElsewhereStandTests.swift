import JSONC
import TabBarCore
import Testing

/// `SourceController.standing`: a value another file writes stands at an empty range of its own in the bar's file,
/// one per item and field, mapped to the code's literal; a place already standing for another literal is not reused.
@Suite struct WrittenElsewhereStandTests {
    static func item(at start: Int) -> SourceItem {
        SourceItem(range: ByteRange(start, start + 20), reference: ByteRange(start, start + 20), isKnown: true, keysComplete: true)
    }

    static let literal = SourceFact(.literal("首页 🏠"), range: ByteRange(40, 50))

    @Test func eachFieldOfEachItemStandsApartAndMapsToItsOrigin() {
        var bar = SourceController(construction: .initializer, range: ByteRange(0, 200), separateItems: nil)
        let origin = ProjectLocation(file: 3, range: ByteRange(40, 50))
        let title = bar.standing(Self.literal, writtenAt: origin, field: .title, of: Self.item(at: 100))
        let image = bar.standing(Self.literal, writtenAt: origin, field: .image, of: Self.item(at: 100))
        let other = bar.standing(Self.literal, writtenAt: origin, field: .title, of: Self.item(at: 130))
        #expect(title.literal == "首页 🏠" && title.range == ByteRange(100, 100) && !title.isWrittenWhole)
        #expect(image.range == ByteRange(101, 101) && other.range == ByteRange(130, 130))
        #expect(bar.writtenElsewhere == [ByteRange(100, 100): origin, ByteRange(101, 101): origin, ByteRange(130, 130): origin])
        // The same literal again (a bar read twice) keeps its place.
        #expect(bar.standing(Self.literal, writtenAt: origin, field: .title, of: Self.item(at: 100)).range == ByteRange(100, 100))
    }

    @Test func aPlaceTakenByAnotherLiteralLeavesTheFieldUnknown() {
        var bar = SourceController(construction: .initializer, range: ByteRange(0, 200), separateItems: nil)
        let first = ProjectLocation(file: 3, range: ByteRange(40, 50))
        let second = ProjectLocation(file: 4, range: ByteRange(10, 20))
        _ = bar.standing(Self.literal, writtenAt: first, field: .title, of: Self.item(at: 100))
        let clash = bar.standing(Self.literal, writtenAt: second, field: .title, of: Self.item(at: 100))
        #expect(clash.value == .unknown && clash.range == ByteRange(100, 120))
        #expect(bar.writtenElsewhere == [ByteRange(100, 100): first], "the first literal keeps its place")
    }
}
