import JSONC
import TabBarCore

/// How Swift spells the code the rules name, and the fix intents rendered in Swift.
extension SwiftFrontEnd {
    public func spell(_ term: CodeTerm) -> String {
        switch term {
        case .classMethod(let selector):
            switch selector {
            case PlusButtonSelector.multiplier: return "multiplier(ofTabBarHeight:)"
            case PlusButtonSelector.centerYOffset: return "constantOfPlusButtonCenterYOffset(forTabBarHeight:)"
            default:
                let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
                guard selector.hasSuffix(":"), let base = parts.first else { return selector + "()" }
                return base + "(" + parts.dropFirst().dropLast().map { $0 + ":" }.joined() + "_:)"
            }
        case .registrationCall: return "register()"
        case .selectorNote(let selector): return "its Objective-C selector is \(selector)"
        }
    }

    public func render(_ intent: FixIntent, in bytes: [UInt8]) -> [TextEdit]? {
        for technology in technologies {
            if let edits = technology.render(intent, in: bytes) { return edits.isEmpty ? nil : edits }
        }
        switch intent {
        case .replaceValue(let range, with: .string(let value)):
            return [TextEdit(range: range, newText: CodeLiteral.string(value, in: .swift))]
        case .insertIndexMethod(let k, let declaration):
            // A member at the file's member indentation, its body one level deeper.
            let indent = declaration.indentUnit
            let step = SourceInsertion.step(of: declaration, in: bytes)
            let method = "\(indent)static func \(PlusButtonSelector.index)() -> UInt {\n\(indent)\(step)return \(k)\n\(indent)}\n"
            return [SourceInsertion.member(method, into: declaration, of: bytes)]
        case .renameMethod(let method, let selector):
            return Self.rename(method, to: selector, in: bytes).map { [$0] }
        case .redeclareMethod(let method, let selector):
            guard selector == PlusButtonSelector.multiplier else { return nil }
            return [TextEdit(range: method.signatureRange, newText: "multiplier(ofTabBarHeight tabBarHeight: CGFloat)")]
        case .renameRegistration(let registration):
            return [TextEdit(range: registration.nameRange, newText: "register")]
        case .useContentHeight(let range, let halved):
            return UIKitSwiftContentHeight.edit(range, halved: halved, in: bytes).map { [$0] }
        case .replaceValue(_, with: .integer), .titleNavigationBar, .removeMethod, .swapStatements:
            return SourceEdits.plain(intent, in: bytes)
        }
    }

    /// The base name and first label renamed (the parameter's own name and type kept); nil for a
    /// signature this cannot rewrite (several parameters, a selector without a Swift name here).
    static func rename(_ method: SourceMethod, to selector: String, in bytes: [UInt8]) -> TextEdit? {
        let piece = String(selector.prefix { $0 != ":" })
        let signature = String(decoding: bytes[method.signatureRange.start..<min(method.signatureRange.end, bytes.count)],
                               as: UTF8.self)
        guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { return nil }
        let parameters = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
        guard selector.hasSuffix(":") else {
            return parameters.allSatisfy({ $0 == " " }) ? TextEdit(range: method.signatureRange, newText: piece + "()") : nil
        }
        // One parameter: `label name: Type` or `name: Type`; keep its name and type.
        guard !parameters.contains(","), let colon = parameters.firstIndex(of: ":") else { return nil }
        let names = parameters[..<colon].split(separator: " ")
        guard let name = names.last else { return nil }
        let type = parameters[parameters.index(after: colon)...].drop { $0 == " " }
        let (base, label): (String, String)
        switch selector {
        case PlusButtonSelector.multiplier: (base, label) = ("multiplier", "ofTabBarHeight")
        case PlusButtonSelector.centerYOffset: (base, label) = ("constantOfPlusButtonCenterYOffset", "forTabBarHeight")
        default: return nil
        }
        return TextEdit(range: method.signatureRange, newText: "\(base)(\(label) \(name): \(type))")
    }
}
