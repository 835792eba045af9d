import JSONC
import TabBarCore

/// Byte tests of the words the UIKit note readers of both languages look for around an assignment, so
/// that no `String` is made for the tokens they pass over.
public enum UIKitNoteWords {
    private static let otherBars: [[UInt8]] = SourceNote.otherBarWords.map { Array($0.utf8) }
    private static let appearanceSuffix: [UInt8] = Array("Appearance".utf8)

    /// Whether token `range` of `bytes` is one of `SourceNote.otherBarWords` (`navigationBar`, `UIToolbar`, …).
    public static func namesOtherBar(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        guard range.start >= 0, range.end <= bytes.count else { return false }
        for word in otherBars where word.count == range.length && spells(word, at: range.start, bytes) { return true }
        return false
    }

    /// Whether token `range` of `bytes` is a name ending in `Appearance` (`standardAppearance`,
    /// `navigationBarAppearance`): an appearance object, not a bar, when a property is set through it.
    public static func isAppearanceObject(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        guard range.length > appearanceSuffix.count, range.start >= 0, range.end <= bytes.count else { return false }
        return spells(appearanceSuffix, at: range.end - appearanceSuffix.count, bytes)
    }

    /// Whether `bytes` hold `word` from `start` on (the caller checks the bounds).
    @inline(__always)
    private static func spells(_ word: [UInt8], at start: Int, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < word.count, bytes[start + offset] == word[offset] { offset += 1 }
        return offset == word.count
    }
}
