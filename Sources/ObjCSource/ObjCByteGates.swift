import SourceText

/// The words whose absence from a file's bytes spares a walk over its tokens, in one screen (a screen's tables are
/// large: one per question would repeat them). Each reader asks for its own words (`ByteScreen.finds(anyOf:in:)`).
enum ObjCByteGates {
    static let registrationWords = ["registerPlusButton", "registerSubclass"]
    static let libraryNameWords = ["CYLTabBarItemTitle", "CYLPlusButtonSubclassing"]
    /// The words that declare a name for other files (`ObjCExtractor.declaresNames`); a `#define` is told by `define`.
    static let declaringWords = ["const", "enum", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"]

    static let screen = ByteScreen(words: registrationWords + libraryNameWords + declaringWords + ["define"], definitions: [])
    static let registrations = screen.bits(of: registrationWords)
    static let libraryNames = screen.bits(of: libraryNameWords)
    static let declarations = screen.bits(of: declaringWords + ["define"])

    /// Whether `bytes` hold one of the words of `bits`.
    static func mayHold(_ bits: UInt64, in bytes: [UInt8]) -> Bool { screen.finds(anyOf: bits, in: bytes) }
}
