import TabBarCore

/// Which files define which class names, built once over a project's screened files so that each pass
/// after the first looks up the names the extracted files use instead of visiting every file: on a
/// tree of 10,000 files that name no tab bar, a pass then costs the names used, not the files listed.
/// Answers exactly what `SourceSelection.secondPass` specifies for the files it was built from, as long
/// as those files only gain facts (the passes never change a path or a screening).
public struct ClassDefinitionIndex: Sendable {
    /// Class name -> the files (by index) whose screening defines it, in index order.
    private var definers: [String: [Int]] = [:]
    /// The files defining a class whose name holds `Tab`, in index order.
    private var tabNamed: [Int] = []
    /// The files that name the library (always linked).
    private var mentioningLibrary: [Int] = []
    /// `X` -> the headers `X.h`, by index.
    private var headersByStem: [Substring: [Int]] = [:]
    /// The `.m` / `.mm` files defining a class whose name holds `Tab`.
    private var tabNamedImplementations: Set<Int> = []

    /// The index of `files` (nil entries are files no front-end reads).
    public init(_ files: [ScreenedSourceFile?]) {
        for index in files.indices {
            guard let file = files[index] else { continue }
            if file.screening.mentionsLibrary { mentioningLibrary.append(index) }
            for name in file.screening.classNames { definers[name, default: []].append(index) }
            if file.screening.classNames.contains(where: { $0.contains("Tab") }) {
                tabNamed.append(index)
                if file.path.hasSuffix(".m") || file.path.hasSuffix(".mm") { tabNamedImplementations.insert(index) }
            }
            if file.path.hasSuffix(".h") { headersByStem[file.path.dropLast(2), default: []].append(index) }
        }
    }

    /// The files (by index, ascending) the next pass reads: `SourceSelection.secondPass` of `files`.
    public func secondPass(_ files: [ScreenedSourceFile?]) -> [Int] {
        let used = SourceSelection.referencedClassNames(files.compactMap { $0?.facts })
        var chosen = Set(mentioningLibrary)
        for name in used {
            if let indexes = definers[name] { chosen.formUnion(indexes) }
        }
        let followsTabNames = used.contains(SourceSelection.tabNamedSubclasses)
        if followsTabNames { chosen.formUnion(tabNamed) }
        let selected = chosen.filter { files[$0]?.facts == nil }.sorted()
        guard followsTabNames else { return selected }
        return (selected + headers(besides: selected, in: files)).sorted()
    }

    /// The headers (`X.h` beside `X.m` / `X.mm`) of the selected implementations of `Tab`-named classes
    /// that are not read yet: the header declares the superclass the project follows to `UITabBarController`.
    private func headers(besides selected: [Int], in files: [ScreenedSourceFile?]) -> [Int] {
        let chosen = Set(selected)
        var found: Set<Int> = []
        for index in selected where tabNamedImplementations.contains(index) {
            guard let path = files[index]?.path else { continue }
            let stem = path.hasSuffix(".mm") ? path.dropLast(3) : path.dropLast(2)
            for header in headersByStem[stem] ?? [] where !chosen.contains(header) && files[header]?.facts == nil {
                found.insert(header)
            }
        }
        return found.sorted()
    }
}
