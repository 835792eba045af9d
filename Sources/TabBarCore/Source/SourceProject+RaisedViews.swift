import JSONC

/// A view added to a tab bar, with where it lives and the bar it belongs to: a custom bar class's own view,
/// or a view a controller lays over its stock bar.
public struct SourceBarView: Sendable {
    /// The view, in `file`.
    public let view: InFile<SourceAddedView>
    /// The custom bar class that adds it; nil for a view added to a stock bar from a controller.
    public let barClass: String?
    /// The controller class that adds it to its stock bar; nil for a custom bar's own view.
    public let controllerClass: String?

    public init(view: InFile<SourceAddedView>, barClass: String?, controllerClass: String?) {
        self.view = view
        self.barClass = barClass
        self.controllerClass = controllerClass
    }
}

extension SourceProject {
    /// Every view added to a tab bar: the custom bars' own views, then the views laid over stock bars.
    public var barViews: [SourceBarView] {
        let own = customBars.flatMap { bar in
            bar.declaration.value.addedViews.map {
                SourceBarView(view: InFile(file: bar.declaration.file, $0), barClass: bar.name, controllerClass: nil)
            }
        }
        // A CYLTabBarController subclass (declared so in another file) is SPEC section 7's, never read as UIKit's.
        let laid = files.indices.flatMap { index in
            files[index].facts.tabBar.barOverlays.filter { overlay in
                !classes(named: overlay.controllerClass).contains { $0.value.superclass?.hasPrefix("CYL") == true }
            }.map {
                SourceBarView(view: InFile(file: index, $0.view), barClass: nil, controllerClass: $0.controllerClass)
            }
        }
        return own + laid
    }

    /// Whether touches above the bar reach `view`: its bar class, or a bar class its controller installs, or
    /// an `extension UITabBar` overrides hit testing.
    public func hitTestingReaches(_ view: SourceBarView) -> Bool {
        if hitTestingOverriddenForEveryBar { return true }
        let index = customBarIndex
        let overrides = { (bar: Int) in index.bars[bar].declaration.value.overridesHitTesting }
        if let barClass = view.barClass {
            return index.named[barClass]?.contains(where: overrides) == true
        }
        guard let controller = view.controllerClass else { return false }
        if index.installedOn[controller]?.contains(where: overrides) == true { return true }
        // A declared bar (a storyboard scene) of the controller's class naming a bar class that overrides it.
        return index.controllersOfClass[controller]?.contains { scene in
            namedBarClass(of: controllers[scene]).flatMap { index.named[$0] }?.contains(where: overrides) == true
        } == true
    }

    /// The UIKit bars `bar` (a custom bar class) is installed on.
    public func controllers(installing bar: SourceCustomBar) -> [InFile<SourceController>] {
        let index = customBarIndex
        let names = Set(bar.installations.compactMap(\.value.controllerClass))
        let lists = names.map { index.controllersOfClass[$0] } + [index.controllersNamingBar[bar.name]]
        return CustomBarIndex.merged(lists).map { controllers[$0] }.filter(\.value.isStock)
    }
}
