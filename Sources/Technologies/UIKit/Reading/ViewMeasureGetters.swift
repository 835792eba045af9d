import TabBarCore

/// The measure getters a file's `UIView` (or `UITabBar`) categories and extensions declare,
/// by name: `- (CGFloat)sl_height { return self.frame.size.height; }` and `var height: CGFloat { frame.height }`
/// give `sl_height` and `height` the view's height. A file's facts carry them (`TabBarFacts.parts`), and the project's
/// linking (`UIKitLinking.resolving`) looks up in all files' getters the members a bar's arithmetic names but its
/// own file does not declare (`self.sl_height * 0.5`).
///
/// The first entry of the project-wide index of declarations: only getters whose body is one return of the view's
/// own measure or centre y are in it; macros, constants and other members of other files are not (yet).
public struct ViewMeasureGetters: TechnologyPart {
    /// The measure each getter returns, by the getter's name.
    public var measures: [String: UIKitBarMeasure]

    /// The properties whose getter returns the view's centre y (`- (CGFloat)centerY { return self.center.y; }`).
    public var centerYProperties: Set<String>

    public init(measures: [String: UIKitBarMeasure] = [:], centerYProperties: Set<String> = []) {
        self.measures = measures
        self.centerYProperties = centerYProperties
    }

    /// Whether a property a view is given may be a category's centre y (`centerY`, `sl_centerY`): then the
    /// assignment is read as the centre's `y`, for the project's linking to confirm.
    public static func mayBeCenterY(_ name: String) -> Bool {
        name.hasSuffix("centerY") || name.hasSuffix("CenterY")
    }

    /// The classes whose categories and extensions hold getters that apply to a tab bar (it inherits each).
    public static let extendedClasses: Set<String> = ["UIView", "UITabBar"]

    /// Members of `UIView` and `UITabBar` that are no measure of the bar: never read as another file's getter.
    public static let viewMembers: Set<String> = ["bounds", "frame", "center", "safeAreaInsets", "items", "subviews", "tabBar",
                                                  "superview", "layer", "window", "tag", "alpha", "selectedItem"]

    /// The class a file's bar arithmetic names to be read in other files when it left a getter unresolved.
    public static let viewClass = "UIView"
}

extension TabBarFacts {
    /// The file's measure getters of `UIView` categories and extensions, nil when it declares none.
    public var viewMeasureGetters: ViewMeasureGetters? {
        get { parts[ViewMeasureGetters.self] }
        set { parts[ViewMeasureGetters.self] = newValue }
    }
}
