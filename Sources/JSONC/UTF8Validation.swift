/// Finds invalid UTF-8 sequences. ASCII runs take the fast path.
enum UTF8Validation {
    static func errors(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [SyntaxError] {
        var errors: [SyntaxError] = []
        var index = 0
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while index < count {
            // Eight ASCII bytes at a time.
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length = sequenceLength(bytes, index, count)
            if length == 0 {
                if errors.count < limit {
                    errors.append(SyntaxError(.invalidUTF8, "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); save the file as UTF-8",
                                              ByteRange(index, index + 1)))
                }
                index += 1
            } else {
                index += length
            }
        }
        return errors
    }

    /// The length of the valid sequence at `index`, or 0 when it is invalid.
    private static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        func cont(_ j: Int) -> Bool { j < n && b[j] & 0xC0 == 0x80 }
        let lead = b[i]
        switch lead {
        case 0xC2...0xDF:
            return cont(i + 1) ? 2 : 0
        case 0xE0:
            return i + 1 < n && (0xA0...0xBF).contains(b[i + 1]) && cont(i + 2) ? 3 : 0
        case 0xED:
            return i + 1 < n && (0x80...0x9F).contains(b[i + 1]) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xF0:
            return i + 1 < n && (0x90...0xBF).contains(b[i + 1]) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3:
            return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4:
            return i + 1 < n && (0x80...0x8F).contains(b[i + 1]) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default:
            return 0
        }
    }
}
