import JSONC

extension TabBarConfig {
    /// The items (their 0-based `index`) whose object holds `range`: the tab a finding in a configuration
    /// is about. A finding on the `items` array or outside it is about no one tab.
    public func items(holding range: ByteRange) -> [Int] {
        items.filter { $0.range.start <= range.start && range.end <= $0.range.end }.map(\.index)
    }
}
