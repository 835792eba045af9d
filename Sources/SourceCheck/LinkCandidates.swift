import TabBarCore

/// The files a later pass may still read: those not extracted yet whose screening names the library or
/// defines a class (no other file can be linked), with their screenings, by index. Kept apart from the
/// files themselves, so that each pass tests a few thousand screenings without copying a file.
struct LinkCandidates {
    private var indices: [Int] = []
    private var screenings: [SourceScreening] = []

    /// The candidates among `files`.
    init(_ files: [ScreenedSourceFile?]) {
        for case let (index, file?) in files.enumerated() where !file.isExtracted
            && (file.screening.mentionsLibrary || !file.screening.classNames.isEmpty) {
            indices.append(index)
            screenings.append(file.screening)
        }
    }

    /// The candidates (by index, ascending) that `SourceSelection.isLinked` links to `referenced`.
    func linked(to referenced: Set<String>) -> [Int] {
        zip(indices, screenings).compactMap { index, screening in
            SourceSelection.isLinked(screening, referenced: referenced) ? index : nil
        }
    }

    /// Drops the candidates at `extracted` (ascending), read by a pass.
    mutating func remove(_ extracted: [Int]) {
        guard !extracted.isEmpty else { return }
        let gone = Set(extracted)
        var kept = 0
        for position in indices.indices where !gone.contains(indices[position]) {
            indices[kept] = indices[position]
            screenings.swapAt(kept, position)
            kept += 1
        }
        indices.removeLast(indices.count - kept)
        screenings.removeLast(screenings.count - kept)
    }
}
