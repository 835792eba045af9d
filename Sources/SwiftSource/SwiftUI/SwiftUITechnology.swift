import TabBarCore

/// SwiftUI's `TabView` written in Swift: each `TabView { … }` / `TabView(selection: $x) { … }` of a file that imports
/// SwiftUI, outside previews, is a bar whose tabs are its builder's children (`.tabItem { … }` and the iOS 18
/// `Tab(…) { … }`), read as the neutral model's items. A tab has no view controller class, so the rules on view
/// controllers (TB003) never apply; tabs under `if`, `switch`, `#if` or `ForEach` leave the bar incomplete.
public struct SwiftUITechnology: SwiftTechnology {
    /// What people call the bars it reads (coverage's technology).
    public static let name = "SwiftUI"

    public init() {}

    public var id: String { "swiftui" }

    /// `TabView` followed by its arguments or its builder: a bare `TabView` is in every `…TabViewController` and
    /// `…TabViewModel` of UIKit apps, which would then be lexed for nothing.
    public var words: [String] { ["TabView(", "TabView {", "TabView{"] }

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        reading.tabBar.controllers += SwiftUIBars(tokens: file.tokens, values: file.values, types: file.types).controllers()
    }
}
