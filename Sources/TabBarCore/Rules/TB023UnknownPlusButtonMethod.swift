import JSONC

/// TB023: a plus button class method that is almost, but not, a `CYLPlusButtonSubclassing` selector (source only).
public struct UnknownPlusButtonMethodRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB023", name: "unknown-plus-button-method", severity: .warning,
        summary: "A plus button class method whose name is close to a CYLPlusButtonSubclassing method but is not its selector.",
        rationale: """
        The library finds the plus button's settings by their Objective-C selectors. A method spelled \
        `indexOfPlusButtonInTabbar`, or a Swift `multiplierOfTabBarHeight(tabBarHeight:)` (whose selector is \
        `multiplierOfTabBarHeightWithTabBarHeight:`, not `multiplierOfTabBarHeight:`), compiles and is never \
        called: the button keeps the library's defaults.
        """,
        fixSummary: "Rename the method to the protocol's spelling.",
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        context.project.plusButtonClasses.flatMap { plus -> [SourceDiagnostic] in
            let implemented = Set(plus.methods.map(\.value.selector))
            return plus.methods.compactMap { method in
                let selector = method.value.selector
                // Never suggest a method the class already has: the rename would not build.
                guard !PlusButtonSelector.all.contains(selector), let (intended, certain) = Self.intended(selector),
                      !implemented.contains(intended) else { return nil }
                let language = context.language(of: method.file)
                let bytes = context.project.files[method.file].bytes
                guard let edit = Self.rename(method.value, to: intended, in: language, bytes: bytes) else { return nil }
                let spelled = language == .swift ? "its Objective-C selector is \(selector)" : "it is spelled \(selector)"
                return SourceDiagnostic(file: method.file, Self.description.diagnostic(
                    "\(plus.name) implements \(selector), which the library never calls: \(spelled), not the "
                        + "protocol's \(intended); rename it",
                    at: method.value.nameRange,
                    fixes: [Fix(title: "Rename to \(SourceSpelling.classMethod(intended, in: language))", edits: [edit],
                                applicability: certain ? .safe : .unsafe, isPreferred: true)]))
            }
        }
    }

    /// The protocol selector a near miss was meant to be, and whether that is certain: the same words
    /// in another case, or a Swift label that moved into the selector (`…WithTabBarHeight:`), are; a
    /// typo of at most two letters in a name of the same length give or take two is a guess. A name
    /// that only starts with a protocol name (`plusButtonClick`, an action) is another method.
    static func intended(_ selector: String) -> (String, certain: Bool)? {
        let folded = fold(selector)
        let names = PlusButtonSelector.all.filter { $0 != PlusButtonSelector.deprecatedMultiplier }
        for candidate in names {
            let target = fold(candidate)
            if folded == target { return (candidate, true) }
            // `multiplierOfTabBarHeightWithTabBarHeight:` → `multiplierOfTabBarHeight:`.
            if candidate.hasSuffix(":"), selector.hasSuffix(":"), folded.hasPrefix(target.dropLast() + "with") {
                return (candidate, true)
            }
        }
        for candidate in names where candidate.hasSuffix(":") == selector.hasSuffix(":")
            && abs(candidate.count - selector.count) <= 2 && selector.count >= 10
            && Spelling.distance(fold(selector), fold(candidate)) <= 2 {
            return (candidate, false)
        }
        return nil
    }

    private static func fold(_ selector: String) -> String { selector.lowercased() }

    /// The edit renaming `method` to `selector`: the first selector piece in Objective-C (parameters
    /// kept), the base name and first label in Swift (the parameter's own name kept).
    static func rename(_ method: SourceMethod, to selector: String, in language: SourceLanguage, bytes: [UInt8]) -> TextEdit? {
        let piece = String(selector.prefix { $0 != ":" })
        switch language {
        case .objectiveC:
            return TextEdit(range: method.nameRange, newText: piece)
        case .swift:
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
}
