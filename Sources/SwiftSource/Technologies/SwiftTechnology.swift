import JSONC
import TabBarCore

/// A way apps build tab bars that is written in Swift (CYLTabBarController, UIKit in code, SwiftUI), read by
/// the Swift front-end from a file it has lexed and scanned once. The front-end hands every technology of its list
/// the same `SwiftFile`, in order, and each adds what it reads to one `TechnologyReading`; a technology never lexes.
/// A new technology is one more type conforming to this, in a folder of its own, and one more entry in the list
/// the front-end is made with (`SwiftFrontEnd.builtInTechnologies`).
public protocol SwiftTechnology: TabBarTechnology {
    /// Adds what `file` says about this technology's bars to `reading`.
    func read(_ file: SwiftFile, into reading: inout TechnologyReading)
    /// The edits carrying out `intent` when its ranges are in code only this technology knows how to write (a
    /// value it read from a comment, say): empty when it cannot write it (then the rule offers no fix); nil to
    /// leave it to the Swift front-end (the default).
    func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]?
    /// The rewrites this technology offers on the code of `bytes` at `range` (see `SourceFrontEnd.refactorings`);
    /// none by default.
    func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring]
}

extension SwiftTechnology {
    public func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? { nil }
    public func refactorings(in bytes: [UInt8], at range: ByteRange) -> [SourceRefactoring] { [] }
}

/// A Swift file as the front-end lexed and scanned it, for its technologies: the bytes, the tokens and
/// comments, the type declarations and members with their bodies, and, when the file is a new version of an open
/// buffer, what each technology kept of the previous one and where the change lies.
public struct SwiftFile {
    /// The file's bytes.
    public let bytes: [UInt8]
    let tokens: SwiftTokens
    let values: SwiftValueReader
    let types: [SwiftTypeDeclaration]
    let members: [SwiftMember]
    let bodies: [SwiftBodyFacts]
    let resolver: SwiftResolver
    /// The significant tokens the change replaced (old `first..<oldEnd`, now `first..<newEnd`) and how far the
    /// bytes after it moved, when the tokens were spliced from the previous version's with their bracket pairs kept.
    let change: Change?
    /// With it (for tests), the UIKit readers read every member's statements, as if their word tests let every
    /// member through.
    let checksEveryMember: Bool
    private let memos: [String: any Sendable]

    struct Change {
        let first: Int
        let oldEnd: Int
        let newEnd: Int
        let byteDelta: Int
    }

    init(bytes: [UInt8], tokens: SwiftTokens, values: SwiftValueReader, types: [SwiftTypeDeclaration], members: [SwiftMember],
         bodies: [SwiftBodyFacts], resolver: SwiftResolver, change: Change?, checksEveryMember: Bool, memos: [String: any Sendable]) {
        self.bytes = bytes
        self.tokens = tokens
        self.values = values
        self.types = types
        self.members = members
        self.bodies = bodies
        self.resolver = resolver
        self.change = change
        self.checksEveryMember = checksEveryMember
        self.memos = memos
    }

    /// The comments (`//`, `/* */`), in file order.
    public var comments: [ByteRange] { tokens.view.comments }

    /// What `technology` kept of the previous version of this file (`TechnologyReading.keep`); nil on a first read.
    public func memo(of technology: String) -> (any Sendable)? { memos[technology] }
}
