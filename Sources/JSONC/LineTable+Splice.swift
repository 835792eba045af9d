extension LineTable {
    /// The table of `newBytes`, which are this table's text with the bytes `replaced` (of this text)
    /// replaced by `insertedCount` bytes: equal to `LineTable(bytes: newBytes)`, but only the inserted
    /// bytes (and the byte on each side) are searched for line breaks; the line starts before the
    /// change are kept and those after it moved (a keystroke in a long file rescans nothing else).
    public func replacing(_ replaced: ByteRange, insertedCount: Int, in newBytes: [UInt8]) -> LineTable {
        let start = max(0, min(replaced.start, bytes.count))
        let end = max(start, min(replaced.end, bytes.count))
        let delta = insertedCount - (end - start)
        guard newBytes.count == bytes.count + delta, insertedCount >= 0 else { return LineTable(bytes: newBytes) }
        // A start at `q` depends on the bytes at q - 1 and q only: those before the change keep theirs,
        // those whose two bytes lie after it are the old ones moved.
        let keptBelow = max(start, 1)
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] < keptBelow { low = middle + 1 } else { high = middle }
        }
        let prefixCount = low
        var suffixFirst = low
        while suffixFirst < lineStarts.count, lineStarts[suffixFirst] <= end { suffixFirst += 1 }

        var starts = Array(lineStarts[0..<prefixCount])
        starts.reserveCapacity(lineStarts.count + insertedCount + 1)
        let lastChanged = min(start + insertedCount, newBytes.count)
        newBytes.withUnsafeBufferPointer { buffer in
            var position = keptBelow
            while position <= lastChanged {
                let before = buffer[position - 1]
                if before == 0x0A || before == 0x0D && (position == buffer.count || buffer[position] != 0x0A) {
                    starts.append(position)
                }
                position += 1
            }
        }
        let middleEnd = starts.count
        if delta == 0 {
            starts.append(contentsOf: lineStarts[suffixFirst...])
        } else {
            for old in lineStarts[suffixFirst...] { starts.append(old + delta) }
        }

        // Checkpoints: the last line before the change (its end may have moved) through the last line
        // the change reaches are walked again; the lines after keep theirs, moved.
        let firstWalked = prefixCount - 1
        let walkedFrom = starts[firstWalked]
        var points: [Checkpoint] = []
        if !checkpoints.isEmpty {
            var keep = 0
            while keep < checkpoints.count, checkpoints[keep].offset < walkedFrom { keep += 1 }
            points.append(contentsOf: checkpoints[0..<keep])
        }
        Self.appendCheckpoints(newBytes, lineStarts: starts, lines: firstWalked..<middleEnd, to: &points)
        if suffixFirst < lineStarts.count, !checkpoints.isEmpty {
            let oldFrom = lineStarts[suffixFirst]
            var moved = checkpoints.count
            while moved > 0, checkpoints[moved - 1].offset >= oldFrom { moved -= 1 }
            for point in checkpoints[moved...] {
                points.append(Checkpoint(offset: point.offset + delta, scalars: point.scalars, utf16: point.utf16))
            }
        }
        return LineTable(bytes: newBytes, lineStarts: starts, checkpoints: points)
    }
}

extension LineTable: Equatable {
    /// Whether two tables are of the same bytes with the same line starts and checkpoints.
    public static func == (left: LineTable, right: LineTable) -> Bool {
        left.bytes == right.bytes && left.lineStarts == right.lineStarts && left.checkpoints == right.checkpoints
    }
}
