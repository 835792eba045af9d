import JSONC

/// Notes a file could make only if a class of it inherits a class its own file does not say (`[self
/// setBackgroundImage:…]` in `@implementation XTabBar`, whose `@interface XTabBar : UITabBar` is in `XTabBar.h`): the
/// project's linking makes each a note of the file (`TabBarFacts.barNotes`) when some file declares the class a
/// subclass of `superclass`, and drops it otherwise.
public struct ClassConditionalNotes: TechnologyPart {
    /// One note and the class it waits on.
    public struct Entry: Sendable, Hashable {
        /// The class whose superclass decides (the `@implementation` around the note).
        public var className: String
        /// The superclass that makes the note hold (`UITabBar`).
        public var superclass: String
        public var note: SourceNote

        public init(className: String, superclass: String, note: SourceNote) {
            self.className = className
            self.superclass = superclass
            self.note = note
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// `files` with each conditional note made a note where some file declares its class a subclass of its
    /// superclass (`classes`: every file's class declarations), and every conditional note dropped.
    public static func settling(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { $0.facts.tabBar.classConditionalNotes != nil }) else { return files }
        var superclasses: [String: Set<String>] = [:]
        for file in files {
            for declaration in file.facts.code?.classes ?? [] {
                if let superclass = declaration.superclass { superclasses[declaration.name, default: []].insert(superclass) }
            }
        }
        return files.map { file in
            guard let conditional = file.facts.tabBar.classConditionalNotes else { return file }
            var facts = file.facts
            let holding = conditional.entries.filter { superclasses[$0.className] == [$0.superclass] }.map(\.note)
            facts.tabBar.classConditionalNotes = nil
            if !holding.isEmpty {
                facts.tabBar.barNotes = (facts.tabBar.barNotes + holding).sorted { $0.range.start < $1.range.start }
            }
            return SourceFile(path: file.path, bytes: file.bytes, facts: facts)
        }
    }
}

extension TabBarFacts {
    /// The notes that wait on a class's superclass declared in another file, nil when none.
    public var classConditionalNotes: ClassConditionalNotes? {
        get { parts[ClassConditionalNotes.self] }
        set { parts[ClassConditionalNotes.self] = newValue }
    }
}
