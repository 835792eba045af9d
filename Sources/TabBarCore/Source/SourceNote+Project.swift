extension SourceProject {
    /// Every UIKit note of the project, with its file, in file order; the appearance of a storyboard scene that
    /// never runs (`barsLeftOut`) left out.
    public var barNotes: [InFile<SourceNote>] {
        files.indices.flatMap { index in
            let leftOut = barsLeftOut[index] ?? []
            return files[index].facts.tabBar.barNotes
                .filter { note in !leftOut.contains { $0.start <= note.range.start && note.range.end <= $0.end } }
                .map { InFile(file: index, $0) }
        }
    }
}
