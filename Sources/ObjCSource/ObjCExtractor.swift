import JSONC
import SourceText
import TabBarCore

/// Reads what an Objective-C file (`.m`, `.mm`, `.h`) says about the tab bar: its classes and methods,
/// the controllers it builds, the plus button registrations and the title assignments. Pattern
/// matching over tokens and brackets, not a parser: what is not a literal is unknown. Never traps;
/// linear in the file's size.
public enum ObjCExtractor {
    /// The facts of one Objective-C file.
    ///
    /// - Parameter bytes: the file's bytes (UTF-8 expected; any bytes are read).
    /// - Returns: the classes, controllers, registrations and comments, every range in `bytes`.
    public static func extract(_ bytes: [UInt8]) -> SourceFileFacts {
        extract(bytes, checksEveryMethod: false)
    }

    /// The facts of one Objective-C file; with `checksEveryMethod` (for tests), every reader reads every
    /// method's body, as if the word tests (`ObjCMethodWords`) let every method through.
    static func extract(_ bytes: [UInt8], checksEveryMethod: Bool) -> SourceFileFacts {
        facts(resolver(bytes, checksEveryMethod: checksEveryMethod))
    }

    /// The resolver of a file's tokens and declarations.
    static func resolver(_ bytes: [UInt8], checksEveryMethod: Bool = false) -> ObjCResolver {
        let tokens = ObjCInactiveCode.removingInactive(ObjCLexer.tokenize(bytes), in: bytes)
        let view = TokenView(bytes: bytes, tokens: tokens)
        let declarations = ObjCDeclarations(view)
        return ObjCResolver(view: view, declarations: declarations, checksEveryMethod: checksEveryMethod)
    }

    /// What every reader finds through `resolver`.
    static func facts(_ resolver: ObjCResolver) -> SourceFileFacts {
        let view = resolver.view
        let declarations = resolver.declarations
        let calls = StoryboardCalls.scan(view) { ObjCLexer.stringValue(view.tokens[$0], in: view.bytes) }
        let code = CodeFacts(classes: ObjCClassFacts(resolver).classes(),
                             storyboardUses: StoryboardUses(storyboardNames: calls.storyboardNames, identifiers: calls.identifiers,
                                                            instantiatesInitial: calls.instantiatesInitial))
        let cyl = ObjCControllerFinder(resolver).controllers()
        var tabBar = TabBarFacts(controllers: cyl + uikitBars(resolver, besides: cyl), registrations: registrations(resolver))
        tabBar.uikitNotes = ObjCUIKitNotes.notes(view, declarations)
        ObjCUIKitCustomBars(resolver: resolver).read(into: &tabBar)
        tabBar.uikitHelpers = ObjCUIKitHelpers(resolver: resolver).helpers()
        tabBar.uikitItemSettings = ObjCUIKitItemSettings(resolver: resolver).settings()
        return SourceFileFacts(frontEnd: ObjCFrontEnd(), tabBar: tabBar, code: code, comments: view.comments)
    }

    /// The stock UIKit bars (SPEC section 8) of the classes that build no CYLTabBarController bar.
    static func uikitBars(_ resolver: ObjCResolver, besides cyl: [SourceController]) -> [SourceController] {
        let view = resolver.view
        // Containers do not nest and come in order: each CYL bar's container by binary search.
        let containers = resolver.declarations.containers
        var cylClasses: Set<String> = []
        for controller in cyl {
            var low = 0, high = containers.count
            while low < high {
                let middle = (low + high) / 2
                if view.range(containers[middle].keyword).start <= controller.range.start { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { continue }
            let container = containers[low - 1]
            if controller.range.end <= view.range(container.last).end { cylClasses.insert(container.name) }
        }
        let bars = ObjCUIKitBars(resolver: resolver)
        return bars.controllers(excluding: cylClasses) + bars.instanceControllers()
    }

    /// `[X registerPlusButton]`, `[X registerSubclass]` (X capitalised), and `[super registerSubclass]` /
    /// `[self registerPlusButton]` in a class method such as `+load` (the README's way), which name the
    /// enclosing class. Parse and LeanCloud model classes register the same way (`[self registerSubclass]`):
    /// the project keeps only the registrations of plus button classes.
    static func registrations(_ resolver: ObjCResolver) -> [SourceRegistration] {
        let view = resolver.view
        let methods = resolver.declarations.methods
        var result: [SourceRegistration] = []
        var method = 0
        var index = 0
        while index + 3 < view.count {
            defer { index += 1 }
            guard view.isPunctuation(index, "["), view.partner(index) == index + 3, view.isIdentifier(index + 1),
                  view.isWord(index + 2, "registerPlusButton") || view.isWord(index + 2, "registerSubclass") else { continue }
            while method < methods.count, methods[method].close < index { method += 1 }
            let enclosing = method < methods.count && methods[method].open < index ? method : nil
            let isInLoad = enclosing.map { methods[$0].isClassMethod && methods[$0].selector == "load" } ?? false
            let className: String
            if view.isCapitalized(index + 1) {
                className = view.text(index + 1)
            } else if let enclosing, methods[enclosing].isClassMethod,
                      view.isWord(index + 1, "super") || view.isWord(index + 1, "self") {
                className = resolver.className(of: enclosing)
            } else {
                continue
            }
            result.append(SourceRegistration(className: className, range: view.range(index, through: index + 3),
                                             nameRange: view.range(index + 2),
                                             isDeprecated: view.isWord(index + 2, "registerSubclass"), isInLoad: isInLoad))
        }
        return result
    }
}
