import JSONC
import TabBarCore
import ObjCSource

/// An Objective-C snippet under test: its facts, and byte ranges found by searching its text.
struct ObjCSnippet {
    let text: String
    let bytes: [UInt8]
    let facts: SourceFileFacts

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        facts = ObjCExtractor.extract(bytes)
    }

    /// The UTF-8 range of the `occurrence`-th (1-based) occurrence of `needle`; an empty range at -1 when absent.
    func range(_ needle: String, occurrence: Int = 1) -> ByteRange {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return ByteRange(-1, -1) }
        var seen = 0
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if Array(bytes[start..<(start + pattern.count)]) == pattern {
                seen += 1
                if seen == occurrence { return ByteRange(start, start + pattern.count) }
            }
        }
        return ByteRange(-1, -1)
    }

    /// The range of `needle` inside the first occurrence of `context`.
    func range(_ needle: String, in context: String) -> ByteRange {
        let outer = range(context)
        let inner = ObjCSnippet.offset(of: Array(needle.utf8), in: Array(context.utf8))
        guard outer.start >= 0, let inner else { return ByteRange(-1, -1) }
        return ByteRange(outer.start + inner, outer.start + inner + needle.utf8.count)
    }

    private static func offset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    /// The UTF-8 offset of the first occurrence of `needle`.
    func offset(_ needle: String, occurrence: Int = 1) -> Int { range(needle, occurrence: occurrence).start }

    /// The text of `range`.
    func text(_ range: ByteRange) -> String {
        guard range.start >= 0, range.end <= bytes.count, range.start <= range.end else { return "<out of range \(range)>" }
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// The class (implementation unless `interface`) named `name`.
    func implementation(_ name: String) -> SourceClass? {
        facts.classes.first { $0.name == name && !$0.isInterface }
    }

    /// The method of any class with this selector (class or instance).
    func method(_ selector: String, isClassMethod: Bool = true) -> SourceMethod? {
        facts.classes.flatMap(\.methods).first { $0.selector == selector && $0.isClassMethod == isClassMethod }
    }
}
