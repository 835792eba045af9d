import ProjectReader
import Testing

/// Slots filled by concurrent workers: their values copied or moved out, in order, the empty ones nil.
@Suite struct SlotsTests {
    final class Box: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func takingMovesTheValuesOutAndLeavesTheSlotsEmpty() {
        let slots = Slots<Box>(count: 4)
        for index in [0, 2, 3] { slots[index] = Box("标签\(index)😀") }
        #expect(slots.values.map { $0?.name } == ["标签0😀", nil, "标签2😀", "标签3😀"])
        let kept = slots[2]!
        let taken = slots.takeValues()
        #expect(taken.map { $0?.name } == ["标签0😀", nil, "标签2😀", "标签3😀"])
        #expect(taken[2] === kept, "moved, not rebuilt")
        #expect(slots.values.allSatisfy { $0 == nil } && slots.count == 4)
        #expect(Slots<Box>(count: 0).takeValues().isEmpty)
    }
}
