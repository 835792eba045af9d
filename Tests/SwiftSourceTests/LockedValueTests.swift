import Dispatch
import SourceText
import Testing

@Suite struct LockedValueTests {
    @Test func incrementsFromManyThreadsAreAllKept() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }
}
