import JSONC

/// The places a file makes an instance of an app's class that may be a tab bar controller with a plain initializer
/// (`MainTabBarController()`, `[[MainTabBarController alloc] init]`, `[MainTabBarController new]`) and hands it on
/// (assigned, returned, or given as a root view controller): a subclass that sets its own items is made there. Kept in
/// `TabBarFacts.parts`; TB019 reports on them.
public struct PlainConstructions: TechnologyPart {
    /// One construction: the class made and the construction expression.
    public struct Site: Sendable, Hashable {
        /// The class made.
        public var className: String
        /// The construction expression (`MainTabBarController()`, `[[MainTabBarController alloc] init]`).
        public var range: ByteRange

        /// A site from its parts.
        public init(className: String, range: ByteRange) {
            self.className = className
            self.range = range
        }
    }

    /// The sites, in file order.
    public var sites: [Site]

    /// Sites from a list.
    public init(sites: [Site] = []) { self.sites = sites }
}
