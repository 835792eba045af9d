/// Writes the Swift file of `CodeGenerator`: `<Prefix>TabBarController.swift`.
struct SwiftCodeWriter {
    let blueprint: TabBarBlueprint
    let names: CodeGenerator

    private var controller: String { names.controllerClassName }
    private var plusButton: String { names.plusButtonClassName }

    private func string(_ value: String) -> String { CodeLiteral.string(value, in: .swift) }
    private func number(_ value: Double) -> String { CodeLiteral.number(value) }

    /// The whole file: the controller (with the registration) and the plus button.
    func file() -> String {
        var out = "\nimport UIKit\nimport CYLTabBarController\n\n"
        out += controllerClass()
        if let plus = blueprint.plus { out += "\n" + plusButtonClass(plus) }
        return out
    }

    private func controllerClass() -> String {
        var out = """
        /// The tab bar controller the configuration describes. Call `\(controller).registerPlusButton()` in
        /// `application(_:didFinishLaunchingWithOptions:)`, then create it with `\(controller)()`.
        class \(controller): CYLTabBarController {
            /// Registers the plus button with CYLTabBarController (nothing when the configuration has none).
            /// Call it before creating the tab bar controller, never in `load()` (that crashes on iOS 10).
            static func registerPlusButton() {

        """
        out += blueprint.plus == nil ? "        // The configuration has no plus button.\n" : "        \(plusButton).register()\n"
        out += "    }\n\n    init() {\n"
        out += "        super.init(viewControllers: \(controller).viewControllersForTabBar(),\n"
        out += "                   tabBarItemsAttributes: \(controller).tabBarItemsAttributesForTabBar()"
        if blueprint.imageInsets != nil || blueprint.titlePositionAdjustment != nil {
            out += ",\n                   imageInsets: " + edgeInsets(blueprint.imageInsets)
            out += ",\n                   titlePositionAdjustment: " + offset(blueprint.titlePositionAdjustment)
        }
        out += ")\n"
        if let height = blueprint.tabBarHeight { out += "        self.tabBarHeight = \(number(height))\n" }
        out += "    }\n\n"
        out += "    required init?(coder: NSCoder) {\n"
        out += "        fatalError(\"\(controller) is made in code: use init()\")\n    }\n\n"
        out += "    /// The view controllers of the tabs, in order.\n"
        out += "    static func viewControllersForTabBar() -> [UIViewController] {\n"
        var elements: [String] = []
        for (index, item) in blueprint.items.enumerated() {
            let variable = "viewController\(index)"
            out += construction(of: item.viewController, as: variable, indent: "        ")
            let navigation = "UINavigationController(rootViewController: \(variable))"
            guard let badge = item.badge else {
                elements.append(navigation)
                continue
            }
            // The library sets the title and images on the tab's existing item, so the badge set here stays
            // (after the construction an index would be off by one: the plus child is inserted among them).
            out += "        let navigationController\(index) = \(navigation)\n"
            out += "        navigationController\(index).tabBarItem.badgeValue = \(string(badge))\n"
            elements.append("navigationController\(index)")
        }
        out += "        return " + arrayLiteral(elements) + "\n    }\n\n"
        out += "    /// The attributes of the tab items, in order.\n"
        out += "    static func tabBarItemsAttributesForTabBar() -> [[String: Any]] {\n"
        out += "        return " + arrayLiteral(blueprint.items.map(dictionary)) + "\n    }\n}\n"
        return out
    }

    /// `let v = C()` and the titles the configuration sets on it.
    private func construction(of viewController: TabBarBlueprint.ViewController, as variable: String, indent: String) -> String {
        var out = indent + "let \(variable) = \(viewController.instantiatedClass)()\n"
        if let title = viewController.title { out += indent + "\(variable).title = \(string(title))\n" }
        if let title = viewController.navigationItemTitle { out += indent + "\(variable).navigationItem.title = \(string(title))\n" }
        return out
    }

    private func dictionary(_ item: TabBarBlueprint.Item) -> String {
        var entries: [String] = []
        if let title = item.title { entries.append("CYLTabBarItemTitle: " + string(title)) }
        entries.append("CYLTabBarItemImage: " + string(item.image))
        if let selected = item.selectedImage { entries.append("CYLTabBarItemSelectedImage: " + string(selected)) }
        if let insets = item.imageInsets {
            entries.append("CYLTabBarItemImageInsets: NSValue(uiEdgeInsets: \(edgeInsets(insets)))")
        }
        if let adjustment = item.titlePositionAdjustment {
            entries.append("CYLTabBarItemTitlePositionAdjustment: NSValue(uiOffset: \(offset(adjustment)))")
        }
        return "[\n" + entries.map { "                " + $0 + ",\n" }.joined() + "            ]"
    }

    private func arrayLiteral(_ elements: [String]) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map { "            " + $0 + ",\n" }.joined() + "        ]"
    }

    private func edgeInsets(_ insets: Insets?) -> String {
        guard let insets else { return "UIEdgeInsets.zero" }
        return "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
            + "right: \(number(insets.right)))"
    }

    private func offset(_ offset: Offset?) -> String {
        guard let offset else { return "UIOffset.zero" }
        return "UIOffset(horizontal: \(number(offset.horizontal)), vertical: \(number(offset.vertical)))"
    }

    // MARK: Plus button

    private func plusButtonClass(_ plus: TabBarBlueprint.Plus) -> String {
        var out = "/// The raised centre button the configuration describes.\n"
        out += "class \(plusButton): CYLPlusButton, CYLPlusButtonSubclassing {\n"
        out += "    static func plusButton() -> Any {\n"
        out += "        let button = \(plusButton)()\n"
        if let image = plus.image { out += "        button.setImage(UIImage(named: \(string(image))), for: .normal)\n" }
        if let selected = plus.selectedImage { out += "        button.setImage(UIImage(named: \(string(selected))), for: .selected)\n" }
        if let title = plus.title {
            out += "        button.setTitle(\(string(title)), for: .normal)\n"
            out += "        button.setTitleColor(UIColor.gray, for: .normal)\n"
        }
        out += "        button.frame = CGRect(x: 0, y: 0, width: \(number(plus.width)), height: \(number(plus.height)))\n"
        out += "        return button\n    }\n"
        if let index = plus.index {
            out += "\n    static func indexOfPlusButtonInTabBar() -> UInt {\n        return \(index)\n    }\n"
        }
        if let multiplier = plus.multiplier {
            out += "\n    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {\n"
            out += "        return \(number(multiplier))\n    }\n"
        }
        if let offset = plus.centerYOffset {
            out += "\n    static func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat {\n"
            out += "        return \(number(offset))\n    }\n"
        }
        if let child = plus.child {
            out += "\n    static func plusChildViewController() -> UIViewController {\n"
            out += construction(of: child, as: "viewController", indent: "        ")
            out += "        return UINavigationController(rootViewController: viewController)\n    }\n"
        }
        if let shouldSelect = plus.shouldSelectChild {
            out += "\n    static func shouldSelectPlusChildViewController() -> Bool {\n        return \(shouldSelect)\n    }\n"
        }
        return out + "}\n"
    }
}
