import TabBarCore

/// What one catalog search found.
public struct CatalogScan: Sendable, Hashable {
    /// Where it looked.
    public var scope: CatalogScope
    /// The image names of the catalogs found; nil when there is none, or when the search
    /// ran out of budget (then a missing name may be in a catalog not yet read, so TB014
    /// stays silent rather than guess).
    public var index: AssetIndex?
    /// The search stopped at its budget before reading everything.
    public var isIncomplete: Bool
    /// Folder entries read.
    public var entriesRead: Int

    /// A search's result.
    public init(scope: CatalogScope, index: AssetIndex?, isIncomplete: Bool, entriesRead: Int) {
        self.scope = scope
        self.index = index
        self.isIncomplete = isIncomplete
        self.entriesRead = entriesRead
    }

    /// A line for people when the search was cut short; nil otherwise.
    public var incompleteNote: String? {
        guard isIncomplete else { return nil }
        return "stopped looking for asset catalogs below \(scope.path) after \(entriesRead) folder entries; "
            + "TB014 (missing-asset) is off for configuration files there"
    }
}
