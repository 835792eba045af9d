/// What a run that ends the process (`CLIEnvironment.endsWithProcess`) need not free: the system takes
/// the whole memory back at once, while freeing a tree's listings, its ten thousand paths and the
/// projects read, one allocation after another, costs the main thread milliseconds at the very end.
/// In-process runs (tests, the server) free everything as usual.
struct KeptUntilExit {
    /// Whether values are kept; false in-process.
    let enabled: Bool

    /// Keeps `value` alive until the process exits, when `enabled`.
    func keep<Value>(_ value: Value) {
        guard enabled else { return }
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
