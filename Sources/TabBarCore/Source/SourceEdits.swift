import JSONC

/// Renderings of fix intents that need no syntax of their own: the facts already hold the text, or the
/// edit only moves or removes bytes. Code front-ends use them for the intents their language does not
/// change (integers, statement swaps, removals, the title assignment's own navigation spelling).
public enum SourceEdits {
    /// The edits for `intent` when no language decides them; nil for the intents a front-end must spell.
    public static func plain(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        switch intent {
        case .replaceValue(let range, with: .integer(let value)):
            return [TextEdit(range: range, newText: String(value))]
        case .titleNavigationBar(let assignment):
            return assignment.navigationItemSpelling.map { [TextEdit(range: assignment.targetRange, newText: $0)] }
        case .removeMethod(let method):
            return [TextEdit(range: method.lineRange, newText: "")]
        case .swapStatements(let first, let second):
            return swap(first, second, in: bytes).map { [$0] }
        case .replaceValue(_, with: .string), .insertIndexMethod, .renameMethod, .redeclareMethod, .renameRegistration,
             .useContentHeight:
            return nil
        }
    }

    /// `second` then `first`, the white space between them kept; nil when anything else lies between.
    private static func swap(_ first: ByteRange, _ second: ByteRange, in bytes: [UInt8]) -> TextEdit? {
        guard first.end <= second.start, second.end <= bytes.count else { return nil }
        let between = bytes[first.end..<second.start]
        guard between.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
        let text = { (range: ByteRange) in String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        return TextEdit(range: first.union(second), newText: text(second) + String(decoding: between, as: UTF8.self) + text(first))
    }
}
