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
        let oldFrom = suffixFirst < lineStarts.count ? lineStarts[suffixFirst] : bytes.count + 1
        var points: [Checkpoint] = []
        let below = firstCheckpoint(atOrAfter: walkedFrom)
        let after = firstCheckpoint(atOrAfter: oldFrom)
        points.reserveCapacity(checkpoints.count + insertedCount / Self.checkpointStride + 2)
        points.append(contentsOf: checkpoints[0..<below])
        if middleEnd - firstWalked == 1, suffixFirst == prefixCount, below < after {
            // A change inside one long line that stays one line: only around the change is walked again.
            let lineEnd = firstWalked + 1 < starts.count ? starts[firstWalked + 1] : newBytes.count
            if lineEnd - walkedFrom >= 2 * Self.checkpointStride {
                Self.appendCheckpoints(newBytes, line: walkedFrom..<lineEnd, old: checkpoints[below..<after],
                                       replaced: ByteRange(start, end), insertedCount: insertedCount, to: &points)
            }
        } else {
            Self.appendCheckpoints(newBytes, lineStarts: starts, lines: firstWalked..<middleEnd, to: &points)
        }
        if after < checkpoints.count {
            for point in checkpoints[after...] {
                points.append(Checkpoint(offset: point.offset + delta, scalars: point.scalars, utf16: point.utf16))
            }
        }
        return LineTable(bytes: newBytes, lineStarts: starts, checkpoints: points)
    }
}

extension LineTable {
    /// The index of the first checkpoint at or after `offset`.
    func firstCheckpoint(atOrAfter offset: Int) -> Int {
        var low = 0, high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Appends the checkpoints of `line` (a long line of `bytes`) after a change inside it: the old line's
    /// checkpoints `old` (in the old text) before the change are kept, the line is walked from the last of them
    /// across the change, and as soon as the walk steps on an old checkpoint past the change (moved), the rest are
    /// the old ones moved, their counts corrected by the change's. A keystroke in a line of megabytes walks a few
    /// hundred bytes. The checkpoints may then sit elsewhere than a fresh table's, never farther apart.
    static func appendCheckpoints(_ bytes: [UInt8], line: Range<Int>, old: ArraySlice<Checkpoint>,
                                  replaced: ByteRange, insertedCount: Int, to result: inout [Checkpoint]) {
        let delta = insertedCount - replaced.length
        // The walk up to a checkpoint at or before the change read none of the changed bytes.
        var index = line.lowerBound, scalars = 0, utf16 = 0
        var next = index + checkpointStride
        var rest = old.startIndex
        while rest < old.endIndex, old[rest].offset <= replaced.start {
            let kept = old[rest]
            result.append(kept)
            (index, scalars, utf16, next) = (kept.offset, kept.scalars, kept.utf16, kept.offset + checkpointStride)
            rest += 1
        }
        // The old checkpoints past the change, where the walk may meet them.
        while rest < old.endIndex, old[rest].offset < replaced.end { rest += 1 }
        let changeEnd = replaced.start + insertedCount
        while index < line.upperBound {
            if index >= changeEnd {
                while rest < old.endIndex, old[rest].offset + delta < index { rest += 1 }
                if rest < old.endIndex, old[rest].offset + delta == index {
                    let (scalarShift, utf16Shift) = (scalars - old[rest].scalars, utf16 - old[rest].utf16)
                    for point in old[rest...] {
                        result.append(Checkpoint(offset: point.offset + delta, scalars: point.scalars + scalarShift,
                                                 utf16: point.utf16 + utf16Shift))
                    }
                    return
                }
            }
            if index >= next {
                result.append(Checkpoint(offset: index, scalars: scalars, utf16: utf16))
                next = index + checkpointStride
            }
            let length = scalarLength(bytes[index])
            scalars += 1
            utf16 += length == 4 ? 2 : 1
            index += length
        }
    }
}

extension LineTable: Equatable {
    /// Whether two tables are of the same bytes with the same line starts. Their checkpoints (a cache of column
    /// counts along long lines) may sit at other places after a splice; every position and offset is the same.
    public static func == (left: LineTable, right: LineTable) -> Bool {
        left.bytes == right.bytes && left.lineStarts == right.lineStarts
    }
}
