import JSONC
import SourceText
import TabBarCore

/// Images named through a category's class method of another file (`[UIImage imageOriginalWithName:@"home"]`): the
/// helpers a file's categories declare (`DeclaredImageHelpers`) and the calls its tab-bar values could not be read
/// through (`UnresolvedCalls`), for the project's linking (`DeclaredStringsLinking`) to join.
enum ObjCImageHelpers {
    /// The class methods of the file's categories of `UIImage` with one parameter whose body names an image by that
    /// parameter alone (`[UIImage imageNamed:name]`, its result returned as it is or with a rendering mode) and by
    /// nothing else.
    static func declared(_ resolver: ObjCResolver) -> DeclaredImageHelpers? {
        let view = resolver.view
        let declarations = resolver.declarations
        var selectors: Set<String> = []
        for container in declarations.containers
        where container.kind == .implementation && container.category != nil && container.name == imageClass {
            for index in container.methods {
                let method = declarations.methods[index]
                guard method.isClassMethod, method.parameters.count == 1, method.close > method.open + 1,
                      let parameter = method.parameters.first else { continue }
                var named = 0
                var byParameter = 0
                var returns = false
                for token in (method.open + 1)..<method.close {
                    if view.isWord(token, "return") { returns = true }
                    guard view.isWord(token, "imageNamed"), view.isPunctuation(token + 1, ":") else { continue }
                    named += 1
                    if view.isIdentifier(token + 2), view.text(token + 2) == parameter, view.isPunctuation(token + 3, "]") { byParameter += 1 }
                }
                if returns, named == 1, byParameter == 1 {
                    selectors.insert(DeclaredImageHelpers.key(imageClass, method.selector))
                }
            }
        }
        return selectors.isEmpty ? nil : DeclaredImageHelpers(selectors: selectors)
    }

    /// The unknown string values of `facts` spelled as a class method sent one string literal (`[UIImage
    /// imageOriginalWithName:@"home"]`, the whole value), or met by the item reader through a helper's parameter
    /// (`pending`, by the caller's literal), by range.
    static func unresolved(_ facts: TabBarFacts, classes: [SourceClass], view: TokenView,
                           pending: [ByteRange: UnresolvedCall] = [:]) -> UnresolvedCalls? {
        var calls: [ByteRange: UnresolvedCall] = [:]
        StringFacts.visit(facts, classes: classes) { fact in
            guard fact.value == .unknown, !fact.isSystemSymbol, calls[fact.range] == nil,
                  let call = pending[fact.range] ?? call(at: fact.range, view) else { return }
            calls[fact.range] = call
        }
        return calls.isEmpty ? nil : UnresolvedCalls(calls: calls)
    }

    /// `[Receiver selector:@"literal"]` spanning exactly `range`.
    private static func call(at range: ByteRange, _ view: TokenView) -> UnresolvedCall? {
        guard let open = firstToken(at: range.start, view), open + 5 < view.count, view.isPunctuation(open, "["),
              view.isIdentifier(open + 1), view.isCapitalized(open + 1), view.isIdentifier(open + 2),
              view.isPunctuation(open + 3, ":"), view.kind(open + 4) == .string, view.isPunctuation(open + 5, "]"),
              view.range(open + 5).end == range.end,
              let argument = ObjCLexer.stringValue(view.tokens[open + 4], in: view.bytes) else { return nil }
        return UnresolvedCall(range: range, receiver: view.text(open + 1), selector: view.text(open + 2) + ":",
                              argument: argument, argumentRange: view.range(open + 4))
    }

    /// The token starting at byte `offset`, nil when none does.
    private static func firstToken(at offset: Int, _ view: TokenView) -> Int? {
        let index = view.firstToken(startingAtOrAfter: offset)
        return index < view.count && view.range(index).start == offset ? index : nil
    }

    static let imageClass = "UIImage"
}
