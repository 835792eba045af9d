/// Which SwiftUI API a generated `TabView` writes its tabs with.
public enum SwiftUITabAPI: String, Sendable, Hashable, CaseIterable {
    /// iOS 18's `Tab("Title", systemImage: "s", value: v) { Root() }` (the default).
    case tab
    /// iOS 13 to 18's `Root().tabItem { Label("Title", systemImage: "s") }.tag(v)`.
    case tabItem = "tabitem"
}
