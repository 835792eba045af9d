import JSONC
import TabBarCore

/// How Objective-C spells the code the rules name, and the fix intents rendered in Objective-C.
extension ObjCFrontEnd {
    public func spell(_ term: CodeTerm) -> String {
        switch term {
        case .classMethod(let selector): return "+" + selector
        case .registrationCall: return "registerPlusButton"
        case .selectorNote(let selector): return "it is spelled \(selector)"
        }
    }

    public func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        switch intent {
        case .replaceValue(let range, with: .string(let value)):
            return [TextEdit(range: range, newText: CodeLiteral.string(value, in: .objectiveC))]
        case .insertIndexMethod(let k, let declaration):
            // The method at the start of its line, its body indented as the file indents method bodies.
            let method = "+ (NSUInteger)\(PlusButtonSelector.index) {\n\(declaration.indentUnit)return \(k);\n}\n"
            return [SourceInsertion.member(method, into: declaration, of: bytes)]
        case .renameMethod(let method, let selector):
            // The first selector piece; the parameters stay as written.
            return [TextEdit(range: method.nameRange, newText: String(selector.prefix { $0 != ":" }))]
        case .redeclareMethod(let method, let selector):
            guard selector == PlusButtonSelector.multiplier else { return nil }
            return [TextEdit(range: method.signatureRange, newText: "multiplierOfTabBarHeight:(CGFloat)tabBarHeight")]
        case .renameRegistration(let registration):
            return [TextEdit(range: registration.nameRange, newText: "registerPlusButton")]
        case .useContentHeight(let range, let halved):
            let content = "(self.bounds.size.height - self.safeAreaInsets.bottom)"
            return [TextEdit(range: range, newText: halved ? "(" + content + " * 0.5)" : content)]
        case .replaceValue(_, with: .integer), .titleNavigationBar, .removeMethod, .swapStatements:
            return SourceEdits.plain(intent, in: bytes)
        }
    }
}
