/// `file://` URLs of absolute paths, for the editor (LSP document URIs) and for links to the rule pages.
public enum FileURL {
    /// A `file://` URL for the absolute path `path`, percent-encoding every byte outside the unreserved set
    /// (`A-Z a-z 0-9 - _ . ~`) and `/`.
    public static func string(path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "."), UInt8(ascii: "~"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }
}
