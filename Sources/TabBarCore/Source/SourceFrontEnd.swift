import JSONC

/// A reader of one kind of source file: everything language-specific lives behind this protocol.
/// It names itself, says which files it reads, turns a file's bytes into facts, spells code for the
/// rules' messages and renders the rules' fix intents as edits in its own syntax. TabBarCore never
/// imports a front-end: the facts a front-end extracts carry it (`SourceFileFacts.frontEnd`), so a
/// rule reaches the front-end of the file it reports in through `SourceRuleContext.frontEnd(of:)`.
/// A new front-end (a storyboard, UIKit bars, another library) is one more module conforming to this
/// and one more entry in the list the project reader is given (`SourceProjectReader.frontEnds`).
public protocol SourceFrontEnd: Sendable {
    /// A stable identifier: `objective-c`, `swift`.
    var id: String { get }
    /// The name shown to people: `Objective-C` (in `explain` headings, documentation).
    var displayName: String { get }
    /// The info string of a Markdown code fence holding this front-end's files: `objc`, `swift`.
    var fenceName: String { get }
    /// Whether a file name (or path) is one it reads, by its name or extension.
    func reads(fileName: String) -> Bool
    /// The byte screen run on every file it reads, before any lexing: its own words (a file naming
    /// none of them is never lexed) and the classes the file defines (for the second pass).
    func screen(_ bytes: [UInt8]) -> SourceScreening
    /// The screening of the file at `path` when this front-end reads it only if the facts of the files already
    /// read ask for it, told from its name alone so that the first pass reads none of its bytes (an app's
    /// `Info.plist`, which matters only to a project with storyboard bars: `AppStoryboards.screeningName`). Such a
    /// file's facts must name no class (no pass reads another file for it). Nil for a file screened by its bytes
    /// (the default).
    func screening(byName path: String) -> SourceScreening?
    /// A name the file at `path` answers to whatever its bytes hold, when a later pass may ask for it by that name
    /// (a storyboard another storyboard's reference names); nil by default.
    func screeningName(ofFileAt path: String) -> String?
    /// What the file says about the tab bar (and, for code, its classes and methods).
    func extract(_ bytes: [UInt8]) -> SourceFileFacts
    /// `screen` and (when the screen names the front-end's words, or always) `extract` of `bytes`,
    /// a new version of the file `previous` was made for by this front-end: equal to them, and
    /// faster when the front-end reuses what it kept of the previous version (the language server,
    /// keystroke after keystroke). The default keeps nothing (`SourceRevision.swift`).
    func revise(_ bytes: [UInt8], previous: SourceRevision?, extracting: SourceRevision.Extraction) -> SourceRevision
    /// How a piece of code is written in this front-end's files, for messages and fix titles.
    func spell(_ term: CodeTerm) -> String
    /// The edits that carry out `intent` in the file `bytes` (the file the intent's ranges are in),
    /// laid out as that file lays out its own code; nil when this front-end cannot express it, and
    /// then the rule offers no fix.
    func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]?
    /// The rewrites an editor may offer on the code of `bytes` at `range` (a cursor or a selection); none by default.
    func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring]
}

extension SourceFrontEnd {
    /// Every file is screened by its bytes.
    public func screening(byName path: String) -> SourceScreening? { nil }

    /// No file answers to a name of its own.
    public func screeningName(ofFileAt path: String) -> String? { nil }

    /// No rewrites.
    public func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring] { [] }
}
