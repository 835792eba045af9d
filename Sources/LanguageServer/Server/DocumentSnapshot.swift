import JSONC
import TabBarCore

/// One version of a document, as the features see it: an immutable value. A change makes a new
/// snapshot; what the server remembers about a document lives in `DocumentStore` and the services.
struct DocumentSnapshot: Sendable {
    let uri: String
    let version: Int
    let bytes: [UInt8]
    /// Converts between protocol positions and byte offsets of `bytes`.
    let converter: PositionConverter
    /// The file path of `uri` (nil for non-file URIs).
    let path: String?
    /// Which service answers for it and, for source, who reads it: decided when it was opened.
    let reading: DocumentReading
    /// Which service answers for it.
    var kind: DocumentKind { reading.kind }
    /// For source, its path in the source index and its front-end.
    var source: SourceReading? { reading.source }

    /// A snapshot of `bytes` at `version`.
    init(uri: String, version: Int, bytes: [UInt8], unit: LineTable.Unit, reading: DocumentReading) {
        self.init(uri: uri, version: version, bytes: bytes,
                  converter: PositionConverter(lines: LineTable(bytes: bytes), unit: unit),
                  path: DocumentURI.path(of: uri), reading: reading)
    }

    private init(uri: String, version: Int, bytes: [UInt8], converter: PositionConverter, path: String?,
                 reading: DocumentReading) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        self.converter = converter
        self.path = path
        self.reading = reading
    }

    /// The snapshot after `changes` (each a range replacement, or the whole text when its range is
    /// nil, applied in order), at `version`.
    func applying(_ changes: [DidChangeTextDocument.Change], version: Int) -> DocumentSnapshot {
        var bytes = self.bytes
        var converter = self.converter
        for change in changes {
            if let range = change.range {
                // The line table is spliced: a keystroke in a long file rescans the inserted text only.
                let byteRange = converter.byteRange(range)
                let inserted = change.text.utf8
                bytes.replaceSubrange(byteRange.start..<byteRange.end, with: inserted)
                converter = PositionConverter(lines: converter.lines.replacing(byteRange, insertedCount: inserted.count, in: bytes),
                                              unit: converter.unit)
            } else {
                bytes = Array(change.text.utf8)
                converter = PositionConverter(lines: LineTable(bytes: bytes), unit: converter.unit)
            }
        }
        return DocumentSnapshot(uri: uri, version: version, bytes: bytes, converter: converter, path: path,
                                reading: reading)
    }

    /// The text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
