import JSONC
import TabBarCore
import Testing

/// `TechnologyParts` keeps one part per type, and its equality and hash follow the parts: a bar whose technology
/// facts differ is another bar.
@Suite struct TechnologyPartsTests {
    struct Colours: TechnologyPart {
        var tint: String
    }

    struct Counts: TechnologyPart {
        var tabs: Int
    }

    @Test func setGetAndReplace() {
        var parts = TechnologyParts()
        #expect(parts.isEmpty)
        #expect(parts[Colours.self] == nil)
        parts[Colours.self] = Colours(tint: "红")
        parts[Counts.self] = Counts(tabs: 4)
        #expect(parts[Colours.self] == Colours(tint: "红"))
        #expect(parts[Counts.self] == Counts(tabs: 4))
        parts[Counts.self] = Counts(tabs: 5)
        #expect(parts[Counts.self] == Counts(tabs: 5))
        #expect(parts[Colours.self] == Colours(tint: "红"))
        parts[Colours.self] = nil
        #expect(parts[Colours.self] == nil)
        #expect(!parts.isEmpty)
    }

    @Test func equalityFollowsTheParts() {
        var one = TechnologyParts()
        one[Colours.self] = Colours(tint: "blue")
        one[Counts.self] = Counts(tabs: 3)
        // The same parts set in the other order.
        var two = TechnologyParts()
        two[Counts.self] = Counts(tabs: 3)
        two[Colours.self] = Colours(tint: "blue")
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        two[Counts.self] = Counts(tabs: 4)
        #expect(one != two)
        two[Counts.self] = nil
        #expect(one != two)
        #expect(TechnologyParts() != one)
    }

    @Test func aControllerWithOtherPartsDiffers() {
        let range = ByteRange(0, 7)
        var first = SourceController(construction: .initializer, range: range, separateItems: nil)
        var second = first
        #expect(first == second)
        first.parts[Counts.self] = Counts(tabs: 2)
        #expect(first != second)
        second.parts[Counts.self] = Counts(tabs: 2)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }
}
