/// The tab-bar configuration format of SPEC section 2.
extension ObjectSpec {
    public static let offset = ObjectSpec(name: "titlePositionAdjustment", keys: [
        KeySpec("horizontal", .number(.any), "Horizontal offset of the title, in pt (UIOffset.horizontal).", defaultValue: "0"),
        KeySpec("vertical", .number(.any), "Vertical offset of the title, in pt (UIOffset.vertical); negative moves it up.", defaultValue: "0"),
    ])

    public static let insets = ObjectSpec(name: "imageInsets", keys: [
        KeySpec("top", .number(.any), "Top inset of the image, in pt.", defaultValue: "0"),
        KeySpec("left", .number(.any), "Left inset of the image, in pt.", defaultValue: "0"),
        KeySpec("bottom", .number(.any), "Bottom inset of the image, in pt.", defaultValue: "0"),
        KeySpec("right", .number(.any), "Right inset of the image, in pt.", defaultValue: "0"),
    ])

    public static let tabBar = ObjectSpec(name: "tabBar", keys: [
        KeySpec("height", .number(.positive),
                "Content height of the tab bar in pt, without the bottom safe area (the library adds the inset itself).",
                api: "CYLTabBarController tabBarHeight", defaultValue: "49 (32 in iPhone landscape)"),
        KeySpec("titlePositionAdjustment", .object(.offset),
                "Offset applied to every item's title.", api: "UITabBarItem titlePositionAdjustment"),
        KeySpec("imageInsets", .object(.insets), "Insets applied to every item's image.", api: "UITabBarItem imageInsets"),
    ])

    public static let viewController = ObjectSpec(name: "viewController", keys: [
        KeySpec("class", .string(nonEmpty: true), "The view controller's class name."),
        KeySpec("title", .string(nonEmpty: false),
                "What the controller sets as self.title. Setting self.title also sets the tab title, so it must equal the item's title (TB003).",
                api: "UIViewController title"),
        KeySpec("navigationItemTitle", .string(nonEmpty: false),
                "What the controller sets as self.navigationItem.title: the navigation bar title, without touching the tab.",
                api: "UINavigationItem title"),
    ])

    public static let item = ObjectSpec(name: "item", keys: [
        KeySpec("title", .string(nonEmpty: false), "The tab title. Absent or \"\" makes an icon-only item, its icon centred vertically.",
                api: "CYLTabBarItemTitle"),
        KeySpec("image", .string(nonEmpty: true), "The image asset name of the normal state.", api: "CYLTabBarItemImage"),
        KeySpec("selectedImage", .string(nonEmpty: true), "The image asset name of the selected state.",
                api: "CYLTabBarItemSelectedImage"),
        KeySpec("systemImage", .string(nonEmpty: true),
                "The SF Symbol of the item, for a SwiftUI TabView or UIImage(systemName:): never an asset name. "
                    + "Used instead of image where the code takes a symbol.",
                api: "Tab(_:systemImage:) / Label(_:systemImage:)"),
        KeySpec("badge", .string(nonEmpty: false), "The badge text shown on the item.", api: "UITabBarItem badgeValue"),
        KeySpec("titlePositionAdjustment", .object(.offset), "Offset of this item's title, added to the bar's.",
                api: "UITabBarItem titlePositionAdjustment"),
        KeySpec("imageInsets", .object(.insets), "Insets of this item's image.", api: "UITabBarItem imageInsets"),
        KeySpec("viewController", .object(.viewController), "The view controller behind the tab."),
    ])

    public static let plusButton = ObjectSpec(name: "plusButton", keys: [
        KeySpec("width", .number(.positive), "The button's frame width after sizeToFit, in pt.", defaultValue: "55"),
        KeySpec("height", .number(.positive), "The button's frame height after sizeToFit, in pt.", defaultValue: "55"),
        KeySpec("title", .string(nonEmpty: false), "The button's title."),
        KeySpec("image", .string(nonEmpty: true), "The image asset name of the normal state."),
        KeySpec("selectedImage", .string(nonEmpty: true), "The image asset name of the selected state."),
        KeySpec("indexOfPlusButtonInTabBar", .index,
                "Where the button sits among the items, 0...N. Without it the library uses N/2, and asserts when N is odd.",
                api: "+indexOfPlusButtonInTabBar", defaultValue: "N/2 when N is even"),
        KeySpec("multiplierOfTabBarHeight", .number(.any),
                "The button's centre y as a fraction of the bar's height (safe area included).",
                api: "+multiplierOfTabBarHeight:", defaultValue: "0.5, or a value that keeps a tall button's bottom on the bar"),
        KeySpec("constantOfPlusButtonCenterYOffset", .number(.any),
                "Added to the centre y after the multiplier, in pt; negative raises the button.",
                api: "+constantOfPlusButtonCenterYOffsetForTabBarHeight:", defaultValue: "0"),
        KeySpec("multiplerInCenterY", .number(.any),
                "The old name of multiplierOfTabBarHeight (the misspelling is the library's).",
                api: "+multiplerInCenterY",
                deprecation: "deprecated since CYLTabBarController 1.6.0: use multiplierOfTabBarHeight",
                replacedBy: "multiplierOfTabBarHeight"),
        KeySpec("plusChildViewController", .object(.viewController),
                "A view controller the button selects, as a tab of its own. Requires indexOfPlusButtonInTabBar.",
                api: "+plusChildViewController"),
        KeySpec("shouldSelectPlusChildViewController", .bool,
                "Whether tapping the button selects plusChildViewController.",
                api: "+shouldSelectPlusChildViewController", defaultValue: "true"),
    ])

    public static let customDevice = ObjectSpec(name: "device", keys: [
        KeySpec("name", .string(nonEmpty: true), "The device's name in previews."),
        KeySpec("width", .number(.positive), "Portrait width in pt."),
        KeySpec("height", .number(.positive), "Portrait height in pt."),
        KeySpec("safeAreaBottom", .number(.nonNegative), "Bottom safe-area inset in portrait, in pt.", defaultValue: "0"),
    ])

    public static let preview = ObjectSpec(name: "preview", keys: [
        KeySpec("devices", .array(.devices),
                "Devices to preview and check: names of the built-in devices or objects { name, width, height, safeAreaBottom }.",
                defaultValue: "[\"iphone-15\"]"),
        KeySpec("orientation", .enumeration(["portrait", "landscape"]), "The orientation to preview and check.",
                defaultValue: "\"portrait\""),
    ])

    public static let root = ObjectSpec(name: "configuration", keys: [
        KeySpec("$schema", .string(nonEmpty: false), "The JSON Schema of this file, for editors without the tabbar server."),
        KeySpec("tabBar", .object(.tabBar), "Settings of the bar itself."),
        KeySpec("items", .array(.items), "The tab items in order, the plus button not included. UIKit shows at most 5.",
                required: true),
        KeySpec("plusButton", .object(.plusButton), "The raised centre button (a CYLPlusButton subclass).",
                api: "CYLPlusButton"),
        KeySpec("preview", .object(.preview), "Which devices the preview shows and the layout rules check."),
    ])

    /// Every object spec of the format, for tooling that walks them all.
    public static let all: [ObjectSpec] = [.root, .tabBar, .offset, .insets, .item, .viewController, .plusButton,
                                           .preview, .customDevice]
}
