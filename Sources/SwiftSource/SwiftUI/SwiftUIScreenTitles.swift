import JSONC
import TabBarCore

/// The view types of a file whose body sets exactly one literal `.navigationTitle("…")` / `.navigationTitle(Text("…"))`
/// of its own (not in a screen it pushes or presents), by type name: a tab of another file whose root view is one of
/// them is titled so (`SwiftUILinking`, TB037). Kept in the file's `TabBarFacts.parts`.
public struct SwiftUIScreenTitles: TechnologyPart {
    /// The title of each such type.
    public var titles: [String: SourceFact<String>]

    /// Titles by type name.
    public init(titles: [String: SourceFact<String>] = [:]) { self.titles = titles }
}

extension SwiftUIContentReader {
    /// The tokens of `range` spelling `navigationTitle` after a dot.
    static func titleNames(in range: Range<Int>, _ tokens: SwiftTokens) -> [Int] {
        SwiftUIHits.search(range, tokens, SwiftUIHits.isTitle)
    }

    /// The struct and class types holding exactly one of the titles `names` (the innermost type of each), its own
    /// and a literal, with at most eight titles in the type.
    func screenTitles(named names: [Int]) -> SwiftUIScreenTitles {
        var byType: [Int: [Int]] = [:]
        for name in names {
            var innermost: Int?
            for (position, type) in types.enumerated() where type.kind == .structType || type.kind == .classType {
                guard let open = type.open, open < name, name < (type.close ?? tokens.count) else { continue }
                if let current = innermost, let currentOpen = types[current].open, currentOpen > open { continue }
                innermost = position
            }
            if let innermost { byType[innermost, default: []].append(name) }
        }
        let screens = SwiftUINavigationReader(tokens: tokens, types: types, skipped: [])
        var titles: [String: SourceFact<String>] = [:]
        var seen: Set<String> = []
        for (position, hits) in byType where hits.count <= 8 {
            let type = types[position]
            // Two types of one name in a file: which one a tab shows is not told.
            guard seen.insert(type.name).inserted, let open = type.open else {
                titles.removeValue(forKey: type.name)
                continue
            }
            let own = hits.filter { !screens.isInDestination($0, after: open) }
            if own.count == 1, let title = title(at: own[0]), title.literal != nil { titles[type.name] = title }
        }
        return SwiftUIScreenTitles(titles: titles)
    }
}
