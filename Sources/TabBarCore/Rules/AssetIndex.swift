/// The image names the workspace's asset catalogs hold (the `*.imageset` and custom symbols' `*.symbolset` folder names).
public struct AssetIndex: Sendable, Hashable {
    public var names: Set<String>
    /// The catalogs that were read, for messages.
    public var catalogs: [String]

    public init(names: Set<String>, catalogs: [String] = []) {
        self.names = names
        self.catalogs = catalogs
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The closest name to `name`, when one is close enough to be a likely typo.
    public func nearest(to name: String) -> String? {
        Spelling.nearest(to: name, in: names.sorted())
    }
}
