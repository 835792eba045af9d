import JSONC

/// A custom bar class linked to the controllers that install it (SPEC section 8): the class in one file,
/// its installation in another.
public struct SourceCustomBar: Sendable {
    /// The class (the declaration with its views, layout and hit-test overrides).
    public let declaration: InFile<SourceBarClass>
    /// The KVC installations of this class, across the project.
    public let installations: [InFile<SourceBarInstallation>]

    public init(declaration: InFile<SourceBarClass>, installations: [InFile<SourceBarInstallation>]) {
        self.declaration = declaration
        self.installations = installations
    }

    public var name: String { declaration.value.name }
}

extension SourceProject {
    /// Every custom bar class of the project: a class read as a bar (`TabBarFacts.customBars`) that inherits
    /// `UITabBar`, by its own file or by some other declaration of the project, or that a controller installs
    /// through KVC. In file order.
    public var customBars: [SourceCustomBar] { customBarIndex.bars }

    static func customBars(files: [SourceFile], classesByName: [String: [InFile<SourceClass>]],
                           declaredNames: Set<String>) -> [SourceCustomBar] {
        var installations: [String: [InFile<SourceBarInstallation>]] = [:]
        for index in files.indices {
            for installation in files[index].facts.tabBar.barInstallations {
                installations[installation.barClass, default: []].append(InFile(file: index, installation))
            }
        }
        var result: [SourceCustomBar] = []
        for index in files.indices {
            for bar in files[index].facts.tabBar.customBars {
                let installed = installations[bar.name] ?? []
                guard bar.classIsKnown || !installed.isEmpty || declaredNames.contains(bar.name)
                    || (classesByName[bar.name] ?? []).contains(where: { $0.value.superclass == SourceBarClass.barClass }) else { continue }
                result.append(SourceCustomBar(declaration: InFile(file: index, bar), installations: installed))
            }
        }
        return result
    }

    /// Each UIKit controller with the custom bar its class installs (`StockControllerFacts.installedBar`). A
    /// declared bar (a storyboard scene) that names a custom bar class, or whose class lays a view over its bar, is
    /// linked the same way (and gets its `uikit` part then: a declared bar is UIKit's).
    static func linkingCustomBars(_ controllers: [InFile<SourceController>], files: [SourceFile],
                                  index: CustomBarIndex) -> [InFile<SourceController>] {
        let installing = files.contains { !$0.facts.tabBar.barInstallations.isEmpty } || !index.declared.barClassNames.isEmpty
        let overlaying = files.contains { !$0.facts.tabBar.barOverlays.isEmpty }
        guard installing || overlaying else { return controllers }
        return controllers.map { controller in
            if index.declared.technology(of: controller) != nil {
                return linkingDeclaredBar(controller, index: installing ? index : nil, files: files)
            }
            guard controller.value.isStock, let name = controller.value.className else { return controller }
            var linked = controller
            if installing, let bar = index.installedOn[name]?.first {
                linked.value.stock?.installedBar = index.bars[bar].declaration.value
            } else if overlaying {
                linked.value.stock?.overlay = files.lazy.flatMap(\.facts.tabBar.barOverlays)
                    .first { $0.controllerClass == name }?.view
            }
            return linked
        }
    }

    /// The custom bars installed on `controller` (its class installs them on `self`, or an instance of its
    /// class is given them).
    public func customBars(for controller: InFile<SourceController>) -> [SourceCustomBar] {
        guard controller.value.isStock, let name = controller.value.className else { return [] }
        let named = namedBarClass(of: controller).flatMap { customBarIndex.named[$0] }
        return customBarIndex.bars(named, customBarIndex.installedOn[name])
    }

    /// The views added to `controller`'s stock bar from its class.
    public func overlays(for controller: InFile<SourceController>) -> [InFile<SourceBarOverlay>] {
        guard controller.value.isStock, let name = controller.value.className else { return [] }
        return files.indices.flatMap { index in
            files[index].facts.tabBar.barOverlays.filter { $0.controllerClass == name }.map { InFile(file: index, $0) }
        }
    }

    /// Whether `extension UITabBar` / a `UITabBar` category overrides hit testing somewhere in the project:
    /// then every bar's views above it are tappable.
    public var hitTestingOverriddenForEveryBar: Bool { customBarIndex.hitTestingOverriddenForEveryBar }
}
