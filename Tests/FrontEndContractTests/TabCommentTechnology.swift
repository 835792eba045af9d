import JSONC
import SwiftSource
import TabBarCore

/// A toy technology for a made-up convention, written here and nowhere else, to prove that a technology is one
/// more type handed to the Swift front-end: a Swift comment lists a bar's tabs,
///
///     // tabs: 首页=home, 消息, 我的=mine
///
/// each tab a title and, after `=`, its image (absent when there is no `=`). The tabs have no view controllers. The
/// Swift front-end lexes the file once; the toy reads its comments, the built-in technologies the code around them.
/// It writes its own fixes: a value in a comment takes no quotes, and one holding `,`, `=` or a line break cannot
/// be written, so the toy renders no fix for it.
struct TabCommentTechnology: SwiftTechnology {
    static let marker = Array("// tabs:".utf8)

    var id: String { "tab-comment" }

    var words: [String] { ["// tabs:"] }

    func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        for comment in file.comments {
            let bytes = Array(file.bytes[comment.start..<comment.end])
            guard bytes.starts(with: Self.marker) else { continue }
            var items: [SourceItem] = []
            var start = comment.start + Self.marker.count
            for index in start...comment.end where index == comment.end || file.bytes[index] == UInt8(ascii: ",") {
                let entry = Self.trimmed(ByteRange(start, index), in: file.bytes)
                start = index + 1
                guard !entry.isEmpty else { continue }
                let equals = file.bytes[entry.start..<entry.end].firstIndex(of: UInt8(ascii: "="))
                let title = Self.trimmed(ByteRange(entry.start, equals ?? entry.end), in: file.bytes)
                let image = equals.map { Self.trimmed(ByteRange($0 + 1, entry.end), in: file.bytes) }
                items.append(SourceItem(range: entry, reference: entry, isKnown: true, keysComplete: true,
                                        title: Self.fact(title, in: file.bytes), image: image.map { Self.fact($0, in: file.bytes) }))
            }
            guard !items.isEmpty else { continue }
            reading.tabBar.controllers.append(SourceController(
                construction: .initializer, range: comment,
                items: SourceArray(elements: items, isComplete: true, range: comment),
                viewControllers: SourceArray(elements: items.map { SourceViewController(range: $0.range, className: nil) },
                                             isComplete: true, range: comment),
                separateItems: nil))
        }
    }

    func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        guard case .replaceValue(let range, with: .string(let value)) = intent, Self.isInTabComment(range, in: bytes) else { return nil }
        // Inside a tab comment the toy answers: a value it cannot write gets no edit, never a Swift literal.
        guard !value.isEmpty, !value.contains(","), !value.contains("="), !value.contains(where: \.isNewline) else { return [] }
        return [TextEdit(range: range, newText: value)]
    }

    /// Whether `range` lies on a line that starts a tab comment.
    static func isInTabComment(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        guard range.start <= bytes.count else { return false }
        var start = range.start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        return bytes[start...].starts(with: marker)
    }

    static func fact(_ range: ByteRange, in bytes: [UInt8]) -> SourceFact<String> {
        SourceFact(.literal(String(decoding: bytes[range.start..<range.end], as: UTF8.self)), range: range)
    }

    static func trimmed(_ range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        var (from, to) = (range.start, range.end)
        while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
        while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 || bytes[to - 1] == 0x0D { to -= 1 }
        return ByteRange(from, to)
    }
}
