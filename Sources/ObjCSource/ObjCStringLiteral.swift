import JSONC
import SourceText

extension ObjCLexer {
    /// The value of a string literal token, escapes decoded: `@"…"`, `"…"`, or a C string
    /// with a prefix (`L"…"`, `u"…"`, `U"…"`, `u8"…"`). Adjacent literals (`@"a" @"b"`) are
    /// separate tokens; joining them is the caller's business.
    ///
    /// Escapes: `\n \t \r \a \b \f \v \e \\ \" \' \?`, octal `\0`–`\377`, hexadecimal
    /// `\x41`, `\uXXXX`, `\UXXXXXXXX`; any other escaped character stands for itself, as in
    /// clang; a line splice (backslash, line break) is removed. Octal and hexadecimal
    /// escapes give bytes, so `"\xE4\xB8\xAD"` is "中" (in `L`, `u`, `U` literals they give
    /// code points instead).
    ///
    /// - Parameters:
    ///   - token: a `.string` token from `tokenize(_:)`.
    ///   - bytes: the bytes it was lexed from.
    /// - Returns: the text, or nil when the token is not a terminated string literal inside
    ///   `bytes`, an escape is malformed (`\x` without digits, `\u` with fewer than four) or
    ///   out of range (a surrogate, past U+10FFFF, a byte escape above 0xFF), or the decoded
    ///   bytes are not valid UTF-8.
    public static func stringValue(_ token: SourceToken, in bytes: [UInt8]) -> String? {
        guard token.kind == .string, token.range.start >= 0, token.range.end <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { ObjCStringLiteral.decode($0, token.range.start, token.range.end) }
    }
}

/// Decodes the escapes of C and Objective-C string literals.
enum ObjCStringLiteral {
    /// The decoded text of the literal `start..<end`, or nil (see `ObjCLexer.stringValue`).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        var index = start
        @inline(__always) func at(_ offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }
        if at(index) == UInt8(ascii: "@") { index += 1 }
        var wide = false
        if at(index) == UInt8(ascii: "u"), at(index + 1) == UInt8(ascii: "8") {
            index += 2
        } else if at(index) == UInt8(ascii: "L") || at(index) == UInt8(ascii: "u") || at(index) == UInt8(ascii: "U") {
            index += 1
            wide = true
        }
        guard at(index) == UInt8(ascii: "\"") else { return nil }
        index += 1
        var output: [UInt8] = []
        output.reserveCapacity(end - index)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard index + 1 == end else { return nil }
                return String(validating: output, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                output.append(byte)
                index += 1
                continue
            }
            guard let next = escape(bytes, index + 1, end, wide: wide, into: &output) else { return nil }
            index = next
        }
        return nil  // no closing quote
    }

    /// Decodes the escape whose character is at `index` (just past the backslash) into
    /// `output`; returns the offset past it, or nil when it is invalid.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int, wide: Bool,
                               into output: inout [UInt8]) -> Int? {
        guard index < end else { return nil }
        let character = bytes[index]
        switch character {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "e"): output.append(0x1B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var digit = index
            while digit < end, digit < index + 3, bytes[digit] &- 0x30 < 8 {
                value = value * 8 + UInt32(bytes[digit] &- 0x30)
                digit += 1
            }
            return append(value, wide: wide, into: &output) ? digit : nil
        case UInt8(ascii: "x"):
            var value: UInt32 = 0
            var digit = index + 1
            while digit < end, let nibble = ObjCBytes.hexValue(bytes[digit]) {
                value = value << 4 | nibble
                if value > 0x10FFFF { return nil }
                digit += 1
            }
            guard digit > index + 1 else { return nil }
            return append(value, wide: wide, into: &output) ? digit : nil
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let length = character == UInt8(ascii: "u") ? 4 : 8
            guard index + length < end else { return nil }
            var value: UInt32 = 0
            for digit in index + 1...index + length {
                guard let nibble = ObjCBytes.hexValue(bytes[digit]), value <= 0x0FFF_FFFF else { return nil }
                value = value << 4 | nibble
            }
            return append(value, wide: true, into: &output) ? index + length + 1 : nil
        case 0x20, 0x09, UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // A line splice, blanks allowed before the break; otherwise the blank itself.
            var next = index
            while next < end, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            if next < end, bytes[next] == UInt8(ascii: "\n") { return next + 1 }
            if next < end, bytes[next] == UInt8(ascii: "\r") {
                return next + 1 < end && bytes[next + 1] == UInt8(ascii: "\n") ? next + 2 : next + 1
            }
            output.append(character)
        default:
            // `\\ \" \' \?` and unknown escapes: the character itself.
            output.append(character)
        }
        return index + 1
    }

    /// Appends a byte (narrow literals) or a code point's UTF-8 (wide literals, `\u`);
    /// false when the value is out of range.
    private static func append(_ value: UInt32, wide: Bool, into output: inout [UInt8]) -> Bool {
        if !wide {
            guard value <= 0xFF else { return false }
            output.append(UInt8(value))
            return true
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        UTF8.encode(scalar) { output.append($0) }
        return true
    }
}
