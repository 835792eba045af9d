import JSONC

extension ByteScreen {
    /// Every hit of a screen in one version of a file, so that the next version can be screened
    /// by reading only the bytes around the change (an editor's keystroke in a large file).
    public struct Record: Sendable, Hashable {
        /// A word or a defined name found, in the order the search found them.
        struct Hit: Sendable, Hashable {
            var start: Int
            var end: Int
            /// The defined name; nil for a word.
            var name: String?
        }

        let bytes: [UInt8]
        let hits: [Hit]

        /// What `search` returns for these bytes.
        public var result: (foundWord: Bool, names: Set<String>) {
            if hits.contains(where: { $0.name == nil }) { return (true, []) }
            return (false, Set(hits.compactMap(\.name)))
        }
    }

    /// Every hit in `bytes`, with what `search(bytes)` would say. Unlike `search`, it does not stop
    /// at the first word; names are stepped over exactly as `search` steps over them, so the
    /// result is the same.
    public func record(_ bytes: [UInt8]) -> Record {
        Record(bytes: bytes, hits: hits(in: bytes, from: 0, until: { _ in false }).hits)
    }

    /// The record of `bytes`, a new version of the file `previous` was made for, reading only
    /// around the change: the hits before it are kept, the bytes from there are searched until the
    /// search is at a place where the old one was too (past the change and anything a hit there
    /// could read), and the old hits after it are kept, moved. Equal to `record(bytes)`.
    public func record(_ bytes: [UInt8], revising previous: Record) -> Record {
        let change = ByteChange(from: previous.bytes, to: bytes)
        if change.isEmpty { return Record(bytes: bytes, hits: previous.hits) }
        let old = previous.hits
        let start = restart(before: change.prefix, in: previous)
        let firstKept = old.firstIndex { $0.start >= start } ?? old.count
        // Old hits starting at or after `oldFrom`, as the search saw them from there.
        var cursor = firstKept
        let minimumOld = change.oldRange.end + 1
        let (middle, resumedAt) = hits(in: bytes, from: start) { position in
            let oldPosition = position - change.delta
            guard oldPosition >= minimumOld else { return false }
            while cursor < old.count, old[cursor].start < oldPosition { cursor += 1 }
            // Free in the old search too: no old hit spans the place.
            return cursor == 0 || old[cursor - 1].end <= oldPosition
        }
        var all = Array(old[0..<firstKept])
        all.append(contentsOf: middle)
        if resumedAt != nil {
            for hit in old[cursor...] { all.append(Hit(start: hit.start + change.delta, end: hit.end + change.delta, name: hit.name)) }
        }
        return Record(bytes: bytes, hits: all)
    }

    private typealias Hit = Record.Hit

    /// Where a search of a new version must start for a change at `changeStart`: before any word or
    /// definition that could reach the change, and not inside an old hit.
    private func restart(before changeStart: Int, in previous: Record) -> Int {
        let bytes = previous.bytes
        var start = changeStart - longestWord - 1
        // A definition reaches the change through its name and the blanks before it.
        var cursor = changeStart - 1
        var steps = 0
        while cursor >= 0, steps < 256, Self.isIdentifierByte(bytes[cursor]) { cursor -= 1; steps += 1 }
        while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        start = min(start, cursor - longestDefinition - 1)
        // An enumeration's keyword reads its constants up to `enumerationReach` bytes after it.
        if !enumerations.isEmpty { start = min(start, changeStart - Self.enumerationReach - longestDefinition - 1) }
        // An old hit reading a byte at or after the change is searched again; so is one spanning `start`.
        for hit in previous.hits where hit.start < changeStart && hit.end + 1 > changeStart || hit.start < start && hit.end > start {
            start = min(start, hit.start)
        }
        return max(0, start)
    }

    private var longestWord: Int { words.map(\.count).max() ?? 0 }
    private var longestDefinition: Int { definitions.map(\.count).max() ?? 0 }

    /// The hits from `start`, stepping as `search` does, until `stop` says the search may end at a
    /// position it reached (then that position is returned too).
    private func hits(in bytes: [UInt8], from start: Int, until stop: (Int) -> Bool) -> (hits: [Hit], resumedAt: Int?) {
        var found: [Hit] = []
        let resumed: Int? = bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                let count = text.count
                var index = start
                while index < count {
                    guard starts[Int(text[index])] else {
                        index += 1
                        continue
                    }
                    if stop(index) { return index }
                    if let length = wordLength(text, at: index) {
                        found.append(Hit(start: index, end: index + length, name: nil))
                        index += 1
                        continue
                    }
                    var names: [String] = []
                    if let end = definedNames(text, at: index, each: { names.append($0) }) {
                        for name in names { found.append(Hit(start: index, end: end, name: name)) }
                        index = end
                        continue
                    }
                    index += 1
                }
                return nil
            }
        }
        return (found, resumed)
    }
}
