import JSONC
import SourceText

/// A tolerant, lossless lexer for Objective-C (and the C preprocessor lines in it).
///
/// Every byte belongs to exactly one token, so the tokens' texts put together are the
/// input; comments and white space are tokens too. The lexer never fails: bytes that
/// start no token become `.unknown` tokens, unterminated literals and comments end at
/// the end of their line (literals) or of the file (block comments). One forward pass,
/// no recursion: time is linear in the input whatever it holds.
///
/// Tokenization choices:
/// - A `#` that is the first thing on its line (after blanks and block comments) starts
///   one `.directive` token that runs to the end of the logical line: line splices
///   (`\` before a line break) continue it; comments and literals inside are part of it,
///   and a `/* … */` that starts in it and spans lines extends it to the end of the line
///   where the comment ends. The final line break is a token of its own. Elsewhere `#`
///   and `##` are operators.
/// - `@"…"` is one `.string` token, `@` included; `@` followed by an identifier is one
///   `.atKeyword` (`@interface`, `@YES`, `@autoreleasepool`); any other `@` is an
///   `.operator` on its own (`@[`, `@{`, `@(`, `@123`).
///   In `#import <…>` / `#include <…>` the angled header name is opaque, as in C.
/// - Strings and character literals may carry a C prefix (`L`, `u`, `U`, `u8`), which is
///   part of the token. Unterminated ones end before the line break; a line splice
///   (`\` and a line break, blanks allowed between) continues them, and `//` comments.
///   Elsewhere a backslash is an `.unknown` token and its line break a `.lineBreak`.
/// - Numbers are C preprocessing numbers (`55.f`, `0x1p-3`, `1e+5`, `0...5`, `1'000`),
///   except that a hexadecimal number takes a sign only after `p` (`0xE+1` is three
///   tokens) and non-ASCII letters end a number (`2026年` is a number and an identifier).
/// - Identifiers take ASCII letters, digits, `_`, `$` and every valid non-ASCII UTF-8
///   character except white space: U+00A0, U+3000 and the other Unicode spaces clang
///   accepts, and U+FEFF, are `.whitespace`.
/// - Operators are the C set by longest match (`=-1` is `=` then `-`); digraphs and C++
///   operators (`::`, `<=>`, `->*`) are not recognised.
public enum ObjCLexer {
    /// Splits Objective-C source into tokens, trivia included.
    ///
    /// - Parameter bytes: the file's bytes, normally UTF-8; anything is accepted.
    /// - Returns: contiguous, non-empty tokens covering `bytes` in order.
    public static func tokenize(_ bytes: [UInt8]) -> [SourceToken] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// Splits Objective-C source into tokens, trivia included; see `tokenize(_:)`.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [SourceToken] {
        guard !bytes.isEmpty else { return [] }
        var scanner = ObjCScanner(bytes)
        scanner.run()
        return scanner.tokens
    }
}
