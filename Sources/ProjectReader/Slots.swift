/// Fixed-size storage that concurrent workers fill, each writing only its own slot.
public final class Slots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>
    public let count: Int

    public init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: max(1, count))
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    public subscript(index: Int) -> Value? {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }

    /// The values, once every worker has finished.
    public var values: [Value?] { Array(buffer.prefix(count)) }
}
