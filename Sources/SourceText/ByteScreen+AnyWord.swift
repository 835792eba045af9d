extension ByteScreen {
    /// Whether one of the words whose indexes (in `words`, below 64) are set in `wordBits` occurs anywhere in `bytes`:
    /// the same scan as `search`, stopping at the first such word, with no definitions taken. One screen of a
    /// module's words then answers several questions about a file (a screen's tables are large; each question's
    /// own screen would repeat them). Its loop is its own, not a driver shared with `search` through closures: that
    /// cost the screen of every file 3 % more instructions (199.3 M -> 205.6 M on the uikit tree without its words).
    public func finds(anyOf wordBits: UInt64, in bytes: [UInt8]) -> Bool {
        guard wordBits != 0, patternCount > 0 else { return false }
        return bytes.withUnsafeBufferPointer { text in
            anchors.pairLists.withUnsafeBufferPointer { pairLists in
                anchors.pairBits.withUnsafeBufferPointer { pairBits in
                    anchors.nibbles.tables.withUnsafeBufferPointer { nibbleTables in
                        anchors.entries.withUnsafeBufferPointer { entries in
                            anchors.listStarts.withUnsafeBufferPointer { listStarts in
                              patternBytes.withUnsafeBufferPointer { patternBytes in
                               patternStarts.withUnsafeBufferPointer { patternStarts in
                                let count = text.count
                                let nibbles = ByteScreenNibbles.kernelLevel > 0 ? nibbleTables.baseAddress : nil
                                var index = 0
                                while let stop = anchors.nextStop(in: text, from: index, pairBits: pairBits.baseAddress!,
                                                                  nibbles: nibbles, level: ByteScreenNibbles.kernelLevel) {
                                    let second = stop + 1 < count ? Int(text[stop + 1]) : 0
                                    let list = Int(pairLists[Int(text[stop]) | second << 8]) - 1
                                    for entry in entries[listStarts[list]..<listStarts[list + 1]]
                                    where entry.pattern < 64 && wordBits & (1 << UInt64(entry.pattern)) != 0 {
                                        if occurs(entry, at: stop, in: text, patternBytes, patternStarts) { return true }
                                    }
                                    index = stop + 1
                                }
                                return false
                               }
                              }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The bits of `wordsToFind` (each among `words`) for `finds(anyOf:in:)`.
    public func bits(of wordsToFind: [String]) -> UInt64 {
        var bits: UInt64 = 0
        for word in wordsToFind {
            if let index = words.firstIndex(of: Array(word.utf8)), index < 64 { bits |= 1 << UInt64(index) }
        }
        return bits
    }
}
