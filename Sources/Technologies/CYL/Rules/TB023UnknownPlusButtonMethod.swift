import JSONC
import TabBarCore

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
                // A file of a language version before Swift 3 names its selectors by other rules (no label
                // for the first parameter): the selector read may not be the one it has.
                if selector.contains(":"), let version = Self.languageMajorVersion(of: method.file, in: context.project),
                   version < 3 { return nil }
                // Never suggest a method the class already has: the rename would not build.
                guard !PlusButtonSelector.all.contains(selector), let (intended, certain) = Self.intended(selector),
                      !implemented.contains(intended) else { return nil }
                // Only a method the front-end can rename is reported: the finding is its fix.
                let title = "Rename to \(context.spell(.classMethod(selector: intended), in: method.file))"
                guard let fix = context.fix(title, .renameMethod(method.value, toSelector: intended), in: method.file,
                                            applicability: certain ? .safe : .unsafe, isPreferred: true) else { return nil }
                let spelled = context.spell(.selectorNote(selector: selector), in: method.file)
                return SourceDiagnostic(file: method.file, Self.description.diagnostic(
                    "\(plus.name) implements \(selector), which the library never calls: \(spelled), not the "
                        + "protocol's \(intended); rename it",
                    at: method.value.nameRange, fixes: [fix]))
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

    private static func languageMajorVersion(of file: Int, in project: SourceProject) -> Int? {
        project.files.indices.contains(file) ? project.files[file].facts.languageMajorVersion : nil
    }
}
