import JSONC
import TabBarCore

/// `--format json`: SPEC section 5's shape, pretty-printed.
enum JSONReporter {
    static let formatVersion = 1

    static func render(_ files: [CheckedFile], summary: CheckSummary) -> String {
        let document: JSON = .object(JSONObject([
            ("version", .number(Double(formatVersion))),
            ("files", .array(files.map(file))),
            ("summary", [
                "files": .number(Double(summary.files)),
                "errors": .number(Double(summary.errors)),
                "warnings": .number(Double(summary.warnings)),
                "infos": .number(Double(summary.infos)),
                "fixable": .number(Double(summary.fixable)),
            ]),
            ("bars", .array(summary.bars.map(\.json))),
        ]))
        return document.prettyPrinted() + "\n"
    }

    static func file(_ file: CheckedFile) -> JSON {
        [
            "path": .string(file.path),
            "diagnostics": .array(file.diagnostics.map { diagnostic($0, in: file) }),
        ]
    }

    static func diagnostic(_ diagnostic: Diagnostic, in file: CheckedFile) -> JSON {
        var object = JSONObject([
            ("code", .string(diagnostic.code)),
            ("name", .string(diagnostic.name)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("range", range(diagnostic.range, in: file)),
            ("fixes", .array(diagnostic.fixes.map { fix($0, in: file) })),
        ])
        if !diagnostic.tags.isEmpty { object["tags"] = .array(diagnostic.tags.map { .string($0.rawValue) }) }
        if !diagnostic.related.isEmpty {
            object["related"] = .array(diagnostic.related.map { related in
                ["message": .string(related.message), "range": range(related.range, in: file)]
            })
        }
        return .object(object)
    }

    static func fix(_ fix: Fix, in file: CheckedFile) -> JSON {
        [
            "title": .string(fix.title),
            "applicability": .string(fix.applicability.rawValue),
            "isPreferred": .bool(fix.isPreferred),
            "edits": .array(fix.edits.map { edit in
                ["range": range(edit.range, in: file), "newText": .string(edit.newText)]
            }),
        ]
    }

    static func range(_ range: ByteRange, in file: CheckedFile) -> JSON {
        ["start": position(file.position(range.start)), "end": position(file.position(range.end))]
    }

    static func position(_ position: SourcePosition) -> JSON {
        [
            "line": .number(Double(position.line)),
            "column": .number(Double(position.column)),
            "offset": .number(Double(position.offset)),
        ]
    }
}
