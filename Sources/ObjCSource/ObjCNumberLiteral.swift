import JSONC
import SourceText

extension ObjCLexer {
    /// The value of a number literal token.
    ///
    /// Decimal, octal (`010` is 8), hexadecimal and binary integers with the suffixes
    /// `u`, `l`, `ll` in C's combinations; decimal floats (`0.5`, `.5`, `55.`, `55.f`,
    /// `1e-3`) and hexadecimal floats (`0x1p3`) with the suffixes `f`, `F`, `l`, `L`; `'`
    /// digit separators are skipped. Integers past 2⁵³ are rounded to the nearest Double.
    ///
    /// - Parameters:
    ///   - token: a `.number` token from `tokenize(_:)`.
    ///   - bytes: the bytes it was lexed from.
    /// - Returns: the value, or nil when the whole token is not one literal of that grammar
    ///   (`1f`, `0x`, `08`, `1.5u`, `0...5`), an integer exceeds 64 bits, or a float overflows.
    public static func numberValue(_ token: SourceToken, in bytes: [UInt8]) -> Double? {
        guard token.kind == .number, token.range.start >= 0, token.range.end <= bytes.count else { return nil }
        let text = bytes[token.range.start..<token.range.end].filter { $0 != UInt8(ascii: "'") }
        return ObjCNumberLiteral.value(text)
    }
}

/// Parses C number literals exactly: the whole text must match, or there is no value.
enum ObjCNumberLiteral {
    /// The value of a literal whose digit separators are already removed.
    static func value(_ text: [UInt8]) -> Double? {
        guard let first = text.first else { return nil }
        if first == UInt8(ascii: "0"), text.count >= 2 {
            switch text[1] | 0x20 {
            case UInt8(ascii: "x"): return hexadecimal(text)
            case UInt8(ascii: "b"): return binary(text)
            default: break
            }
        }
        return decimal(text)
    }

    private static func decimal(_ text: [UInt8]) -> Double? {
        let count = text.count
        var index = 0
        while index < count, ObjCBytes.isDigit(text[index]) { index += 1 }
        let whole = 0..<index
        var fraction = index..<index
        var isFloat = false
        if index < count, text[index] == UInt8(ascii: ".") {
            isFloat = true
            index += 1
            let fractionStart = index
            while index < count, ObjCBytes.isDigit(text[index]) { index += 1 }
            fraction = fractionStart..<index
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = "0"
        if index < count, text[index] | 0x20 == UInt8(ascii: "e") {
            isFloat = true
            guard let (digits, end) = exponentDigits(text, index + 1) else { return nil }
            exponent = digits
            index = end
        }
        let suffix = text[index...]
        guard isFloat else {
            guard isIntegerSuffix(suffix) else { return nil }
            // A leading zero makes it octal: `010` is 8, `08` is no number.
            return whole.count > 1 && text[0] == UInt8(ascii: "0") ? integer(text, from: 1, radix: 8, end: index)
                : integer(text, from: 0, radix: 10, end: index)
        }
        guard isFloatSuffix(suffix) else { return nil }
        let spelled = digits(text[whole], orZero: true) + "." + digits(text[fraction], orZero: true) + "e" + exponent
        return finite(Double(spelled))
    }

    private static func hexadecimal(_ text: [UInt8]) -> Double? {
        let count = text.count
        var index = 2
        while index < count, ObjCBytes.hexValue(text[index]) != nil { index += 1 }
        let whole = 2..<index
        var fraction = index..<index
        var hasPoint = false
        if index < count, text[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            let fractionStart = index
            while index < count, ObjCBytes.hexValue(text[index]) != nil { index += 1 }
            fraction = fractionStart..<index
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        guard index < count, text[index] | 0x20 == UInt8(ascii: "p") else {
            // No binary exponent: an integer (a hexadecimal float needs `p`).
            guard !hasPoint, isIntegerSuffix(text[index...]) else { return nil }
            return integer(text, from: 2, radix: 16, end: index)
        }
        guard let (exponent, end) = exponentDigits(text, index + 1), isFloatSuffix(text[end...]) else { return nil }
        let spelled = "0x" + digits(text[whole], orZero: true) + "." + digits(text[fraction], orZero: true) + "p" + exponent
        return finite(Double(spelled))
    }

    private static func binary(_ text: [UInt8]) -> Double? {
        var index = 2
        while index < text.count, text[index] == UInt8(ascii: "0") || text[index] == UInt8(ascii: "1") { index += 1 }
        guard isIntegerSuffix(text[index...]) else { return nil }
        return integer(text, from: 2, radix: 2, end: index)
    }

    /// The signed exponent digits starting at `index`, and the offset past them.
    private static func exponentDigits(_ text: [UInt8], _ index: Int) -> (String, Int)? {
        var index = index
        var sign = ""
        if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
            sign = text[index] == UInt8(ascii: "-") ? "-" : ""
            index += 1
        }
        let start = index
        while index < text.count, ObjCBytes.isDigit(text[index]) { index += 1 }
        guard index > start else { return nil }
        return (sign + digits(text[start..<index], orZero: false), index)
    }

    /// The integer in `radix` spelled by `start..<end`, or nil when there is no digit, a
    /// digit is out of range or the value exceeds 64 bits.
    private static func integer(_ text: [UInt8], from start: Int, radix: UInt64, end: Int) -> Double? {
        guard end > start else { return nil }
        var value: UInt64 = 0
        for byte in text[start..<end] {
            guard let digit = ObjCBytes.hexValue(byte), UInt64(digit) < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return Double(value)
    }

    /// `""`, `u`, `l`, `ul`, `lu`, `ll`, `ull`, `llu`, in either case (`ll` in one case).
    private static func isIntegerSuffix(_ suffix: ArraySlice<UInt8>) -> Bool {
        var index = suffix.startIndex
        let end = suffix.endIndex
        var unsigned = false
        if index < end, suffix[index] | 0x20 == UInt8(ascii: "u") { unsigned = true; index += 1 }
        if index < end, suffix[index] == UInt8(ascii: "l") || suffix[index] == UInt8(ascii: "L") {
            let long = suffix[index]
            index += 1
            if index < end, suffix[index] == long { index += 1 }
        }
        if !unsigned, index < end, suffix[index] | 0x20 == UInt8(ascii: "u") { index += 1 }
        return index == end
    }

    /// `""`, `f`, `F`, `l` or `L`.
    private static func isFloatSuffix(_ suffix: ArraySlice<UInt8>) -> Bool {
        suffix.isEmpty || suffix.count == 1 && (suffix.first ?? 0) | 0x20 == UInt8(ascii: "f")
            || suffix.count == 1 && (suffix.first ?? 0) | 0x20 == UInt8(ascii: "l")
    }

    private static func digits(_ bytes: ArraySlice<UInt8>, orZero: Bool) -> String {
        bytes.isEmpty && orZero ? "0" : String(decoding: bytes, as: UTF8.self)
    }

    private static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
