import SourceText
import TabBarCore

/// CYLTabBarController written in Objective-C: the controllers built with `initWithViewControllers:
/// tabBarItemsAttributes:` or configured through its setters, and the plus button registrations.
public struct CYLObjCTechnology: ObjCTechnology {
    public init() {}

    public var id: String { "cyl" }

    public var words: [String] { ByteScreen.cylTabBarControllerWords }

    public func read(_ file: ObjCFile, into reading: inout TechnologyReading) {
        let controllers = CYLObjCControllerFinder(file.resolver).controllers()
        reading.tabBar.controllers += controllers
        reading.tabBar.registrations += ObjCExtractor.registrations(file.resolver)
        reading.typesWithBar.formUnion(Self.classes(holding: controllers, in: file.resolver))
    }

    /// The classes whose `@implementation` holds one of `controllers` (containers do not nest and come in order:
    /// each bar's container by binary search).
    static func classes(holding controllers: [SourceController], in resolver: ObjCResolver) -> Set<String> {
        let view = resolver.view
        let containers = resolver.declarations.containers
        var names: Set<String> = []
        for controller in controllers {
            var low = 0, high = containers.count
            while low < high {
                let middle = (low + high) / 2
                if view.range(containers[middle].keyword).start <= controller.range.start { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { continue }
            let container = containers[low - 1]
            if controller.range.end <= view.range(container.last).end { names.insert(container.name) }
        }
        return names
    }
}
