extension SourceItem {
    /// The item an evaluated dictionary of CYLTabBarController's item keys describes (`CYLTabBarItemTitle`,
    /// `CYLTabBarItemImage`, `CYLTabBarItemSelectedImage`; other library keys are left, any other key makes the
    /// item's keys incomplete); nil when `value` is no dictionary. Its range is where the dictionary is written.
    public init?(attributes value: EvaluatedValue) {
        guard case .dictionary(let keys, let entries) = value.kind else { return nil }
        let origin = value.provenance.origin
        self.init(range: origin, reference: origin, isKnown: true, keysComplete: true)
        for (key, entry) in zip(keys, entries) {
            switch key.string {
            case "CYLTabBarItemTitle": title = entry.stringFact(unknownAt: origin)
            case "CYLTabBarItemImage": image = entry.stringFact(unknownAt: origin)
            case "CYLTabBarItemSelectedImage": selectedImage = entry.stringFact(unknownAt: origin)
            case let name? where name.hasPrefix("CYLTabBar"): break
            default: keysComplete = false
            }
        }
    }
}
