import JSONC
import SourceText

extension SwiftLexer {
    /// The value of a `.number` token: decimal integers and floats with an optional
    /// exponent (`49`, `0.5`, `1_000`, `1e-3`), hexadecimal integers and floats (`0x1F`,
    /// `0x1.8p1`), octal (`0o17`) and binary (`0b101`) integers. Underscores may follow
    /// any digit. Decimal and hexadecimal values are correctly rounded.
    ///
    /// - Returns: nil for any other kind of token, a token outside `bytes`, text that is
    ///   not exactly one such literal (`1abc`, `0b102`, `1e`), a value too large for a
    ///   finite `Double`, or an octal or binary literal past `UInt64.max`.
    public static func numberValue(_ token: SourceToken, in bytes: [UInt8]) -> Double? {
        let range = token.range
        guard token.kind == .number, range.start >= 0, range.start < range.end, range.end <= bytes.count else {
            return nil
        }
        let text = bytes[range.start..<range.end]
        let value: Double?
        if text.count > 2, text.first == UInt8(ascii: "0") {
            switch text[text.startIndex + 1] {
            case UInt8(ascii: "x"): value = hexadecimalValue(text.dropFirst(2))
            case UInt8(ascii: "o"): value = integerValue(text.dropFirst(2), radix: 8)
            case UInt8(ascii: "b"): value = integerValue(text.dropFirst(2), radix: 2)
            default: value = decimalValue(text)
            }
        } else {
            value = decimalValue(text)
        }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// `[0-9][0-9_]*` optionally followed by `.[0-9][0-9_]*` and `[eE][+-]?[0-9][0-9_]*`.
    private static func decimalValue(_ text: ArraySlice<UInt8>) -> Double? {
        var reader = SwiftNumberReader(text: text)
        guard reader.digits(SwiftByteClass.isDigit) else { return nil }
        if reader.skip(UInt8(ascii: ".")), !reader.digits(SwiftByteClass.isDigit) { return nil }
        if reader.skip(UInt8(ascii: "e")) || reader.skip(UInt8(ascii: "E")) {
            _ = reader.skip(UInt8(ascii: "+")) || reader.skip(UInt8(ascii: "-"))
            guard reader.digits(SwiftByteClass.isDigit) else { return nil }
        }
        guard reader.isAtEnd else { return nil }
        return Double(reader.digitsOnly)
    }

    /// After `0x`: `[0-9a-fA-F][0-9a-fA-F_]*`, then optionally a fraction and a binary
    /// exponent `[pP][+-]?[0-9][0-9_]*` (a fraction needs the exponent).
    private static func hexadecimalValue(_ text: ArraySlice<UInt8>) -> Double? {
        var reader = SwiftNumberReader(text: text)
        guard reader.digits(SwiftByteClass.isHexDigit) else { return nil }
        let hasFraction = reader.skip(UInt8(ascii: "."))
        if hasFraction, !reader.digits(SwiftByteClass.isHexDigit) { return nil }
        if reader.skip(UInt8(ascii: "p")) || reader.skip(UInt8(ascii: "P")) {
            _ = reader.skip(UInt8(ascii: "+")) || reader.skip(UInt8(ascii: "-"))
            guard reader.digits(SwiftByteClass.isDigit) else { return nil }
        } else if hasFraction {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        return Double("0x" + reader.digitsOnly)
    }

    /// `[d][d_]*` with digits `d` of `radix` (2 or 8), up to `UInt64.max`.
    private static func integerValue(_ text: ArraySlice<UInt8>, radix: UInt64) -> Double? {
        guard let first = text.first, first &- UInt8(ascii: "0") < radix else { return nil }
        var value: UInt64 = 0
        for byte in text where byte != UInt8(ascii: "_") {
            let digit = UInt64(byte &- UInt8(ascii: "0"))
            guard digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow else { return nil }
            value = shifted | digit
        }
        return Double(value)
    }
}

/// Reads the parts of a number literal left to right, keeping the text without `_`.
private struct SwiftNumberReader {
    let text: ArraySlice<UInt8>
    var index: Int
    var digitsOnly = ""

    init(text: ArraySlice<UInt8>) {
        self.text = text
        index = text.startIndex
    }

    var isAtEnd: Bool { index == text.endIndex }

    /// Consumes `byte` when it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < text.endIndex, text[index] == byte else { return false }
        digitsOnly.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
        return true
    }

    /// Consumes a digit then digits and underscores; false when no digit is next.
    mutating func digits(_ isDigit: (UInt8) -> Bool) -> Bool {
        guard index < text.endIndex, isDigit(text[index]) else { return false }
        while index < text.endIndex, isDigit(text[index]) || text[index] == UInt8(ascii: "_") {
            if text[index] != UInt8(ascii: "_") { digitsOnly.unicodeScalars.append(Unicode.Scalar(text[index])) }
            index += 1
        }
        return true
    }
}
