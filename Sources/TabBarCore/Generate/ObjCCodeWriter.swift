/// Writes the Objective-C files of `CodeGenerator`: `<Prefix>TabBarController.h` and `.m`.
struct ObjCCodeWriter {
    let blueprint: TabBarBlueprint
    let names: CodeGenerator

    private var controller: String { names.controllerClassName }
    private var plusButton: String { names.plusButtonClassName }
    private var registration: String { names.classPrefix + "RegisterPlusButton" }

    private func string(_ value: String) -> String { CodeLiteral.string(value, in: .objectiveC) }
    private func number(_ value: Double) -> String { CodeLiteral.number(value) }

    /// The header: the controller's interface and the registration function.
    func interface() -> String {
        """

        #import <UIKit/UIKit.h>
        #import <CYLTabBarController/CYLTabBarController.h>

        /// The tab bar controller the configuration describes. Call \(registration)() in
        /// -application:didFinishLaunchingWithOptions:, then create it with [[\(controller) alloc] init].
        @interface \(controller) : CYLTabBarController

        /// The view controllers of the tabs, in order.
        + (NSArray<UIViewController *> *)viewControllersForTabBar;

        /// The attributes of the tab items, in order.
        + (NSArray<NSDictionary *> *)tabBarItemsAttributesForTabBar;

        @end

        /// Registers the plus button with CYLTabBarController (nothing when the configuration has none).
        /// Call it in -application:didFinishLaunchingWithOptions: before creating the tab bar controller,
        /// never in +load (that crashes on iOS 10).
        FOUNDATION_EXTERN void \(registration)(void);

        """
    }

    /// The implementation: the registration, the controller and the plus button.
    func implementation() -> String {
        var out = "\n#import \"\(controller).h\"\n"
        var imported: Set<String> = []
        let classes = blueprint.items.map(\.viewController) + (blueprint.plus?.child.map { [$0] } ?? [])
        // Each class from the header named after it; UIKit's own (`UI` and a capital) come with UIKit.
        for name in classes.compactMap(\.className) where !Self.isUIKitClass(name) && imported.insert(name).inserted {
            out += "#import \"\(name).h\"\n"
        }
        out += "\n"
        if blueprint.plus != nil {
            out += "@interface \(plusButton) : CYLPlusButton <CYLPlusButtonSubclassing>\n@end\n\n"
        }
        out += "void \(registration)(void) {\n"
        out += blueprint.plus == nil ? "    // The configuration has no plus button.\n" : "    [\(plusButton) registerPlusButton];\n"
        out += "}\n\n"
        out += controllerImplementation()
        if let plus = blueprint.plus { out += "\n" + plusButtonImplementation(plus) }
        return out
    }

    /// `UIViewController`, `UITableViewController`: Apple's prefix, a capital after it.
    static func isUIKitClass(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.count > 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
    }

    private func controllerImplementation() -> String {
        var out = "@implementation \(controller)\n\n"
        out += "- (instancetype)init {\n"
        let indent = String(repeating: " ", count: "    self = [super ".count)
        var call = "    self = [super initWithViewControllers:[\(controller) viewControllersForTabBar]\n"
        call += indent + "  tabBarItemsAttributes:[\(controller) tabBarItemsAttributesForTabBar]"
        if blueprint.imageInsets != nil || blueprint.titlePositionAdjustment != nil {
            call += "\n" + indent + "            imageInsets:" + edgeInsets(blueprint.imageInsets)
            call += "\n" + indent + "titlePositionAdjustment:" + offset(blueprint.titlePositionAdjustment)
        }
        out += call + "];\n"
        var setUp: [String] = []
        if let height = blueprint.tabBarHeight { setUp.append("self.tabBarHeight = \(number(height));") }
        if !setUp.isEmpty {
            out += "    if (self) {\n" + setUp.map { "        " + $0 + "\n" }.joined() + "    }\n"
        }
        out += "    return self;\n}\n\n"
        out += "+ (NSArray<UIViewController *> *)viewControllersForTabBar {\n"
        var elements: [String] = []
        for (index, item) in blueprint.items.enumerated() {
            let variable = "viewController\(index)"
            out += construction(of: item.viewController, as: variable)
            let navigation = "[[UINavigationController alloc] initWithRootViewController:\(variable)]"
            guard let badge = item.badge else {
                elements.append(navigation)
                continue
            }
            // The library sets the title and images on the tab's existing item, so the badge set here stays
            // (after the construction an index would be off by one: the plus child is inserted among them).
            out += "    UINavigationController *navigationController\(index) = \(navigation);\n"
            out += "    navigationController\(index).tabBarItem.badgeValue = \(string(badge));\n"
            elements.append("navigationController\(index)")
        }
        out += "    return " + arrayLiteral(elements) + ";\n}\n\n"
        out += "+ (NSArray<NSDictionary *> *)tabBarItemsAttributesForTabBar {\n"
        out += "    return " + arrayLiteral(blueprint.items.map(dictionary)) + ";\n}\n\n@end\n"
        return out
    }

