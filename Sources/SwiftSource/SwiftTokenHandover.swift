import SourceText
import TabBarCore

/// The token arrays, body facts and methods of one extraction of an open file, handed over once to the extraction
/// of its next version, which edits them in place (`SwiftLexer.relex`, `SwiftTokens.revised`, the bodies
/// of the members an edit touched): a keystroke in a long file then copies none of the arrays of all its
/// tokens or members. Whoever comes second (the same version
/// revised twice) finds them gone and extracts from scratch, which gives the same facts.
final class SwiftTokenHandover: Sendable {
    /// The lexer's tokens, the significant tokens extraction read and each member's body facts.
    struct Arrays: @unchecked Sendable {
        // @unchecked: SwiftBodyFacts holds plain values only (see SwiftRevision).
        var lexed: [SourceToken]
        var tokens: SwiftTokens
        var bodies: [SwiftBodyFacts]
        /// Each member's method (nil outside a type).
        var methods: [SourceMethod?]
    }

    private let arrays: LockedValue<Arrays?>

    init(lexed: [SourceToken], tokens: SwiftTokens, bodies: [SwiftBodyFacts], methods: [SourceMethod?]) {
        arrays = LockedValue(Arrays(lexed: lexed, tokens: tokens, bodies: bodies, methods: methods))
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
