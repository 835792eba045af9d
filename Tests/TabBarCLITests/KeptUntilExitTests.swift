import ProjectReader
import Testing
@testable import TabBarCLI

/// A run that ends the process leaves what it built for the exit to free; in-process runs free it.
@Suite struct KeptUntilExitTests {
    final class Built {}

    @Test func keptOnlyWhenTheRunEndsTheProcess() {
        weak var freed: Built?
        weak var kept: Built?
        do {
            let first = Built(), second = Built()
            freed = first
            kept = second
            KeptUntilExit(enabled: false).keep(first)
            KeptUntilExit(enabled: true).keep([second])
        }
        #expect(freed == nil)
        #expect(kept != nil)
    }

    @Test func onlyTheProcessEnvironmentEndsTheProcess() {
        #expect(!CLIEnvironment.live().endsWithProcess)
        #expect(CLIEnvironment.process().endsWithProcess)
        #expect(!CLIEnvironment(writeOutput: { _ in }, writeError: { _ in }).endsWithProcess)
    }
}
