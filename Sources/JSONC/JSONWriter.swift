/// Serialises `JSON` values: compact for the wire, indented for people.
extension JSON {
    /// Compact text with no white space.
    public func serialized() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out, indent: nil, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Compact UTF-8 bytes.
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Text indented by `indent` spaces per level (clamped to 0...16, so a client's tab
    /// size can never trap or exhaust memory), one member per line.
    public func prettyPrinted(indent: Int = 2) -> String {
        var out: [UInt8] = []
        write(into: &out, indent: max(0, min(indent, 16)), level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(into out: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): out.append(contentsOf: JSON.format(value).utf8)
        case .string(let value): JSON.writeString(value, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSON.newline(&out, indent, level + 1)
                element.write(into: &out, indent: indent, level: level + 1)
            }
            if !elements.isEmpty { JSON.newline(&out, indent, level) }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSON.newline(&out, indent, level + 1)
                JSON.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                member.value.write(into: &out, indent: indent, level: level + 1)
            }
            if !object.members.isEmpty { JSON.newline(&out, indent, level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    /// A number as JSON text: integers without a fraction, others in the shortest
    /// form that reads back exactly; NaN and infinities (not JSON) as null.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Writes `value` as a quoted JSON string with the required escapes. Runs of bytes
    /// that need no escape are copied whole.
    public static func writeString(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = value
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    let digits: StaticString = "0123456789abcdef"
                    out.append(UInt8(ascii: "u"))
                    out.append(UInt8(ascii: "0"))
                    out.append(UInt8(ascii: "0"))
                    out.append(digits.utf8Start[Int(byte >> 4)])
                    out.append(digits.utf8Start[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `value` as a quoted JSON string.
    public static func quote(_ value: String) -> String {
        var out: [UInt8] = []
        writeString(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
