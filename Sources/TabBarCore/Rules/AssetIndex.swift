/// The image names the workspace's asset catalogs hold (the `*.imageset` and custom symbols' `*.symbolset` folder names).
public struct AssetIndex: Sendable, Hashable {
    public var names: Set<String>
    /// The catalogs that were read, for messages.
    public var catalogs: [String]
    /// The names among `names` that only image files outside the catalogs answer to (`home@2x.png` for `home`):
    /// `imageNamed:` loads them from the bundle, but no catalog holds them.
    public var looseOnly: Set<String>

    public init(names: Set<String>, catalogs: [String] = [], looseOnly: Set<String> = []) {
        self.names = names
        self.catalogs = catalogs
        self.looseOnly = looseOnly
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether a catalog holds `name` (not only a loose image file).
    public func catalogHolds(_ name: String) -> Bool { names.contains(name) && !looseOnly.contains(name) }

    /// The closest name to `name`, when one is close enough to be a likely typo.
    public func nearest(to name: String) -> String? {
        Spelling.nearest(to: name, in: names.sorted())
    }
}
