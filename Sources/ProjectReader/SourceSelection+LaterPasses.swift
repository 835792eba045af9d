import TabBarCore

/// The passes after the first, written once: from the facts of the files that name the library, the classes
/// they use (`referencedClassNames`), the files defining those (`ClassDefiners`), their facts, and again
/// until a pass adds no file. `tabbar check` runs them over a project's screened files; the language
/// server's index over the screenings and facts it keeps, whenever a project's library files change
/// (`@inlinable`: specialized there for paths).
extension SourceSelection {
    /// What the later passes reached: the classes the project's linked files use, and the files read for them.
    public struct Reach<File: Hashable & Sendable>: Sendable {
        /// The classes the linked files use (`referencedClassNames` of every file read).
        public var names: Set<String>
        /// The files the passes read (those whose facts they got).
        public var read: Set<File>

        /// A reach from its parts; nothing by default.
        @inlinable public init(names: Set<String> = [], read: Set<File> = []) {
            self.names = names
            self.read = read
        }
    }

    /// The passes after the first, from `facts` (the files read so far, in any order): each reads with `read`
    /// the files `definers` holds for the classes the facts use, and the next sees their facts too, so that
    /// header -> implementation -> the tabs' classes -> … are all reached (a controller's `@implementation`
    /// found through its header names the classes of its tabs). `read` returns each file's facts, in the
    /// order asked (ascending), nil when it could not be read or said nothing; no file is asked for twice.
    @inlinable
    public static func laterPasses<File>(from facts: [SourceFileFacts], definers: ClassDefiners<File>,
                                         read: ([File]) -> [SourceFileFacts?]) -> Reach<File> {
        var facts = facts
        var reach = Reach<File>(names: referencedClassNames(facts), read: [])
        var asked: Set<File> = []
        while true {
            let selected = definers.files(defining: reach.names, skipping: reach.read).filter { asked.insert($0).inserted }
            guard !selected.isEmpty else { return reach }
            let count = facts.count
            for (file, added) in zip(selected, read(selected)) {
                guard let added else { continue }
                facts.append(added)
                reach.read.insert(file)
            }
            // Nothing read: the classes used are the same, and every file defining them was asked for.
            guard facts.count > count else { return reach }
            reach.names = referencedClassNames(facts)
        }
    }

    /// The later passes over a project's files after the first pass (`firstPass`), as `tabbar check` runs
    /// them: `extract` returns the files asked for (by index, ascending) extracted, in that order, nil for
    /// one it could not read. The files, those read replaced.
    public static func laterPasses(_ files: [ScreenedSourceFile?],
                                   extract: ([Int]) -> [ScreenedSourceFile?]) -> [ScreenedSourceFile?] {
        var files = files
        let facts = files.compactMap { $0?.facts }
        // No class used and no file naming the library left unread: the first pass selects nothing, and the
        // definers (every file's classes hashed) are not built. Most folders of a big tree read no bar.
        guard !referencedClassNames(facts).isEmpty || files.contains(where: { $0?.namesLibraryUnread == true }) else {
            return files
        }
        _ = laterPasses(from: facts, definers: ClassDefiners(files)) { selected in
            zip(selected, extract(selected)).map { index, file in
                guard let file else { return nil }
                files[index] = file
                return file.facts
            }
        }
        return files
    }

    /// The files (by index) the next pass reads: those not extracted yet that define a class the
    /// extracted ones use. `laterPasses` repeats it until it selects nothing.
    public static func secondPass(_ files: [ScreenedSourceFile?]) -> [Int] {
        ClassDefiners(files).files(defining: referencedClassNames(files.compactMap { $0?.facts }), skipping: [])
    }
}
