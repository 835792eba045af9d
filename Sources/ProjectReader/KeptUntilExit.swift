/// What a run that ends the process (the command line's `check`) need not free: the system takes
/// the whole memory back at once, while freeing a tree's listings, its ten thousand paths and
/// screenings and the projects read, one allocation after another, costs milliseconds of CPU at the
/// end. In-process runs (tests, the server) free everything as usual.
public struct KeptUntilExit: Sendable {
    /// Whether values are kept; false in-process.
    public let enabled: Bool

    /// Keeps values when `enabled`.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Keeps `value` alive until the process exits, when `enabled`.
    public func keep<Value>(_ value: Value) {
        guard enabled else { return }
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
