import JSONC

/// The kinds of lexical token in Objective-C and Swift source. Trivia (white space,
/// line breaks, comments) are tokens too, so a file's tokens reproduce it byte for byte.
public enum SourceTokenKind: UInt8, Sendable, Hashable {
    /// Spaces, tabs, form feeds and other non-breaking white space.
    case whitespace
    /// `\n`, `\r\n` or `\r`.
    case lineBreak
    /// `// …` up to (not including) the line break.
    case lineComment
    /// `/* … */` (nested in Swift), possibly unterminated at the end of the file.
    case blockComment
    /// An identifier or keyword: `self`, `title`, `CYLTabBarController`, `` `default` ``.
    case identifier
    /// `@` followed by an identifier: ObjC `@interface`, `@end`, `@selector`; Swift `@objc`.
    case atKeyword
    /// `#` followed by an identifier in Swift: `#if`, `#selector`, `#available`.
    case poundKeyword
    /// A whole C preprocessor line in Objective-C, continuation lines included: `#import <UIKit/UIKit.h>`.
    case directive
    /// A number literal: `49`, `0.5`, `55.f`, `1e3`, `0x1F`, `1_000`.
    case number
    /// A string literal with no interpolation: ObjC `@"…"` / `"…"`, Swift `"…"`, `"""…"""`, `#"…"#`.
    case string
    /// A Swift string literal with at least one `\( … )` interpolation.
    case interpolatedString
    /// A C character literal `'a'`.
    case character
    /// One of `( ) [ ] { } , ; : .`, each a token of its own.
    case punctuation
    /// A run of operator characters: `=`, `==`, `->`, `+`, `-`, `*`, `!`, `?`, `&&`.
    case `operator`
    /// Bytes that start no token (invalid UTF-8, a stray backslash, …), one token per run.
    case unknown

    /// Whether the token carries no meaning for extraction.
    public var isTrivia: Bool {
        switch self {
        case .whitespace, .lineBreak, .lineComment, .blockComment: return true
        default: return false
        }
    }

    /// Whether the token is a comment.
    public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// One token of a source file: its kind and the bytes it covers.
///
/// The offsets are kept in 32 bits (12 bytes a token instead of 24): the arrays of a large file's
/// tokens are copied on every keystroke in an open buffer, so their size is what an edit costs.
/// Past 4 GiB the offsets wrap (wrong tokens, never a trap); no source file gets near it.
public struct SourceToken: Sendable, Hashable {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    public var kind: SourceTokenKind

    /// The bytes the token covers.
    public var range: ByteRange {
        @inlinable get { ByteRange(Int(start), Int(end)) }
        set {
            start = UInt32(truncatingIfNeeded: newValue.start)
            end = UInt32(truncatingIfNeeded: newValue.end)
        }
    }

    @inlinable public init(kind: SourceTokenKind, range: ByteRange) {
        start = UInt32(truncatingIfNeeded: range.start)
        end = UInt32(truncatingIfNeeded: range.end)
        self.kind = kind
    }
}
