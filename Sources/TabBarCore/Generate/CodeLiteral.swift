import JSONC

/// Literals and comments written into generated code, spelled so that both the language's compiler and
/// tabbar's own source front-ends read back exactly the value the configuration holds.
public enum CodeLiteral {
    /// A string literal: `@"首页"` / `"首页"`. CJK, emoji and every other printable character are written
    /// as themselves (the files are UTF-8); quotes, backslashes and control characters are escaped:
    /// Objective-C with three-digit octal escapes (a `\x` escape would swallow a following hex digit),
    /// Swift with `\u{…}`. A `??` is written `?\?` so that no Objective-C trigraph can form.
    public static func string(_ value: String, in language: SourceLanguage) -> String {
        var out = language == .objectiveC ? "@\"" : "\""
        var previousWasQuestionMark = false
        for scalar in value.unicodeScalars {
            defer { previousWasQuestionMark = scalar == "?" }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "?" where language == .objectiveC && previousWasQuestionMark: out += "\\?"
            default:
                if needsEscape(scalar) {
                    out += escaped(scalar, in: language)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Control characters and the line and paragraph separators, which some editors and tools take
    /// for line breaks.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func escaped(_ scalar: Unicode.Scalar, in language: SourceLanguage) -> String {
        switch language {
        case .swift:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        case .objectiveC:
            // Octal escapes of the UTF-8 bytes: valid for every scalar (a universal character name
            // is not, below U+00A0), and at most three digits, so the next character is never read into it.
            var out = ""
            UTF8.encode(scalar) { byte in
                let octal = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
            return out
        }
    }

    /// A number literal that reads back exactly: `49`, `0.3`, `-14.5`, `1e-05`.
    public static func number(_ value: Double) -> String {
        JSON.format(value)
    }

    /// Text safe inside a `//` comment: line breaks and other control characters become spaces, so a
    /// path or a title can never end the comment early.
    public static func commentText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { out += " " } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `argument` as a POSIX shell reads it back: unchanged when it holds only safe characters, else in
    /// single quotes.
    public static func shellWord(_ argument: String) -> String {
        let safe = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", ":", "=", "+", "@", "%": return true
            default: return scalar.value >= 0x80 && !needsEscape(scalar)
            }
        }
        if safe { return argument }
        var quoted = "'"
        for character in argument { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
