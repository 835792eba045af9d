import TabBarCore

/// The Swift front-end's extraction: what a `.swift` file says about the tab bar (controllers, item
/// dictionaries, view controllers, the plus button's class methods, registrations, title assignments),
/// read from its tokens by pattern matching, never by a compiler. Linear in the file's size; never traps.
public enum SwiftExtractor {
    /// The facts of the Swift source `bytes` (any bytes: invalid UTF-8 and unbalanced brackets are tolerated).
    public static func extract(_ bytes: [UInt8]) -> SourceFileFacts {
        let tokens = SwiftTokens(bytes: bytes)
        var scanner = SwiftDeclarationScanner(tokens: tokens)
        scanner.scan()
        let types = scanner.types
        let members = scanner.members
        let bodies = members.map { member -> SwiftBodyFacts in
            var body = SwiftBodyScanner(tokens: tokens, member: member, owner: member.owner.map { types[$0] })
            body.scan()
            return body.facts
        }
        let values = SwiftValueReader(tokens: tokens)
        let resolver = SwiftResolver(tokens: tokens, types: types, members: members, bodies: bodies)
        let classes = SwiftClassBuilder(tokens: tokens, values: values, types: types, members: members, bodies: bodies).classes()
        let controllers = SwiftControllerBuilder(tokens: tokens, values: values, types: types, members: members, bodies: bodies,
                                                 resolver: resolver).controllers()
        // The classes holding a CYL bar (types come in order; a few enclosing candidates are looked at).
        var cylClasses: Set<String> = []
        for controller in controllers {
            var low = 0, high = types.count
            while low < high {
                let middle = (low + high) / 2
                if tokens.range(types[middle].keywordToken).start <= controller.range.start { low = middle + 1 } else { high = middle }
            }
            for candidate in types[max(0, low - 8)..<low].reversed() {
                let end = tokens.range(min(candidate.close ?? tokens.count - 1, tokens.count - 1)).end
                if controller.range.end <= end { cylClasses.insert(candidate.name) }
            }
        }
        let uikit = SwiftUIKitBars(tokens: tokens, values: values, types: types, members: members).controllers(excluding: cylClasses)
        let registrations = bodies.flatMap(\.registrations).sorted { $0.range < $1.range }
        var tabBar = TabBarFacts(controllers: controllers + uikit, registrations: registrations)
        tabBar.uikitNotes = SwiftUIKitNotes.notes(tokens, types: types, members: members)
        return SourceFileFacts(frontEnd: SwiftFrontEnd(), tabBar: tabBar,
                               code: CodeFacts(classes: classes), comments: tokens.view.comments)
    }
}
