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

    /// The values moved out, once every worker has finished: no value is copied (a copy retains each of its
    /// references, and both copies are released later); the slots are left empty.
    public func takeValues() -> [Value?] {
        let taken = [Value?](unsafeUninitializedCapacity: count) { storage, initialized in
            if let target = storage.baseAddress, let source = buffer.baseAddress {
                target.moveInitialize(from: source, count: count)
                source.initialize(repeating: nil, count: count)
            }
            initialized = count
        }
        return taken
    }
}
