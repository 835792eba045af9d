import TabBarCore

/// The files a later pass may still read: those not extracted yet whose screening names the library or
/// defines a class (no other file can be linked), with their screenings, by index. Kept apart from the
/// files themselves, so that each pass tests a few thousand screenings without copying a file.
struct LinkCandidates {
    private var candidates: [(index: Int, screening: SourceScreening)] = []

    /// The candidates among `files`.
    init(_ files: [ScreenedSourceFile?]) {
        for case let (index, file?) in files.enumerated() where !file.isExtracted
            && (file.screening.mentionsLibrary || !file.screening.classNames.isEmpty) {
            candidates.append((index, file.screening))
        }
    }

    /// The candidates (by index, ascending) that `SourceSelection.isLinked` links to `referenced`.
    func linked(to referenced: Set<String>) -> [Int] {
        candidates.compactMap { SourceSelection.isLinked($0.screening, referenced: referenced) ? $0.index : nil }
    }

    /// Drops the candidates at `extracted`, read by a pass.
    mutating func remove(_ extracted: [Int]) {
        guard !extracted.isEmpty else { return }
        let gone = Set(extracted)
        candidates.removeAll { gone.contains($0.index) }
    }
}
