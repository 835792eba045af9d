import JSONC
@testable import LanguageServer

/// Text with position markers `1️⃣` … `9️⃣`: the text without them and where each was.
struct Marked {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    /// UTF-8 offsets of the markers in `text`, by marker number (1-based).
    let offsets: [Int: Int]

    init(_ source: String) {
        var text = ""
        var offsets: [Int: Int] = [:]
        var rest = Substring(source)
        outer: while !rest.isEmpty {
            for (index, marker) in Self.markers.enumerated() where rest.hasPrefix(marker) {
                offsets[index + 1] = text.utf8.count
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(rest.removeFirst())
        }
        self.text = text
        self.offsets = offsets
    }

    /// The LSP position of marker `number` in `unit`.
    func position(_ number: Int, _ unit: LineTable.Unit = .utf16) -> JSON {
        let (line, column) = LineTable(text: text).position(of: offsets[number] ?? 0, in: unit)
        return ["line": .number(Double(line)), "character": .number(Double(column))]
    }

    /// The position JSON of a byte offset.
    static func position(of offset: Int, in text: String, _ unit: LineTable.Unit = .utf16) -> JSON {
        let (line, column) = LineTable(text: text).position(of: offset, in: unit)
        return ["line": .number(Double(line)), "character": .number(Double(column))]
    }
}

/// Applies LSP text edits (JSON) to a text, back to front, in `unit` columns.
enum EditApplier {
    static func apply(_ edits: [JSON], to text: String, _ unit: LineTable.Unit = .utf16) -> String {
        let table = LineTable(text: text)
        func offset(_ position: JSON?) -> Int {
            table.offset(line: position?["line"]?.intValue ?? 0, column: position?["character"]?.intValue ?? 0, in: unit)
        }
        var bytes = Array(text.utf8)
        let ranged = edits.map { edit in
            (offset(edit["range"]?["start"]), offset(edit["range"]?["end"]), edit["newText"]?.stringValue ?? "")
        }
        for (start, end, newText) in ranged.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Sample configurations.
enum Samples {
    static let uri = "file:///work/app/tabbar.json"

    /// Four items and a plus button: laid out on iphone-15 as in SPEC section 5.
    static let bar = """
    {
      // 标签栏 😀
      "items": [
        { "title": "首页", "image": "home" },
        { "title": "消息", "image": "message" },
        { "title": "发现", "image": "discover" },
        { "title": "我的", "image": "me" }
      ],
      "plusButton": { "width": 55, "height": 80, "image": "post", "indexOfPlusButtonInTabBar": 2 }
    }
    """
}
