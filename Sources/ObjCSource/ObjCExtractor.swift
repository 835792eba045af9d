import JSONC
import SourceText
import TabBarCore
import UIKitTechnology

/// Reads what an Objective-C file (`.m`, `.mm`, `.h`) says about the tab bar: its classes and methods,
/// the controllers it builds, the plus button registrations and the title assignments. Pattern
/// matching over tokens and brackets, not a parser: what is not a literal is unknown. Never traps;
/// linear in the file's size.
public enum ObjCExtractor {
    /// The facts of one Objective-C file.
    ///
    /// - Parameter bytes: the file's bytes (UTF-8 expected; any bytes are read).
    /// - Returns: the classes, controllers, registrations and comments, every range in `bytes`.
    public static func extract(_ bytes: [UInt8], by frontEnd: ObjCFrontEnd = ObjCFrontEnd()) -> SourceFileFacts {
        facts(resolver(bytes), by: frontEnd)
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

    /// What every technology of `frontEnd` finds through `resolver`.
    static func facts(_ resolver: ObjCResolver, by frontEnd: ObjCFrontEnd = ObjCFrontEnd()) -> SourceFileFacts {
        let file = ObjCFile(resolver: resolver)
        var reading = TechnologyReading(classes: ObjCClassFacts(resolver).classes())
        for technology in frontEnd.technologies { technology.read(file, into: &reading) }
        let declares = declaresNames(resolver.view)
        reading.tabBar.declaredStrings = declares ? resolver.evaluator.declaredStrings() : nil
        reading.tabBar.declaredNumbers = declares ? resolver.evaluator.declaredNumbers() : nil
        if declares {
            reading.tabBar.viewMeasureGetters = UIKitObjCMeasureGetters.addingScreenWidthMacros(resolver, to: reading.tabBar.viewMeasureGetters)
        }
        reading.tabBar.declaresLibraryNames = declaresLibraryNames(resolver.view)
        reading.tabBar.unresolvedNames = UnresolvedNames.of(reading.tabBar, classes: reading.classes, in: resolver.view.bytes)
        reading.tabBar.unresolvedCalls = ObjCImageHelpers.unresolved(reading.tabBar, classes: reading.classes, view: resolver.view,
                                                                       pending: resolver.pendingImageCalls)
        reading.tabBar.declaredImageHelpers = ObjCImageHelpers.declared(resolver)
        return SourceFileFacts(frontEnd: frontEnd, tabBar: reading.tabBar,
                               code: CodeFacts(classes: reading.classes, storyboardUses: reading.storyboardUses),
                               comments: resolver.view.comments)
    }

    /// Whether the file declares CYLTabBarController's own public names: `@protocol CYLPlusButtonSubclassing` (not a
    /// forward declaration), or the constant `CYLTabBarItemTitle` given its value (a renamed copy of the library).
    static func declaresLibraryNames(_ view: TokenView) -> Bool {
        // A file whose bytes spell neither name declares neither: its tokens are not walked.
        guard ObjCByteGates.mayHold(ObjCByteGates.libraryNames, in: view.bytes) else { return false }
        let tokens = view.tokens
        for index in tokens.indices {
            let length = tokens[index].range.length
            // `CYLTabBarItemTitle` is 18 bytes long, `CYLPlusButtonSubclassing` 24.
            guard tokens[index].kind == .identifier, length == 18 || length == 24 else { continue }
            if view.isWord(index, "CYLTabBarItemTitle"), view.isOperator(index + 1, "=") { return true }
            if view.isWord(index, "CYLPlusButtonSubclassing"), view.isAtKeyword(index - 1, "@protocol"),
               !view.isPunctuation(index + 1, ";") { return true }
        }
        return false
    }

    private static let declaringWords = ByteWords(ObjCByteGates.declaringWords)

    /// Whether the file may declare a string or number by name for other files: a directive (`#define`), a `const`
    /// word, or an enumeration (`enum`, `NS_ENUM`, `NS_OPTIONS`).
    static func declaresNames(_ view: TokenView) -> Bool {
        guard ObjCByteGates.mayHold(ObjCByteGates.declarations, in: view.bytes) else { return false }
        let define = Array("define".utf8)
        for index in 0..<view.count {
            if view.isWord(index, anyOf: declaringWords) { return true }
            guard view.kind(index) == .directive else { continue }
            let range = view.range(index)
            var cursor = range.start + 1
            while cursor < range.end, view.bytes[cursor] == 32 || view.bytes[cursor] == 9 { cursor += 1 }
            if cursor + define.count <= range.end, Array(view.bytes[cursor..<(cursor + define.count)]) == define { return true }
        }
        return false
    }

    /// `[X registerPlusButton]`, `[X registerSubclass]` (X capitalised), and `[super registerSubclass]` /
    /// `[self registerPlusButton]` in a class method such as `+load` (the README's way), which name the
    /// enclosing class. Parse and LeanCloud model classes register the same way (`[self registerSubclass]`):
    /// the project keeps only the registrations of plus button classes.
    static func registrations(_ resolver: ObjCResolver) -> [SourceRegistration] {
        let view = resolver.view
        guard ObjCByteGates.mayHold(ObjCByteGates.registrations, in: view.bytes) else { return [] }
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
