import JSONC

/// Fuzz target (c): `LineTable` conversions with arbitrary positions. The first 12 bytes
/// choose a line, a column and an offset (any Int32, negative and huge included); the
/// rest is the text. Conversions never trap, stay inside the text, and for valid UTF-8
/// agree with the standard library's UTF-16 and scalar counts and round-trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func lineTableConversions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    func int32(_ at: Int) -> Int {
        guard at + 4 <= input.count else { return 0 }
        return Int(Int32(bitPattern: UInt32(input[at]) | UInt32(input[at + 1]) << 8 | UInt32(input[at + 2]) << 16 | UInt32(input[at + 3]) << 24))
    }
    let line = int32(0), column = int32(4), rawOffset = int32(8)
    let bytes = Array(input.dropFirst(min(12, input.count)))
    let table = LineTable(bytes: bytes)
    let count = bytes.count
    let boundaries = Invariants.scalarBoundaries(bytes)
    let valid = Invariants.isValidUTF8(bytes)

    if table.lineStarts.first != 0 { Invariants.fail("the first line does not start at 0") }
    for (a, b) in zip(table.lineStarts, table.lineStarts.dropFirst()) where a >= b {
        Invariants.fail("line starts are not increasing")
    }
    for unit in [LineTable.Unit.utf8, .utf16, .scalars] {
        // Arbitrary (line, column): clamped into the text, onto a boundary.
        let offset = table.offset(line: line, column: column, in: unit)
        if offset < 0 || offset > count { Invariants.fail("offset(line: \(line), column: \(column)) = \(offset) outside 0...\(count)") }
        if valid, !boundaries[offset] { Invariants.fail("offset(line:column:) = \(offset) splits a scalar") }
        // Arbitrary offset: a position inside the table.
        let position = table.position(of: rawOffset, in: unit)
        if position.line < 0 || position.line >= table.lineCount || position.column < 0 {
            Invariants.fail("position(of: \(rawOffset)) = \(position) outside the table")
        }
        // Every offset of a small text, and a sample of a large one, round-trips.
        let stride = max(1, count / 64)
        for probe in Swift.stride(from: 0, through: count, by: stride) {
            checkRoundTrip(table, bytes, boundaries, valid, probe, unit)
        }
        checkRoundTrip(table, bytes, boundaries, valid, max(0, min(rawOffset, count)), unit)
    }
    return 0
}

private func checkRoundTrip(_ table: LineTable, _ bytes: [UInt8], _ boundaries: [Bool], _ valid: Bool,
                            _ offset: Int, _ unit: LineTable.Unit) {
    // Between "\r" and "\n" is not a position a client can name.
    if offset > 0, offset < bytes.count, bytes[offset - 1] == 0x0D, bytes[offset] == 0x0A { return }
    let position = table.position(of: offset, in: unit)
    let back = table.offset(line: position.line, column: position.column, in: unit)
    guard valid, boundaries[offset] else {
        if back < 0 || back > bytes.count { Invariants.fail("round trip of \(offset) left the text: \(back)") }
        return
    }
    if back != offset { Invariants.fail("\(unit) round trip of \(offset): \(position) -> \(back)") }
    let lineStart = table.lineStarts[position.line]
    let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    let expected: Int
    switch unit {
    case .utf8: expected = offset - lineStart
    case .utf16: expected = prefix.utf16.count
    case .scalars: expected = prefix.unicodeScalars.count
    }
    if position.column != expected { Invariants.fail("\(unit) column of \(offset) is \(position.column), expected \(expected)") }
}
