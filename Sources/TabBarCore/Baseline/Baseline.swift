import JSONC

/// The findings a project has accepted for now (`tabbar check --write-baseline`), so that only new
/// ones are reported (`--baseline`). Two identical findings are two entries: fixing one of them and
/// adding another leaves one reported.
public struct Baseline: Sendable, Hashable {
    /// The format version written in the file.
    public static let formatVersion = 1

    /// The entries, sorted.
    public private(set) var entries: [BaselineEntry]

    public init(_ entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// Why a baseline file could not be read.
    public enum ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        case notJSON
        case wrongShape(String)

        public var description: String {
            switch self {
            case .notJSON: return "not a JSON baseline file"
            case .wrongShape(let detail): return "not a tabbar baseline: \(detail)"
            }
        }
    }

    /// Reads a file written by `text`.
    public init(bytes: [UInt8]) throws(ReadError) {
        guard let json = JSON.parse(bytes) else { throw .notJSON }
        guard let findings = json["findings"]?.arrayValue else { throw .wrongShape("no \"findings\" array") }
        var entries: [BaselineEntry] = []
        for finding in findings {
            guard let code = finding["code"]?.stringValue, let path = finding["path"]?.stringValue,
                  let message = finding["message"]?.stringValue, let text = finding["text"]?.stringValue else {
                throw .wrongShape("each finding has \"code\", \"path\", \"message\" and \"text\" strings")
            }
            entries.append(BaselineEntry(code: code, path: path, message: message, text: text))
        }
        self.init(entries)
    }

    /// The file's text: pretty-printed JSON, one object per finding, sorted, ending in a newline.
    public func text() -> String {
        let findings: [JSON] = entries.map { entry in
            .object(JSONObject([
                ("code", .string(entry.code)), ("path", .string(entry.path)),
                ("message", .string(entry.message)), ("text", .string(entry.text)),
            ]))
        }
        let document: JSON = .object(JSONObject([
            ("version", .number(Double(Self.formatVersion))),
            ("findings", .array(findings)),
        ]))
        return document.prettyPrinted() + "\n"
    }

    /// What the baseline leaves to report: a counter that each matching finding uses up once.
    public func filter() -> Filter { Filter(entries) }

    /// Drops findings the baseline holds, each entry at most once.
    public struct Filter: Sendable {
        private var remaining: [BaselineEntry: Int] = [:]

        init(_ entries: [BaselineEntry]) {
            for entry in entries { remaining[entry, default: 0] += 1 }
        }

        /// Whether the finding is new (not in the baseline, or beyond its count there).
        public mutating func isNew(_ entry: BaselineEntry) -> Bool {
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }
}
