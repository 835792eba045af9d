import JSONC

/// A custom tab bar class (SPEC section 8): a class inheriting `UITabBar`, with the views it adds to itself,
/// the arithmetic of its `layoutSubviews` and its hit-test overrides. A front-end fills one per class body
/// it reads that adds views, lays out its subviews or tests hits; whether the class inherits `UITabBar`
/// may be said in another file (`classIsKnown`), and `SourceProject.customBars` keeps only those that do.
public struct SourceBarClass: Sendable, Hashable {
    /// The class name.
    public var name: String
    /// The name where the class body starts (`@implementation WBTabBar`, `class WBTabBar`).
    public var nameRange: ByteRange
    /// Whether this file shows the class to inherit `UITabBar`; when false, some file of the project must.
    public var classIsKnown: Bool
    /// The views the class adds to itself (`[self addSubview:button]`, `addSubview(button)`), in file order.
    public var addedViews: [SourceAddedView]
    /// The arithmetic of its `layoutSubviews`, when it matches one of the common families.
    public var layout: SourceBarLayout?
    /// The names of its `hitTest:withEvent:` / `pointInside:withEvent:` / `hitTest(_:with:)` /
    /// `point(inside:with:)` overrides: a view above the bar is tappable when there is one.
    public var hitTestOverrides: [ByteRange]

    public init(name: String, nameRange: ByteRange, classIsKnown: Bool, addedViews: [SourceAddedView] = [],
                layout: SourceBarLayout? = nil, hitTestOverrides: [ByteRange] = []) {
        self.name = name
        self.nameRange = nameRange
        self.classIsKnown = classIsKnown
        self.addedViews = addedViews
        self.layout = layout
        self.hitTestOverrides = hitTestOverrides
    }

    /// Whether the class overrides hit testing.
    public var overridesHitTesting: Bool { !hitTestOverrides.isEmpty }

    /// The tab bar class custom bars inherit.
    public static let barClass = "UITabBar"

    /// The hit-test methods a bar overrides so that a view above it receives touches (both spellings).
    public static let hitTestMethods: Set<String> = ["hitTest:withEvent:", "pointInside:withEvent:", "hitTest", "point"]
}

/// `[self setValue:bar forKey:@"tabBar"]` / `setValue(bar, forKey: "tabBar")`: a controller installs a bar
/// of class `barClass` through KVC (SPEC section 8), on `self` in a controller subclass or on an instance.
public struct SourceBarInstallation: Sendable, Hashable {
    /// The installed bar's class (the variable's declared type, or the class allocated).
    public var barClass: String
    /// The controller whose bar is replaced: the class whose body holds the call when the receiver is
    /// `self`, else the instance's class when the file says it; nil when unknown.
    public var controllerClass: String?
    /// Whether the receiver is `self`.
    public var onSelf: Bool
    /// The key string (`@"tabBar"`, `"tabBar"`).
    public var range: ByteRange

    public init(barClass: String, controllerClass: String?, onSelf: Bool, range: ByteRange) {
        self.barClass = barClass
        self.controllerClass = controllerClass
        self.onSelf = onSelf
        self.range = range
    }
}

/// A view a controller adds to its stock bar (`[self.tabBar addSubview:button]`, `tabBar.addSubview(button)`):
/// a button laid over the bar, read like the views a custom bar adds.
public struct SourceBarOverlay: Sendable, Hashable {
    /// The controller class whose body adds it.
    public var controllerClass: String
    public var view: SourceAddedView

    public init(controllerClass: String, view: SourceAddedView) {
        self.controllerClass = controllerClass
        self.view = view
    }
}
