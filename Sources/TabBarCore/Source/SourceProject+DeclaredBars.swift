import JSONC

/// Declared bars linked to code (SPEC section 8): a storyboard scene's `<tabBar customClass="X">` installs the custom
/// bar class `X` the public way (as KVC does privately, without TB028), and the scene's controller class
/// (`customClass`) may lay a button over the bar from its code (`[self.tabBar addSubview:]`). Which bars are declared,
/// and the class each names, the linking steps say (`DeclaredBars`).
extension SourceProject {
    /// The custom bar class the declared bar `controller` names (a storyboard's `<tabBar customClass>`); nil for a
    /// stock bar or a bar built in code.
    public func namedBarClass(of controller: InFile<SourceController>) -> String? {
        customBarIndex.namedBarClass(of: controller)
    }

    /// The first view the class of declared bar `controller` lays over its bar, nil when none (or when the bar names
    /// no class of its own).
    static func declaredOverlay(of controller: InFile<SourceController>, in files: [SourceFile]) -> SourceAddedView? {
        guard let name = controller.value.className, name != StockControllerFacts.controllerClass else { return nil }
        return files.lazy.flatMap(\.facts.tabBar.barOverlays).first { $0.controllerClass == name }?.view
    }

    /// Declared bar `controller` with the custom bar it names (else one its class installs through KVC), else the
    /// view its class lays over the bar; unchanged when there is none.
    static func linkingDeclaredBar(_ controller: InFile<SourceController>, index: CustomBarIndex?,
                                   files: [SourceFile]) -> InFile<SourceController> {
        let name = controller.value.className
        let named = index?.namedBarClass(of: controller)
        var first = named.flatMap { index?.named[$0]?.first }
        if first == nil, name != StockControllerFacts.controllerClass {
            // A bar installed on the scene's class (on a class the code does not say, for a scene naming none).
            first = name.map { index?.installedOn[$0]?.first ?? nil } ?? index?.firstInstalledOnUnknown
        }
        let bar = first.flatMap { index?.bars[$0] }
        var uikit = controller.value.stock ?? StockControllerFacts(classIsKnown: true)
        if let bar {
            uikit.installedBar = bar.declaration.value
        } else if let overlay = declaredOverlay(of: controller, in: files) {
            uikit.overlay = overlay
        } else {
            return controller
        }
        var linked = controller
        linked.value.stock = uikit
        return linked
    }

    /// The tab under the first button added to `controller`'s bar (by its custom bar class or from its
    /// controller's code): the one whose equal slot holds the button's centre, the bar's middle unless the code
    /// says otherwise. Nil when no button is added.
    public func tabUnderAddedButton(of controller: InFile<SourceController>) -> Int? {
        guard controller.value.isStock, let count = controller.value.items?.elements.count, count > 0 else { return nil }
        let views = customBars(for: controller).flatMap(\.declaration.value.addedViews) + overlays(for: controller).map(\.value.view)
        guard let button = views.first else { return nil }
        let fraction = min(max(button.centerXFraction ?? 0.5, 0), 0.999)
        return Int((fraction * Double(count)).rounded(.down))
    }
}
