import JSONC
import TabBarCore

/// UIKit's step in linking a project (`ProjectLinkingStep`): the UIKit bars kept (`keepingUIKitBars`), each bar's
/// calls to helpers of other files bound (`SourceProject+Helpers`), the items its class's code sets by position
/// applied (`SourceProject+ItemSettings`), and its root view controllers' own items (`SourceProject+OwnItems`).
public struct UIKitLinking: ProjectLinkingStep {
    public init() {}

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        ClassConditionalNotes.settling(Self.resolvingNumbers(Self.resolvingGetters(files)))
    }

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        // The getters a bar's arithmetic names are declared by a `UIView` category or extension of another file.
        if Self.namesGetters(facts.tabBar) { names.insert(ViewMeasureGetters.viewClass) }
        // A width a bar's slots divide may be a constant or macro of another file holding the screen's width (`kScreenW`).
        // `Sizes.screenWidth`: the file of the type.
        for bar in facts.tabBar.customBars {
            if let name = bar.layout?.widthGetter { names.insert(name.split(separator: ".").first.map(String.init) ?? name) }
        }
        // The numbers a bar's centre names are declared by a macro or constant of another file.
        // (`Metrics.margin`: the file that declares the type.)
        for name in Self.pendingNumberNames(facts.tabBar) { names.insert(name.split(separator: ".").first.map(String.init) ?? name) }
        // (A note on `self` waits on its class's superclass, declared in the class's header: the passes read the header
        // beside a `Tab`-named class; naming the class would read the files that define it, not its header.)
    }

    public func binding(_ controllers: [InFile<SourceController>], in files: [SourceFile],
                        classesByName: [String: [InFile<SourceClass>]]) -> [InFile<SourceController>] {
        let helpers = files.flatMap(\.facts.tabBar.tabHelpers)
        let kept = Self.keepingUIKitBars(controllers, classesByName: classesByName)
        let settings = SourceProject.itemSettings(files, controllers: kept)
        return kept
            .compactMap { SourceProject.bindingHelperCalls($0, helpers: helpers, classesByName: classesByName) }
            .map { SourceProject.applyingItemSettings($0, settings: settings.byClass, loose: settings.loose,
                                                      barInStoryboard: files[$0.file].path.hasSuffix(".storyboard")) }
            .map { SourceProject.applyingOwnItems($0, classesByName: classesByName) }
    }

    /// The UIKit bars (SPEC section 8) kept: never a CYLTabBarController (or subclass), which §7's reading
    /// owns; and a bar built on `self` in a class the file does not declare only when some file of the
    /// project declares that class a `UITabBarController` subclass.
    static func keepingUIKitBars(_ controllers: [InFile<SourceController>],
                                 classesByName: [String: [InFile<SourceClass>]]) -> [InFile<SourceController>] {
        controllers.filter { controller in
            guard let uikit = controller.value.stock, let name = controller.value.className else { return true }
            let superclasses = (classesByName[name] ?? []).compactMap(\.value.superclass)
            if name.hasPrefix("CYL") || superclasses.contains(where: { $0.hasPrefix("CYL") }) { return false }
            return uikit.classIsKnown || superclasses.contains(StockControllerFacts.controllerClass)
                || SourceProject.inheritsTabBarController(name, classesByName: classesByName)
        }
    }
}
