/// Class names the generated code can declare and instantiate in both languages.
public enum ClassName {
    /// Why `name` cannot be a class of the generated code, nil when it can.
    static func problem(_ name: String, reserved: Set<String>) -> String? {
        guard isClassName(name) else {
            return "is not a class name the generated code can use: an ASCII capital letter, then ASCII letters, "
                + "digits and '_' (tabbar's source reader, like the convention, takes a capitalised word for a class)"
        }
        if keywords.contains(name) { return "is a keyword of Swift or Objective-C, not a class name" }
        if reserved.contains(name) { return "is the name of a class tabbar generates: choose another --class-prefix" }
        return nil
    }

    /// An ASCII capital letter, then ASCII letters, digits and `_`; also "" when `allowsEmpty` (a prefix).
    public static func isClassName(_ text: String, allowsEmpty: Bool = false) -> Bool {
        guard let first = text.utf8.first else { return allowsEmpty }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// Words that cannot name a class in one of the two languages.
    public static let keywords: Set<String> = [
        // Swift
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
        // C and Objective-C
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register", "restrict",
        "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile", "id", "Class", "SEL", "IMP",
        "BOOL", "YES", "NO", "NULL", "bool",
    ]
}
