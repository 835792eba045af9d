import TabBarCore

extension SourceProject {
    /// Links `files` with every technology's linking step (`SourceProjectReader.linking`).
    public init(files: [SourceFile]) {
        self.init(files: files, linking: SourceProjectReader.linking)
    }
}
