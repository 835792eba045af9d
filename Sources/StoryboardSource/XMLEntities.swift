import JSONC

/// XML character references: `&amp; &lt; &gt; &quot; &apos;`, `&#10;`, `&#x1F600;`. Anything else is kept as written.
public enum XMLEntities {
    /// The text of `range` in `bytes` with its references decoded.
    public static func decode(_ bytes: [UInt8], _ range: ByteRange) -> String {
        let slice = bytes[range.start..<range.end]
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var index = range.start
        while index < range.end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"),
                  let semicolon = bytes[index..<min(range.end, index + 12)].firstIndex(of: UInt8(ascii: ";")),
                  let scalar = reference(String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)) else {
                out.append(byte)
                index += 1
                continue
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            index = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func reference(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let number = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return number.flatMap(Unicode.Scalar.init)
        }
    }
}