    /// `C *v = [[C alloc] init];` and the titles the configuration sets on it.
    private func construction(of viewController: TabBarBlueprint.ViewController, as variable: String) -> String {
        let name = viewController.instantiatedClass
        var out = "    \(name) *\(variable) = [[\(name) alloc] init];\n"
        if let title = viewController.title { out += "    \(variable).title = \(string(title));\n" }
        if let title = viewController.navigationItemTitle { out += "    \(variable).navigationItem.title = \(string(title));\n" }
        return out
    }

    private func dictionary(_ item: TabBarBlueprint.Item) -> String {
        var entries: [String] = []
        if let title = item.title { entries.append("CYLTabBarItemTitle : " + string(title)) }
        entries.append("CYLTabBarItemImage : " + string(item.image))
        if let selected = item.selectedImage { entries.append("CYLTabBarItemSelectedImage : " + string(selected)) }
        if let insets = item.imageInsets {
            entries.append("CYLTabBarItemImageInsets : [NSValue valueWithUIEdgeInsets:\(edgeInsets(insets))]")
        }
        if let adjustment = item.titlePositionAdjustment {
            entries.append("CYLTabBarItemTitlePositionAdjustment : [NSValue valueWithUIOffset:\(offset(adjustment))]")
        }
        return "@{\n" + entries.map { "            " + $0 + ",\n" }.joined() + "        }"
    }

    private func arrayLiteral(_ elements: [String]) -> String {
        guard !elements.isEmpty else { return "@[]" }
        return "@[\n" + elements.map { "        " + $0 + ",\n" }.joined() + "    ]"
    }

    private func edgeInsets(_ insets: Insets?) -> String {
        guard let insets else { return "UIEdgeInsetsZero" }
        return "UIEdgeInsetsMake(\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right)))"
    }

    private func offset(_ offset: Offset?) -> String {
        guard let offset else { return "UIOffsetZero" }
        return "UIOffsetMake(\(number(offset.horizontal)), \(number(offset.vertical)))"
    }

    // MARK: Plus button

    private func plusButtonImplementation(_ plus: TabBarBlueprint.Plus) -> String {
        var out = "@implementation \(plusButton)\n\n"
        out += "+ (id)plusButton {\n"
        out += "    \(plusButton) *button = [[\(plusButton) alloc] init];\n"
        if let image = plus.image {
            out += "    [button setImage:[UIImage imageNamed:\(string(image))] forState:UIControlStateNormal];\n"
        }
        if let selected = plus.selectedImage {
            out += "    [button setImage:[UIImage imageNamed:\(string(selected))] forState:UIControlStateSelected];\n"
        }
        if let title = plus.title {
            out += "    [button setTitle:\(string(title)) forState:UIControlStateNormal];\n"
            out += "    [button setTitleColor:[UIColor grayColor] forState:UIControlStateNormal];\n"
        }
        out += "    button.frame = CGRectMake(0, 0, \(number(plus.width)), \(number(plus.height)));\n"
        out += "    return button;\n}\n"
        if let index = plus.index {
            out += "\n+ (NSUInteger)indexOfPlusButtonInTabBar {\n    return \(index);\n}\n"
        }
        if let multiplier = plus.multiplier {
            out += "\n+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {\n    return \(number(multiplier));\n}\n"
        }
        if let offset = plus.centerYOffset {
            out += "\n+ (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {\n"
            out += "    return \(number(offset));\n}\n"
        }
        if let child = plus.child {
            out += "\n+ (UIViewController *)plusChildViewController {\n"
            out += construction(of: child, as: "viewController")
            out += "    return [[UINavigationController alloc] initWithRootViewController:viewController];\n}\n"
        }
        if let shouldSelect = plus.shouldSelectChild {
            out += "\n+ (BOOL)shouldSelectPlusChildViewController {\n    return \(shouldSelect ? "YES" : "NO");\n}\n"
        }
        return out + "\n@end\n"
    }
}
