import JSONC
import TabBarCore

/// The smallest single replacement that turns one text into another (common prefix and
/// suffix kept), cut on UTF-8 character boundaries.
enum TextDiff {
    /// The edit from `old` to `new`, nil when they are equal.
    static func singleEdit(from old: [UInt8], to new: [UInt8]) -> TextEdit? {
        guard old != new else { return nil }
        var prefix = 0
        let limit = min(old.count, new.count)
        while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, isContinuation(old, prefix) || isContinuation(new, prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, isContinuation(old, old.count - suffix) || isContinuation(new, new.count - suffix) { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return TextEdit(range: ByteRange(prefix, old.count - suffix), newText: replacement)
    }

    private static func isContinuation(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }
}
