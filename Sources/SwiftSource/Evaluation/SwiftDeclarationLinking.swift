import SourceText
import TabBarCore

/// The type names a Swift file's bars may read from other files (`Tab` of `Tab.allCases.map { … }` when the file does
/// not declare `Tab`): written `Name.member`, not declared in the file, named only when a bar of the file has a part
/// it could not read.
struct SwiftTypeUses: TechnologyPart {
    var names: Set<String>

    /// At most this many names per file.
    static let limit = 32

    /// The names of `tokens` written `Name.member` that `types` do not declare (nor UIKit, Foundation or the library),
    /// nil when no bar of `controllers` has a part left unread.
    static func of(_ tokens: SwiftTokens, types: [SwiftTypeDeclaration], controllers: [SourceController]) -> SwiftTypeUses? {
        guard controllers.contains(where: mayGain) else { return nil }
        let declared = Set(types.map(\.name))
        var names: Set<String> = []
        var index = 1
        while index + 2 < tokens.count, names.count < limit {
            defer { index += 1 }
            guard tokens.isPunctuation(index, "."), tokens.isTypeName(index - 1), tokens.isIdentifier(index + 1),
                  index < 2 || !tokens.isPunctuation(index - 2, ".") else { continue }
            let name = tokens.name(index - 1)
            guard !declared.contains(name), !isSystem(name) else { continue }
            names.insert(name)
        }
        return names.isEmpty ? nil : SwiftTypeUses(names: names)
    }

    /// Whether a bar has a part it could not read: tabs built at run time, or an item's field unknown.
    private static func mayGain(_ controller: SourceController) -> Bool {
        if controller.viewControllers?.isComplete == false || controller.items?.isComplete == false { return true }
        return controller.items?.elements.contains { item in
            [item.title, item.image, item.selectedImage].contains { $0.map { $0.value == .unknown && !$0.isSystemSymbol } ?? false }
        } ?? false
    }

    /// A name of UIKit, Foundation, Core Graphics or CYLTabBarController (`UIColor.red`, `CGFloat.zero`), or of the
    /// standard library's common types.
    private static func isSystem(_ name: String) -> Bool {
        for prefix in ["UI", "NS", "CG", "CA", "CYL"] where name.hasPrefix(prefix) { return true }
        return ["String", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Bundle", "Date",
                "Locale", "Notification", "DispatchQueue", "Self", "Color", "Image", "Text", "Font"].contains(name)
    }
}

/// The types a Swift file declares that other files' `SwiftTypeUses` may read: its enumerations (and the types around
/// one), and the structures and
/// extensions with a static member (`struct Strings { static let home = … }`). A view's structure is no such type, so
/// a SwiftUI file of many views names few.
struct SwiftDeclaredTypes: TechnologyPart {
    var names: Set<String>

    /// The types of `types` that `members` show may give values, nil when none.
    static func of(_ types: [SwiftTypeDeclaration], members: [SwiftMember]) -> SwiftDeclaredTypes? {
        var names: Set<String> = []
        for type in types where type.kind == .enumType {
            names.insert(type.name)
            // The types around a nested enumeration, which other files name first (`Model.Tab.allCases`).
            for outer in types where outer.kind != .enumType || outer.name != type.name {
                guard let open = outer.open, open < type.nameToken, outer.close.map({ $0 > type.nameToken }) ?? true else { continue }
                names.insert(outer.name)
            }
        }
        var owners: Set<Int> = []
        for member in members where member.isStatic {
            guard let owner = member.owner, owners.insert(owner).inserted else { continue }
            let kind = types[owner].kind
            if kind == .structType || kind == .extensionType { names.insert(types[owner].name) }
        }
        return names.isEmpty ? nil : SwiftDeclaredTypes(names: names)
    }
}

/// The step of a project's linking that finishes a Swift file's bars with the types other files declare (SPEC section
/// 10: one project-wide index of declarations feeding the evaluator): a file whose bars left something unread and
/// that names types it does not declare (`SwiftTypeUses`) is extracted again with the files declaring them
/// (`SwiftForeignDeclarations`), whose values then stand where the file uses them, each with a step naming the member
/// and its file. A type two files declare is not read. Extractions are remembered by the bytes of the file and of the
/// declaring files, so that relinking after a keystroke elsewhere costs a comparison.
public struct SwiftDeclarationLinking: ProjectLinkingStep {
    public init() {}

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        names.formUnion(facts.tabBar.parts[SwiftTypeUses.self]?.names ?? [])
    }

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { $0.facts.tabBar.parts[SwiftTypeUses.self] != nil }) else { return files }
        var declaring: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for name in file.facts.tabBar.parts[SwiftDeclaredTypes.self]?.names ?? [] { declaring[name, default: []].append(index) }
        }
        guard !declaring.isEmpty else { return files }
        return files.map { file in
            guard let uses = file.facts.tabBar.parts[SwiftTypeUses.self] else { return file }
            let sources = Set(uses.names.compactMap { name in declaring[name].flatMap { $0.count == 1 ? $0[0] : nil } })
                .filter { files[$0].path != file.path }.sorted()
            guard !sources.isEmpty, sources.count <= 8 else { return file }
            let inputs = sources.map { (path: files[$0].path, bytes: files[$0].bytes) }
            return SourceFile(path: file.path, bytes: file.bytes, facts: Self.extracted(file, with: inputs))
        }
    }

    /// One extraction remembered: the bytes it read and its facts.
    private struct Remembered {
        var bytes: [UInt8]
        var sources: [(path: String, bytes: [UInt8])]
        var facts: SourceFileFacts
    }

    private static let remembered = LockedValue<[String: Remembered]>([:])

    /// The facts of `file` extracted again with the declarations of `sources`.
    private static func extracted(_ file: SourceFile, with sources: [(path: String, bytes: [UInt8])]) -> SourceFileFacts {
        let known = remembered.withLock { $0[file.path] }
        if let known, known.bytes == file.bytes, known.sources.count == sources.count,
           zip(known.sources, sources).allSatisfy({ $0.path == $1.path && $0.bytes == $1.bytes }) {
            return known.facts
        }
        let foreign = SwiftForeignDeclarations(files: sources)
        let facts = SwiftForeignDeclarations.$current.withValue(foreign) { file.facts.frontEnd.extract(file.bytes) }
        remembered.withLock { table in
            if table.count >= 64 { table.removeAll() }
            table[file.path] = Remembered(bytes: file.bytes, sources: sources, facts: facts)
        }
        return facts
    }
}
