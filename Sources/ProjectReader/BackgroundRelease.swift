import Dispatch

/// Frees a value on another thread: a project's ten thousand screenings take milliseconds to free, one
/// allocation after another, and the caller need not wait for that before it goes on with the result.
enum BackgroundRelease {
    /// Takes the caller's last reference to `value` and lets it go on a background thread.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
