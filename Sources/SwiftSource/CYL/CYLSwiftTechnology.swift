import JSONC
import SourceText
import TabBarCore

/// CYLTabBarController written in Swift: the controllers built with `CYLTabBarController(viewControllers:
/// tabBarItemsAttributes:)` or configured through its setters, and the plus button registrations.
public struct CYLSwiftTechnology: SwiftTechnology {
    public init() {}

    public var id: String { "cyl" }

    public var words: [String] { ByteScreen.cylTabBarControllerWords }

    public func read(_ file: SwiftFile, into reading: inout TechnologyReading) {
        let controllers = CYLSwiftControllerBuilder(file: file).controllers()
        reading.tabBar.controllers += controllers
        reading.tabBar.registrations += file.bodies.flatMap(\.registrations).sorted { $0.range < $1.range }
        reading.typesWithBar.formUnion(Self.types(holding: controllers, in: file))
        // The plain constructions of a tab bar controller class (TB019): its names kept for the next keystroke.
        let previous = file.memo(of: id) as? Memo
        let names = file.change.flatMap { change in
            previous.map {
                TokenHits.revising($0.names, first: change.first, oldEnd: change.oldEnd, newEnd: change.newEnd) {
                    CYLSwiftPlainConstructions.names(in: $0, file.tokens)
                }
            }
        } ?? CYLSwiftPlainConstructions.names(in: 0..<file.tokens.count, file.tokens)
        let sites = CYLSwiftPlainConstructions.sites(at: names, in: file.tokens)
        if !sites.isEmpty { reading.tabBar.parts[PlainConstructions.self] = PlainConstructions(sites: sites) }
        reading.keep(Memo(names: names), for: id)
    }

    /// The tokens naming an app's class that may be a tab bar controller, kept for the file's next version.
    struct Memo: Sendable {
        let names: [Int]
    }

    /// The types holding a bar (types come in order; a few enclosing candidates are looked at).
    static func types(holding controllers: [SourceController], in file: SwiftFile) -> Set<String> {
        let tokens = file.tokens
        let spans = file.types.map { type in
            (range: ByteRange(tokens.range(type.keywordToken).start, tokens.range(min(type.close ?? tokens.count - 1, tokens.count - 1)).end),
             name: type.name)
        }
        return EnclosingDeclarations.names(holding: controllers.map(\.range), spans: spans, candidates: 8)
    }
}
