import JSONC

/// A way apps build tab bars (CYLTabBarController, UIKit in code, SwiftUI, …), read from the files of one or more
/// languages. A language's front-end lexes and scans a file once and hands it to each technology of its list, in
/// order (`SwiftTechnology`, `ObjCTechnology`); every technology adds its facts to one `TechnologyReading`.
public protocol TabBarTechnology: Sendable {
    /// A stable identifier: `separateItems`, `uikit`.
    var id: String { get }
    /// The words the byte screen looks for: a file naming none of any technology's words is never lexed (it is
    /// still read when it defines a class a bar uses).
    var words: [String] { get }
}

/// What the technologies read of one file so far: its tab-bar facts, its classes (with what technologies add to
/// them), the storyboards its code opens, and what each technology keeps for the next version of the file.
public struct TechnologyReading {
    /// The tab bars the file builds or configures.
    public var tabBar = TabBarFacts()
    /// The classes the file declares, as the front-end built them.
    public var classes: [SourceClass]
    /// The storyboards the code opens and the scenes it instantiates.
    public var storyboardUses = OpenedScenes()
    /// The types whose bar a technology earlier in the list read: a later one leaves them.
    public var typesWithBar: Set<String> = []
    /// What each technology kept, by its id (`keep`).
    public private(set) var memos: [String: any Sendable] = [:]

    public init(classes: [SourceClass]) {
        self.classes = classes
    }

    /// Keeps `memo` for `technology`'s read of the next version of the file.
    public mutating func keep(_ memo: any Sendable, for technology: String) {
        memos[technology] = memo
    }
}

/// The words of technologies (`TabBarTechnology.words` of each, in order), each once: a front-end's byte screen
/// looks for them. It takes the words, not the technologies, so that no existential is converted at run time.
public func screenWords(_ lists: [[String]]) -> [String] {
    var words: [String] = []
    for word in lists.joined() where !words.contains(word) { words.append(word) }
    return words
}
