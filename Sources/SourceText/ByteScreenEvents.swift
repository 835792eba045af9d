/// The finds of `ByteScreen.search` not yet taken, in order: each is `position << 1 | kind`
/// (0 a word, 1 a keyword), so that a word comes before a keyword at the same position. Finds are
/// added near the end and taken from the front; the same find twice is kept once. A few at a time:
/// the storage is the search's, on the stack.
struct ByteScreenEvents {
    private let storage: UnsafeMutableBufferPointer<Int>
    private var start = 0
    private var end = 0

    init(storage: UnsafeMutableBufferPointer<Int>) {
        self.storage = storage
    }

    /// The smallest event, nil when there is none.
    var first: Int? { start < end ? storage[start] : nil }

    mutating func removeFirst() {
        start += 1
        if start == end {
            start = 0
            end = 0
        }
    }

    /// Adds `event` in order, unless it is there already.
    mutating func insert(_ event: Int) {
        if end == storage.count {
            // Move the events to the front of the storage.
            for index in start..<end { storage[index - start] = storage[index] }
            end -= start
            start = 0
        }
        var index = end
        while index > start, storage[index - 1] > event { index -= 1 }
        if index > start, storage[index - 1] == event { return }
        var move = end
        while move > index {
            storage[move] = storage[move - 1]
            move -= 1
        }
        storage[index] = event
        end += 1
    }
}
