import JSONC

/// A tab's item field set by position in a controller class's own code, after its tabs are set
/// (SPEC section 8): `self.tabBar.items[1].image = …`, `viewControllers?[0].tabBarItem.title = …`, or a
/// local holding `[self.tabBar.items objectAtIndex:2]`. Applied to the bar of that class when the project
/// is linked, whether the bar is built in code or in a storyboard scene naming the class.
public struct ItemSettingByPosition: Sendable, Hashable {
    /// `disabled`: `enabled = NO` / `isEnabled = false` (its value nil).
    public enum Field: Sendable, Hashable { case title, image, selectedImage, disabled }

    /// The controller class whose code sets it.
    public var className: String
    /// The tab's literal index; nil when the code sets an item this reading cannot pin to one tab (an index
    /// that is not a literal, an item reached through a local, a loop or another controller).
    public var index: Int?
    public var field: Field
    /// The value set: a literal or unknown; nil for `nil`.
    public var value: SourceFact<String>?

    public init(className: String, index: Int?, field: Field, value: SourceFact<String>?) {
        self.className = className
        self.index = index
        self.field = field
        self.value = value
    }
}
