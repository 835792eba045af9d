import TabBarCore

/// Which files define which class names, built once over a project's screened files so that each pass
/// after the first looks up the names the extracted files use instead of visiting every file: on a
/// tree of 10,000 files that name no tab bar, a pass then costs the names used, not the files listed.
/// Answers exactly what `SourceSelection.secondPass` specifies for the files it was built from, as long
/// as those files only gain facts (the passes never change a path or a screening).
public struct ClassDefinitionIndex: Sendable {
    /// Class name -> the first file (by index) whose screening defines it.
    private var firstDefiner: [String: Int] = [:]
    /// Class name -> the other files defining it, in index order (a name defined in several files).
    private var otherDefiners: [String: [Int]] = [:]
    /// The files defining a class whose name holds `Tab`, in index order.
    private var tabNamed: [Int] = []
    /// The files that name the library (always linked).
    private var mentioningLibrary: [Int] = []

    /// The index of `files` (nil entries are files no front-end reads).
    public init(_ files: [ScreenedSourceFile?]) {
        firstDefiner.reserveCapacity(files.count)
        for index in files.indices {
            guard let screening = files[index]?.screening else { continue }
            if screening.mentionsLibrary { mentioningLibrary.append(index) }
            for name in screening.classNames {
                if firstDefiner[name] == nil {
                    firstDefiner[name] = index
                } else {
                    otherDefiners[name, default: []].append(index)
                }
            }
            if screening.classNames.contains(where: SourceSelection.holdsTab) { tabNamed.append(index) }
        }
    }

    /// The files (by index, ascending) the next pass reads: `SourceSelection.secondPass` of `files`.
    public func secondPass(_ files: [ScreenedSourceFile?]) -> [Int] {
        let used = SourceSelection.referencedClassNames(files.compactMap { $0?.facts })
        var chosen = Set(mentioningLibrary)
        for name in used {
            guard let first = firstDefiner[name] else { continue }
            chosen.insert(first)
            chosen.formUnion(otherDefiners[name] ?? [])
        }
        let followsTabNames = used.contains(SourceSelection.tabNamedSubclasses)
        if followsTabNames { chosen.formUnion(tabNamed) }
        let selected = chosen.filter { files[$0]?.facts == nil }.sorted()
        guard followsTabNames else { return selected }
        return (selected + SourceSelection.headers(besides: selected, in: files)).sorted()
    }
}
