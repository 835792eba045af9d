extension SourceProject {
    /// Every UIKit note of the project, with its file, in file order.
    public var uikitNotes: [InFile<UIKitNote>] {
        files.indices.flatMap { index in files[index].facts.tabBar.uikitNotes.map { InFile(file: index, $0) } }
    }
}
