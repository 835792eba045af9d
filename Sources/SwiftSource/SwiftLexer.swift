import JSONC
import SourceText

/// A tolerant, lossless lexer for Swift source.
///
/// The tokens cover every byte of the input, in order, with no gaps and no empty token,
/// so a range found in them is exact and an edit never disturbs a neighbouring comment.
/// Lexing never fails: bytes that start no token become `.unknown`. It is linear in the
/// input and keeps no recursion: nested comments and nested interpolations use counters
/// and an explicit stack.
///
/// How Swift comes out:
/// - Trivia: runs of spaces/tabs (`.whitespace`); `\n`, `\r\n`, `\r` (`.lineBreak`, one
///   each); `// …` to the line end and `#!` on the first line (`.lineComment`); `/* … */`,
///   nesting as Swift does, unterminated up to the end (`.blockComment`). A UTF-8 byte
///   order mark at offset 0 is white space.
/// - `.identifier`: keywords and names, including any valid non-ASCII UTF-8 (CJK, emoji),
///   `$0`, `$name`, `` `default` `` (backquotes included) and editor placeholders `<#name#>`.
/// - `.atKeyword`: `@objc`, `@MainActor`. `.poundKeyword`: `#if`, `#else`, `#selector`,
///   `#Preview` (every `#if` branch is lexed the same way).
/// - `.number`: `49`, `0.5`, `1_000`, `1e-3`, `0x1F`, `0x1p3`, `0b101`, `0o17`; no sign
///   (`-` is an operator); `.5` is `.` then `5`; `x.0.1` is `x` `.` `0` `.` `1`. Letters
///   glued to a number join it (`1abc`, `0b102`): `numberValue` rejects those.
/// - `.string` / `.interpolatedString`: a whole literal, delimiters and `#`s included:
///   `"…"`, `"""…"""`, `#"…"#`. A literal with at least one `\(…)` (`\#(…)` in `#"…"#`)
///   is one `.interpolatedString` token, nested literals and comments in the
///   interpolation included. An unescaped line break ends an unterminated single-line
///   literal before the break; an unterminated multi-line one runs to the end.
/// - `.punctuation`: each of `( ) [ ] { } , ; : .` alone.
/// - `.operator`: a maximal run of `/ = - + ! * % < > & | ^ ~ ?` (`=`, `->`, `!=`, `??`),
///   cut before a `//` or `/*`; a run starting with `.` may hold dots (`...`, `..<`).
///   Regex literals are not recognised: `/` is an operator.
/// - `.unknown`: one token per run of bytes that start nothing: invalid UTF-8, control
///   characters (NUL included), `\` outside literals (so a key path `\.title` starts
///   with one), `'`, a lone `@` or `#`, an unpaired backquote.
public enum SwiftLexer {
    /// Splits Swift source into tokens, trivia included.
    ///
    /// - Parameter bytes: the file's bytes, UTF-8 expected but not required.
    /// - Returns: tokens that are contiguous, non-empty and cover `bytes` exactly.
    public static func tokenize(_ bytes: [UInt8]) -> [SourceToken] {
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = SwiftTokenizer(bytes: buffer)
            tokenizer.run()
            return tokenizer.tokens
        }
    }
}
