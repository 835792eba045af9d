import JSONC

/// What a view controller class sets on its own tab bar item in `init…` / `viewDidLoad` (SPEC section 8):
/// `self.tabBarItem = [[UITabBarItem alloc] initWithTitle:image:selectedImage:]`, `self.tabBarItem.image = …`,
/// `tabBarItem = UITabBarItem(title:image:selectedImage:)`. Each field is nil when not set, its ranges in the
/// class's file. `self.title` stays in `SourceClass.titleAssignments` (TB003 reads it).
public struct SourceOwnItem: Sendable, Hashable {
    public var title: SourceFact<String>?
    public var image: SourceFact<String>?
    public var selectedImage: SourceFact<String>?
    /// Whether every setting was made where the controller is made or loaded (`init…`, `viewDidLoad`, `loadView`,
    /// `awakeFromNib`, or a method one of those calls on `self`), not in a method that may run at any time (`refresh`).
    public var runsAtSetUp = false

    public init(title: SourceFact<String>? = nil, image: SourceFact<String>? = nil, selectedImage: SourceFact<String>? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The methods that run where a controller is made or loaded.
    public static func isSetUpMethod(_ name: String) -> Bool {
        name.hasPrefix("init") || ["viewDidLoad", "loadView", "awakeFromNib"].contains(name)
    }

    /// Whether no field is set.
    public var isEmpty: Bool { title == nil && image == nil && selectedImage == nil }
}
