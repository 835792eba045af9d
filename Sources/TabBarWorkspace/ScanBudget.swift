/// How much one catalog search may read: folder entries and wall-clock time. A search
/// that runs out stops and reports itself incomplete.
public struct ScanBudget: Sendable, Hashable {
    /// The most folder entries read.
    public var maxEntries: Int
    /// The longest the search may take.
    public var maxDuration: Duration

    /// A budget of `maxEntries` folder entries and `maxDuration`.
    public init(maxEntries: Int, maxDuration: Duration) {
        self.maxEntries = maxEntries
        self.maxDuration = maxDuration
    }

    /// One million entries or ten seconds, whichever comes first.
    public static let standard = ScanBudget(maxEntries: 1_000_000, maxDuration: .seconds(10))
}
