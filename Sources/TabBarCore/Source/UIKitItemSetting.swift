import JSONC

/// A tab's item field set by position in a controller class's own code, after its tabs are set
/// (SPEC section 8): `self.tabBar.items[1].image = …`, `viewControllers?[0].tabBarItem.title = …`, or a
/// local holding `[self.tabBar.items objectAtIndex:2]`. Applied to the bar of that class when the project
/// is linked, whether the bar is built in code or in a storyboard scene naming the class.
public struct UIKitItemSetting: Sendable, Hashable {
    public enum Field: Sendable, Hashable { case title, image, selectedImage }

    /// The controller class whose code sets it.
    public var className: String
    /// The tab's literal index.
    public var index: Int
    public var field: Field
    /// The value set: a literal or unknown; nil for `nil`.
    public var value: SourceFact<String>?

    public init(className: String, index: Int, field: Field, value: SourceFact<String>?) {
        self.className = className
        self.index = index
        self.field = field
        self.value = value
    }
}

extension SourceProject {
    /// A bar (not CYLTabBarController's) with the positional settings of its class's code applied. A value
    /// set in the bar's own file replaces the item's; one set in another file (a storyboard scene's class)
    /// makes the field unknown where the bar shows it, so that no rule speaks from a stale value.
    static func applyingItemSettings(_ controller: InFile<SourceController>,
                                     settings: [String: [InFile<UIKitItemSetting>]]) -> InFile<SourceController> {
        guard controller.value.cyl == nil, let name = controller.value.className, let own = settings[name],
              var items = controller.value.items else { return controller }
        for setting in own where setting.value.index < items.elements.count {
            var item = items.elements[setting.value.index]
            let sameFile = setting.file == controller.file
            let current: SourceFact<String>?
            switch setting.value.field {
            case .title: current = item.title
            case .image: current = item.image
            case .selectedImage: current = item.selectedImage
            }
            let value = sameFile ? setting.value.value : SourceFact(.unknown, range: current?.range ?? item.range)
            switch setting.value.field {
            case .title: item.title = value
            case .image: item.image = value
            case .selectedImage: item.selectedImage = value
            }
            item.isKnown = item.isKnown || value != nil
            items.elements[setting.value.index] = item
        }
        var value = controller.value
        value.items = items
        return InFile(file: controller.file, value)
    }
}
