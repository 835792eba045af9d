import JSONC
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
        let sites = CYLObjCPlainConstructions.sites(in: file.resolver.view)
        if !sites.isEmpty { reading.tabBar.parts[PlainConstructions.self] = PlainConstructions(sites: sites) }
    }

    /// The classes whose `@implementation` holds one of `controllers` (containers do not nest and come in order).
    static func classes(holding controllers: [SourceController], in resolver: ObjCResolver) -> Set<String> {
        let view = resolver.view
        let spans = resolver.declarations.containers.map { container in
            (range: ByteRange(view.range(container.keyword).start, view.range(container.last).end), name: container.name)
        }
        return EnclosingDeclarations.names(holding: controllers.map(\.range), spans: spans, candidates: 1)
    }
}
