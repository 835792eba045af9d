import TabBarWorkspace

/// The catalogs found for one document folder, handed from the search to the server's
/// message loop as a `ServerEvent`.
public struct AssetSearchReport: Sendable, Hashable {
    /// The document folder that asked.
    public var folder: String
    /// What the search of its scope found.
    public var scan: CatalogScan
    /// The catalog generation the search was asked in; older reports are dropped.
    public var generation: Int

    /// The report for `folder` of a search made in `generation`.
    public init(folder: String, scan: CatalogScan, generation: Int) {
        self.folder = folder
        self.scan = scan
        self.generation = generation
    }
}
