/// The step of a project's linking that gives a file's unknown string values the strings other files declare by
/// the names they are spelled as (SPEC section 10: macros and constants, wherever the project declares them):
/// `a.tabBarItem.title = kTitleHome;` with `#define kTitleHome @"首页"` in a header. The value keeps its place of use
/// (a fix never edits a built value there) and gains a step naming the macro or constant and its file. A name two
/// files declare with different strings stays unknown. The same for an image through a category's helper of another
/// file that returns the image its one argument names (`DeclaredImageHelpers`: `[UIImage imageOriginalWithName:@"home"]`). Technology-neutral: it reads only `StringFacts`.
public struct DeclaredStringsLinking: ProjectLinkingStep {
    public init() {}

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        // A category's helper is declared in a file that extends the receiver's class (`@implementation UIImage (X)`).
        for call in (facts.tabBar.unresolvedCalls?.calls ?? [:]).values { names.insert(call.receiver) }
        // A type's member is declared in the file that defines the type (`K.home`: the file of `enum K`).
        for name in facts.tabBar.unresolvedNames?.names ?? [] {
            names.insert(name.split(separator: ".").first.map(String.init) ?? name)
        }
    }

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { $0.facts.tabBar.unresolvedNames != nil || $0.facts.tabBar.unresolvedCalls != nil }) else {
            return files
        }
        let declared = Self.index(files)
        let helpers = Set(files.flatMap { $0.facts.tabBar.declaredImageHelpers?.selectors ?? [] })
        guard !declared.isEmpty || !helpers.isEmpty else { return files }
        return files.map { file in
            let unresolved = file.facts.tabBar.unresolvedNames
            let calls = file.facts.tabBar.unresolvedCalls?.calls ?? [:]
            guard unresolved?.names.contains(where: { declared[$0] != nil }) == true
                    || calls.values.contains(where: { helpers.contains($0.key) }) else { return file }
            var facts = file.facts
            var classes = facts.code?.classes ?? []
            StringFacts.map(&facts.tabBar, classes: &classes) { fact in
                guard fact.value == .unknown, !fact.isSystemSymbol else { return fact }
                if let call = calls[fact.range], helpers.contains(call.key) {
                    // The literal is the call's own argument, in this file: a fix may edit it.
                    var settled = SourceFact(.literal(call.argument), range: call.argumentRange)
                    settled.chain = fact.chain + [ValueStep(.call, String(call.key.drop { $0 != " " }.dropFirst()), at: fact.range)]
                    return settled
                }
                guard let name = UnresolvedNames.unresolvedName(fact, in: file.bytes), let (entry, path) = declared[name] else {
                    return fact
                }
                var settled = SourceFact(.literal(entry.value), range: fact.range)
                settled.isWrittenWhole = false
                settled.chain = fact.chain + [ValueStep(entry.kind, name, at: entry.range, file: path)]
                return settled
            }
            facts.code?.classes = classes
            if let unresolved {
                let left = unresolved.names.filter { declared[$0] == nil }
                facts.tabBar.unresolvedNames = left.isEmpty ? nil : UnresolvedNames(names: left)
            }
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
