import JSONC
import TabBarCore

/// A toy front-end for a made-up format, written here and nowhere else, to prove that a front-end is one
/// more type handed to the reader: `*.tabs` files, one tab per line,
///
///     首页 | home | home_selected | HomeViewController
///
/// (title, image, selected image, view controller class; an empty field is absent, `?` is unknown).
/// Lines starting with `#` are comments. The format has no escapes, so a value holding `|`, a line break,
/// or white space at either end cannot be written: the front-end renders no fix that would need one.
struct TabListFrontEnd: SourceFrontEnd {
    var id: String { "tab-list" }
    var displayName: String { "Tab list" }
    var fenceName: String { "text" }

    func reads(fileName: String) -> Bool { fileName.hasSuffix(".tabs") }

    /// Every tab list is a tab bar: the screen lets each file through to extraction.
    func screen(_ bytes: [UInt8]) -> SourceScreening { SourceScreening(mentionsLibrary: true, classNames: []) }

    func extract(_ bytes: [UInt8]) -> SourceFileFacts {
        var items: [SourceItem] = []
        var viewControllers: [SourceViewController] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            let line = ByteRange(lineStart, lineEnd)
            let fields = Self.fields(of: line, in: bytes)
            guard let first = fields.first, !first.text.hasPrefix("#"), fields.count == 4 else { continue }
            func fact(_ index: Int) -> SourceFact<String>? {
                let field = fields[index]
                if field.text.isEmpty { return nil }
                return SourceFact(field.text == "?" ? .unknown : .literal(field.text), range: field.range)
            }
            items.append(SourceItem(range: line, reference: line, isKnown: true, keysComplete: true,
                                    title: fact(0), image: fact(1), selectedImage: fact(2)))
            let controller = fields[3]
            viewControllers.append(SourceViewController(range: controller.range,
                                                        className: controller.text.isEmpty || controller.text == "?" ? nil : controller.text))
        }
        let whole = ByteRange(0, bytes.count)
        // A bar of the neutral model: no CYLTabBarController part (setters, `tabBarHeight`).
        let bar = SourceController(construction: .initializer, range: whole,
                                   items: SourceArray(elements: items, isComplete: true, range: whole),
                                   viewControllers: SourceArray(elements: viewControllers, isComplete: true, range: whole),
                                   separateItems: nil)
        // A tab list has no code: no classes, no methods, so `code` stays nil.
        return SourceFileFacts(frontEnd: self, tabBar: TabBarFacts(controllers: items.isEmpty ? [] : [bar]))
    }

    func spell(_ term: CodeTerm) -> String {
        // Never asked: code rules report in code files only. Named plainly all the same.
        switch term {
        case .classMethod(let selector): return selector
        case .registrationCall: return "registerPlusButton"
        case .selectorNote(let selector): return "its selector is \(selector)"
        }
    }

    func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        guard case .replaceValue(let range, with: .string(let value)) = intent, Self.canWrite(value) else { return nil }
        return [TextEdit(range: range, newText: value)]
    }

    static func canWrite(_ value: String) -> Bool {
        !value.isEmpty && !value.contains("|") && !value.contains(where: \.isNewline)
            && value.first?.isWhitespace == false && value.last?.isWhitespace == false
    }

    /// The `|`-separated fields of a line, each trimmed, with its range.
    static func fields(of line: ByteRange, in bytes: [UInt8]) -> [(text: String, range: ByteRange)] {
        var result: [(text: String, range: ByteRange)] = []
        var start = line.start
        for index in line.start...line.end where index == line.end || bytes[index] == UInt8(ascii: "|") {
            var (from, to) = (start, index)
            while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
            while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 || bytes[to - 1] == 0x0D { to -= 1 }
            result.append((String(decoding: bytes[from..<to], as: UTF8.self), ByteRange(from, to)))
            start = index + 1
        }
        return result
    }
}
