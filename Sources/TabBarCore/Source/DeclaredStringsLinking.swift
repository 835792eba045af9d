/// The step of a project's linking that gives a file's unknown string values the strings other files declare by
/// the names they are spelled as (SPEC section 10: macros and constants, wherever the project declares them):
/// `a.tabBarItem.title = kTitleHome;` with `#define kTitleHome @"首页"` in a header. The value keeps its place of use
/// (a fix never edits a built value there) and gains a step naming the macro or constant and its file. A name two
/// files declare with different strings stays unknown. Technology-neutral: it reads only `StringFacts`.
public struct DeclaredStringsLinking: ProjectLinkingStep {
    public init() {}

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        // A type's member is declared in the file that defines the type (`K.home`: the file of `enum K`).
        for name in facts.tabBar.unresolvedNames?.names ?? [] {
            names.insert(name.split(separator: ".").first.map(String.init) ?? name)
        }
    }

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { $0.facts.tabBar.unresolvedNames != nil }) else { return files }
        let declared = Self.index(files)
        guard !declared.isEmpty else { return files }
        return files.map { file in
            guard let unresolved = file.facts.tabBar.unresolvedNames,
                  unresolved.names.contains(where: { declared[$0] != nil }) else { return file }
            var facts = file.facts
            var classes = facts.code?.classes ?? []
            StringFacts.map(&facts.tabBar, classes: &classes) { fact in
                guard let name = UnresolvedNames.unresolvedName(fact, in: file.bytes), let (entry, path) = declared[name] else {
                    return fact
                }
                var settled = SourceFact(.literal(entry.value), range: fact.range)
                settled.isWrittenWhole = false
                settled.chain = fact.chain + [ValueStep(entry.kind, name, at: entry.range, file: path)]
                return settled
            }
            facts.code?.classes = classes
            let left = unresolved.names.filter { declared[$0] == nil }
            facts.tabBar.unresolvedNames = left.isEmpty ? nil : UnresolvedNames(names: left)
            return SourceFile(path: file.path, bytes: file.bytes, facts: facts)
        }
    }

    /// Every file's declared strings by name, with the declaring file's path; a name declared with two different
    /// strings is left out.
    static func index(_ files: [SourceFile]) -> [String: (DeclaredStrings.Entry, String)] {
        var index: [String: (DeclaredStrings.Entry, String)] = [:]
        var conflicting: Set<String> = []
        for file in files {
            for (name, entry) in file.facts.tabBar.declaredStrings?.entries ?? [:] where !conflicting.contains(name) {
                if let known = index[name], known.0.value != entry.value {
                    index[name] = nil
                    conflicting.insert(name)
                    continue
                }
                if index[name] == nil { index[name] = (entry, file.path) }
            }
        }
        return index
    }
}
