/// Escaping for every XML tabbar writes (the JUnit and Checkstyle reports, SVG, values put into a storyboard):
/// text and attribute values.
public enum XMLText {
    /// `text` safe inside an element or a double-quoted attribute. Characters XML 1.0 forbids
    /// (control characters but tab, line feed and carriage return) become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// The XML declaration every report starts with.
    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
