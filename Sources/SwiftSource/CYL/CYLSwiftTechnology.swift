import SourceText
import TabBarCore

/// CYLTabBarController written in Swift: the controllers built with `CYLTabBarController(viewControllers:
/// tabBarItemsAttributes:)` or configured through its setters, and the plus button registrations.
public struct CYLSwiftTechnology: SwiftTechnology {
    public init() {}

    public var id: String { "cyl" }

    public var words: [String] { ByteScreen.cylTabBarControllerWords }

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        let controllers = CYLSwiftControllerBuilder(tokens: file.tokens, values: file.values, types: file.types, members: file.members,
                                                 bodies: file.bodies, resolver: file.resolver).controllers()
        reading.tabBar.controllers += controllers
        reading.tabBar.registrations += file.bodies.flatMap(\.registrations).sorted { $0.range < $1.range }
        reading.typesWithBar.formUnion(Self.types(holding: controllers, in: file))
    }

    /// The types holding a bar (types come in order; a few enclosing candidates are looked at).
    static func types(holding controllers: [SourceController], in file: SwiftFile) -> Set<String> {
        let (tokens, types) = (file.tokens, file.types)
        var names: Set<String> = []
        for controller in controllers {
            var low = 0, high = types.count
            while low < high {
                let middle = (low + high) / 2
                if tokens.range(types[middle].keywordToken).start <= controller.range.start { low = middle + 1 } else { high = middle }
            }
            for candidate in types[max(0, low - 8)..<low].reversed() {
                let end = tokens.range(min(candidate.close ?? tokens.count - 1, tokens.count - 1)).end
                if controller.range.end <= end { names.insert(candidate.name) }
            }
        }
        return names
    }
}
