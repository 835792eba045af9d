import JSONC
@testable import LanguageServer

/// Fuzz target (c): incremental `didChange` edits with arbitrary ranges, in UTF-16 or
/// UTF-8 positions. The input is a script of edits: per edit, four signed 16-bit numbers
/// (start line, start character, end line, end character) then a length byte and that
/// many bytes of new text. Invariants: no trap; the document stays the bytes a reference
/// edit (the same clamped range, applied by hand) gives; every published range lies
/// inside the document; hover, completion and inlay hints at the edit answer once.
@_cdecl("LLVMFuzzerTestOneInput")
public func lspEdits(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let utf8 = (input.first ?? 0) & 1 == 1
    let harness = ServerHarness(encodings: utf8 ? ["utf-8"] : ["utf-16"])
    var cursor = 1
    func int16() -> Int {
        guard cursor + 2 <= input.count else { cursor = input.count; return 0 }
        defer { cursor += 2 }
        return Int(Int16(bitPattern: UInt16(input[cursor]) | UInt16(input[cursor + 1]) << 8))
    }
    var version = 1
    var requestID = 100
    while cursor < input.count, version < 64 {
        let range = LSPRange(start: Position(line: int16(), character: int16()), end: Position(line: int16(), character: int16()))
        let start = range.start.json, end = range.end.json
        let length = cursor < input.count ? Int(input[cursor]) % 32 : 0
        cursor += 1
        let textBytes = input[min(cursor, input.count)..<min(cursor + length, input.count)]
        cursor += length
        let text = String(decoding: textBytes, as: UTF8.self)

        guard let document = harness.server.documents[ServerHarness.uri] else { Invariants.fail("the document was dropped") }
        // The reference: positions resolved by the line table (clamped), reversed ranges empty.
        let table = LineTable(bytes: document.bytes)
        let unit: LineTable.Unit = utf8 ? .utf8 : .utf16
        let from = table.offset(line: range.start.line, column: range.start.character, in: unit)
        let to = max(from, table.offset(line: range.end.line, column: range.end.character, in: unit))
        let expected = Array(document.bytes[..<from]) + Array(text.utf8) + Array(document.bytes[to...])
        version += 1
        harness.notify("textDocument/didChange", ["textDocument": ["uri": .string(ServerHarness.uri), "version": .number(Double(version))],
                                                 "contentChanges": [["range": ["start": start, "end": end], "text": .string(text)]]])
        guard let changed = harness.server.documents[ServerHarness.uri] else { Invariants.fail("the document was dropped") }
        if changed.bytes != expected { Invariants.fail("the edit gave other bytes than the reference") }

        let lines = LineTable(bytes: changed.bytes)
        let published = harness.sent.last { $0["method"] == "textDocument/publishDiagnostics" }?["params"]
        if published?["version"]?.intValue != version { Invariants.fail("no diagnostics for version \(version)") }
        for diagnostic in published?["diagnostics"]?.arrayValue ?? [] {
            for key in ["start", "end"] {
                guard let line = diagnostic["range"]?[key]?["line"]?.intValue,
                      let character = diagnostic["range"]?[key]?["character"]?.intValue,
                      line >= 0, line < lines.lineCount, character >= 0,
                      character <= lines.position(of: lines.contentRange(ofLine: line).end, in: unit).column else {
                    Invariants.fail("a diagnostic range outside the document: \(diagnostic.serialized())")
                }
            }
        }
        let position: JSON = ["line": start["line"]!, "character": start["character"]!]
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/codeAction"] {
            requestID += 1
            let params: JSON = ["textDocument": ["uri": .string(ServerHarness.uri)], "position": position,
                                "range": ["start": start, "end": end], "context": ["diagnostics": []]]
            if harness.request(requestID, method, params).count != 1 { Invariants.fail("\(method) not answered exactly once") }
        }
    }
    return 0
}
