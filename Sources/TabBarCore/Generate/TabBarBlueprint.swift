import JSONC

/// What the generated code builds, read from a configuration: plain values, every name already checked.
/// Both languages' writers work from it, so they say the same thing.
struct TabBarBlueprint: Sendable, Hashable {
    /// A view controller behind a tab or the plus button.
    struct ViewController: Sendable, Hashable {
        /// The class; nil makes a plain `UIViewController`.
        var className: String?
        /// `vc.title = …`: also renames the tab (TB003 checks it).
        var title: String?
        /// `vc.navigationItem.title = …`.
        var navigationItemTitle: String?

        /// The class the code instantiates.
        var instantiatedClass: String { className ?? "UIViewController" }
    }

    struct Item: Sendable, Hashable {
        var title: String?
        var image: String
        var selectedImage: String?
        var badge: String?
        var imageInsets: Insets?
        var titlePositionAdjustment: Offset?
        var viewController: ViewController
    }

    struct Plus: Sendable, Hashable {
        var width: Double
        var height: Double
        var title: String?
        var image: String?
        var selectedImage: String?
        var index: Int?
        /// `multiplierOfTabBarHeight`, or the deprecated `multiplerInCenterY` in its place.
        var multiplier: Double?
        var centerYOffset: Double?
        var child: ViewController?
        var shouldSelectChild: Bool?
    }

    var tabBarHeight: Double?
    var imageInsets: Insets?
    var titlePositionAdjustment: Offset?
    var items: [Item]
    var plus: Plus?

    /// The blueprint of `config`, or the problems that keep it from being one.
    /// - Parameter reservedNames: the classes the generated code defines, which the configuration's may not reuse.
    static func make(_ config: TabBarConfig, reservedNames: Set<String>) -> Result<TabBarBlueprint, CodeGenerationError> {
        var problems: [CodeGenerationProblem] = []
        func viewController(_ spec: ViewControllerSpec?, _ place: String) -> ViewController {
            guard let spec else { return ViewController() }
            if let name = spec.className {
                if let reason = ClassName.problem(name.value, reserved: reservedNames) {
                    problems.append(CodeGenerationProblem("\(place).class \(JSON.quote(name.value)) \(reason)", at: name.range))
                }
            }
            return ViewController(className: spec.className?.value, title: spec.title?.value,
                                  navigationItemTitle: spec.navigationItemTitle?.value)
        }
        var items: [Item] = []
        for item in config.items {
            let place = "item \(item.index + 1)"
            guard let image = item.image?.value else {
                let reason = item.systemImage == nil ? "CYLTabBarController needs one (TB013)"
                    : "its SF Symbol (\"systemImage\") is only generated for SwiftUI (--language swiftui); "
                        + "CYLTabBarController needs an image asset name"
                problems.append(CodeGenerationProblem("\(place) has no \"image\": \(reason)", at: item.range))
                continue
            }
            items.append(Item(title: item.title?.value, image: image, selectedImage: item.selectedImage?.value,
                              badge: item.badge?.value, imageInsets: item.imageInsets?.value,
                              titlePositionAdjustment: item.titlePositionAdjustment?.value,
                              viewController: viewController(item.viewController, "\(place)'s viewController")))
        }
        var plus: Plus?
        if let button = config.plusButton {
            var index: Int?
            if let written = button.index {
                if let value = button.integerIndex, value >= 0, value <= config.items.count {
                    index = value
                } else {
                    problems.append(CodeGenerationProblem(
                        "plusButton.indexOfPlusButtonInTabBar \(CodeLiteral.number(written.value)) is not a whole number "
                            + "from 0 to \(config.items.count) (TB005)", at: written.range))
                }
            }
            plus = Plus(width: button.width?.value ?? PlusButton.defaultSize,
                        height: button.height?.value ?? PlusButton.defaultSize,
                        title: button.title?.value, image: button.image?.value, selectedImage: button.selectedImage?.value,
                        index: index,
                        multiplier: button.multiplierOfTabBarHeight?.value ?? button.multiplerInCenterY?.value,
                        centerYOffset: button.constantOfPlusButtonCenterYOffset?.value,
                        child: button.plusChildViewController.map { viewController($0, "plusButton.plusChildViewController") },
                        shouldSelectChild: button.shouldSelectPlusChildViewController?.value)
        }
        guard problems.isEmpty else { return .failure(.invalidConfiguration(problems)) }
        return .success(TabBarBlueprint(tabBarHeight: config.tabBar.height?.value,
                                        imageInsets: config.tabBar.imageInsets?.value,
                                        titlePositionAdjustment: config.tabBar.titlePositionAdjustment?.value,
                                        items: items, plus: plus))
    }
}
