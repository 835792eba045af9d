import JSONC

/// `// tabbar-disable TB003` (whole file) and `// tabbar-disable-next-line TB003`
/// comments; without codes they silence every rule but syntax errors, which only a
/// comment naming TB000 silences.
struct Suppression {
    private var fileCodes: Set<String> = []
    private var fileAll = false
    private var lineCodes: [Int: Set<String>] = [:]
    private var lineAll: Set<Int> = []
    private let lines: LineNumbers?

    /// The directive prefix every suppression comment holds.
    private static let marker = Array("tabbar-disable".utf8)

    init(document: JSONCDocument) {
        self.init(bytes: document.bytes, comments: document.tokens.lazy.filter { $0.kind.isComment }.map(\.range))
    }

    /// Reads the directives in the `comments` (`//`, `/* */` and XML `<!-- -->` ranges) of `bytes`, in any language.
    init<Comments: Sequence<ByteRange>>(bytes: [UInt8], comments allComments: Comments) {
        // Most comments are prose: look for the marker in their bytes before making strings.
        let comments = allComments.filter { Self.holdsMarker(bytes, $0) }
        guard !comments.isEmpty else {
            lines = nil
            return
        }
        let table = LineNumbers(bytes: bytes)
        lines = table
        for comment in comments {
            let text = String(decoding: bytes[comment.start..<comment.end], as: UTF8.self)
            let body = text.hasPrefix("//") ? String(text.dropFirst(2))
                : text.hasPrefix("<!--") ? String(text.dropFirst(4).dropLast(text.hasSuffix("-->") ? 3 : 0))
                : String(text.dropFirst(2).dropLast(text.hasSuffix("*/") ? 2 : 0))
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let directive = words.first else { continue }
            let codes = Set(words.dropFirst().map { String($0).uppercased() }.filter { $0.hasPrefix("TB") })
            switch directive {
            case "tabbar-disable":
                if codes.isEmpty { fileAll = true } else { fileCodes.formUnion(codes) }
            case "tabbar-disable-next-line":
                let line = table.line(of: comment.end) + 1
                if codes.isEmpty { lineAll.insert(line) } else { lineCodes[line, default: []].formUnion(codes) }
            default:
                continue
            }
        }
    }

    private static func holdsMarker(_ bytes: [UInt8], _ range: ByteRange) -> Bool {
        let first = marker[0]
        var index = range.start
        let last = range.end - marker.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + marker.count].elementsEqual(marker) { return true }
            index += 1
        }
        return false
    }

    func suppresses(_ diagnostic: Diagnostic) -> Bool {
        guard let lines else { return false }
        let line = lines.line(of: diagnostic.range.start)
        if fileCodes.contains(diagnostic.code) || lineCodes[line]?.contains(diagnostic.code) == true { return true }
        guard diagnostic.code != SyntaxErrorRule.description.code else { return false }
        return fileAll || lineAll.contains(line)
    }
}
