/// What a search has spent of its budget.
struct ScanMeter {
    let budget: ScanBudget
    private let start = ContinuousClock.now
    private(set) var entries = 0
    private(set) var exhausted = false

    init(_ budget: ScanBudget) {
        self.budget = budget
    }

    /// Counts `count` more entries read; false once the budget is spent.
    mutating func spend(_ count: Int) -> Bool {
        guard !exhausted else { return false }
        entries += count
        if entries > budget.maxEntries || ContinuousClock.now - start > budget.maxDuration {
            exhausted = true
        }
        return !exhausted
    }

    /// The entries one listing may still return.
    var remaining: Int { max(0, budget.maxEntries - entries + 1) }
}
