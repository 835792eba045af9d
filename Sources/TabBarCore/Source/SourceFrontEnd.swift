/// A reader of one source language: it turns a file's bytes into facts of the source model.
/// A new front-end (a storyboard, another library) is one more module conforming to this.
public protocol SourceFrontEnd: Sendable {
    /// The language it reads.
    var language: SourceLanguage { get }
    /// Whether a file name is one it reads.
    func reads(fileName: String) -> Bool
    /// The byte screen run on every file it reads, before any lexing: its own words (a file naming
    /// none of them is never lexed) and the classes the file defines (for the second pass).
    func screen(_ bytes: [UInt8]) -> SourceScreening
    /// What the file says about the tab bar.
    func extract(_ bytes: [UInt8]) -> SourceFileFacts
}
