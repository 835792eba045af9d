/// How the rules spell code in each language, for messages and fix edits: the one place that
/// knows Objective-C from Swift syntax on the rules' side.
public enum SourceSpelling {
    /// A string literal: `@"首页"` / `"首页"` (the generator's spelling: escapes that every compiler and
    /// tabbar's own front-ends read back).
    public static func stringLiteral(_ value: String, in language: SourceLanguage) -> String {
        CodeLiteral.string(value, in: language)
    }

    /// A plus button class method returning an unsigned integer, as a member of the class body.
    /// `indent` is the file's method-body (ObjC) or member (Swift) indentation, `step` one level.
    public static func indexMethod(_ k: Int, in language: SourceLanguage, indent: String, step: String) -> String {
        switch language {
        case .objectiveC:
            return "+ (NSUInteger)\(PlusButtonSelector.index) {\n\(indent)return \(k);\n}\n"
        case .swift:
            return "\(indent)static func \(PlusButtonSelector.index)() -> UInt {\n\(indent)\(step)return \(k)\n\(indent)}\n"
        }
    }

    /// The signature that replaces `multiplerInCenterY` (its name, parameters included).
    public static func multiplierSignature(in language: SourceLanguage) -> String {
        switch language {
        case .objectiveC: return "multiplierOfTabBarHeight:(CGFloat)tabBarHeight"
        case .swift: return "multiplier(ofTabBarHeight tabBarHeight: CGFloat)"
        }
    }

    /// The registration method that replaces `registerSubclass`.
    public static func registerMethod(in language: SourceLanguage) -> String {
        language == .objectiveC ? "registerPlusButton" : "register"
    }

    /// How a class method is named in messages and fix titles: `+multiplierOfTabBarHeight:` /
    /// `multiplier(ofTabBarHeight:)`.
    public static func classMethod(_ selector: String, in language: SourceLanguage) -> String {
        switch language {
        case .objectiveC: return "+" + selector
        case .swift:
            switch selector {
            case PlusButtonSelector.multiplier: return "multiplier(ofTabBarHeight:)"
            case PlusButtonSelector.centerYOffset: return "constantOfPlusButtonCenterYOffset(forTabBarHeight:)"
            default:
                let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
                guard selector.hasSuffix(":"), let base = parts.first else { return selector + "()" }
                return base + "(" + parts.dropFirst().dropLast().map { $0 + ":" }.joined() + "_:)"
            }
        }
    }
}
