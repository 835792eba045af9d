import SourceText
import Synchronization

/// The token arrays of one extraction of an open file, handed over once to the extraction of its next
/// version, which edits them in place (`SwiftLexer.relex`, `SwiftTokens.revised`): a keystroke in a
/// long file then copies none of the arrays of all its tokens. Whoever comes second (the same version
/// revised twice) finds them gone and extracts from scratch, which gives the same facts.
final class SwiftTokenHandover: Sendable {
    /// The lexer's tokens and the significant tokens extraction read.
    struct Arrays: Sendable {
        var lexed: [SourceToken]
        var tokens: SwiftTokens
    }

    private let arrays: Mutex<Arrays?>

    init(lexed: [SourceToken], tokens: SwiftTokens) {
        arrays = Mutex(Arrays(lexed: lexed, tokens: tokens))
    }

    /// The arrays, to the first caller only (nil after): this object no longer holds them, so the
    /// caller holds the only reference when no one else kept one.
    func take() -> Arrays? {
        arrays.withLock { arrays in
            let taken = arrays
            arrays = nil
            return taken
        }
    }
}
