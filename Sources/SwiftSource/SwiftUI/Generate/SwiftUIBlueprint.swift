import JSONC
import TabBarCore

/// What a generated SwiftUI `TabView` shows, read from a configuration: one tab per item, every name checked.
struct SwiftUIBlueprint: Sendable, Hashable {
    /// A tab's image: an SF Symbol (`systemImage:`) or an asset (`image:`).
    enum Image: Sendable, Hashable {
        case symbol(String)
        case asset(String)
    }

    struct Tab: Sendable, Hashable {
        /// The selection enum's case for this tab.
        var caseName: String
        /// nil or "" for an icon-only tab.
        var title: String?
        var image: Image
        var badge: String?
        /// The root view's type; nil shows the title in a `Text`.
        var rootView: String?
        /// A UIKit controller the configuration names (`…Controller`): no SwiftUI view, so only named in a comment.
        var controllerClass: String?
        /// `.navigationTitle(…)` in a `NavigationStack` around the root.
        var navigationTitle: String?
    }

    var tabs: [Tab]

    /// The blueprint of `config`, or the problems that keep it from being one.
    /// - Parameter reservedNames: the types the generated code declares, which the configuration's may not reuse.
    static func make(_ config: TabBarConfig, reservedNames: Set<String>) -> Result<SwiftUIBlueprint, CodeGenerationError> {
        var problems: [CodeGenerationProblem] = []
        if let plus = config.plusButton {
            problems.append(CodeGenerationProblem(
                "plusButton: a SwiftUI TabView has no raised button; remove it, or generate CYLTabBarController code "
                    + "with --language swift or objc", at: plus.keyRange))
        }
        if config.items.isEmpty {
            problems.append(CodeGenerationProblem("\"items\" is empty: a TabView needs at least one tab",
                                                  at: config.itemsMember?.keyRange ?? config.root?.range ?? ByteRange(0, 0)))
        }
        let names = SwiftUICaseNames.names(for: config.items)
        var tabs: [Tab] = []
        for (item, caseName) in zip(config.items, names) {
            let place = "item \(item.index + 1)"
            let image: Image
            if let symbol = item.systemImage?.value {
                image = .symbol(symbol)
            } else if let asset = item.image?.value {
                image = .asset(asset)
            } else {
                problems.append(CodeGenerationProblem(
                    "\(place) has neither \"systemImage\" (an SF Symbol) nor \"image\" (an asset): a tab needs one (TB013)",
                    at: item.range))
                continue
            }
            var rootView: String?
            var controllerClass: String?
            if let name = item.viewController?.className, name.value.hasSuffix("Controller") {
                controllerClass = name.value
            } else if let name = item.viewController?.className {
                if let reason = Self.typeProblem(name.value, reserved: reservedNames) {
                    problems.append(CodeGenerationProblem("\(place)'s viewController.class \(JSON.quote(name.value)) \(reason)",
                                                          at: name.range))
                }
                rootView = name.value
            }
            tabs.append(Tab(caseName: caseName, title: item.title?.value, image: image, badge: item.badge?.value,
                            rootView: rootView, controllerClass: controllerClass, navigationTitle: item.viewController?.navigationItemTitle?.value))
        }
        guard problems.isEmpty else { return .failure(.invalidConfiguration(problems)) }
        return .success(SwiftUIBlueprint(tabs: tabs))
    }

    /// SwiftUI's own names that a root view type would shadow in the generated file.
    static let swiftUINames: Set<String> = ["TabView", "Tab", "TabSection", "Label", "Image", "Text", "View", "NavigationStack"]

    /// Why `name` cannot be a tab's root view type, nil when it can.
    static func typeProblem(_ name: String, reserved: Set<String>) -> String? {
        guard ClassName.isClassName(name) else {
            return "is not a type name the generated code can use: an ASCII capital letter, then ASCII letters, digits and '_'"
        }
        if ClassName.keywords.contains(name) { return "is a keyword, not a type name" }
        if reserved.contains(name) { return "is the name of a type tabbar generates: choose another --class-prefix" }
        if swiftUINames.contains(name) { return "is a SwiftUI type the generated view uses: name the tab's own view" }
        return nil
    }
}
