/// Code the rules name in their messages and fix titles, spelled by the front-end of the file they
/// report in (`SourceFrontEnd.spell(_:)`).
public enum CodeTerm: Sendable, Hashable {
    /// The plus button class method with this Objective-C selector: `+multiplierOfTabBarHeight:` /
    /// `multiplier(ofTabBarHeight:)`.
    case classMethod(selector: String)
    /// The call that registers the plus button: `registerPlusButton` / `register()`.
    case registrationCall
    /// A clause telling the reader the selector of a method written in this language, for a method the
    /// library never calls: `it is spelled indexOfPlusButtonInTabbar` / `its Objective-C selector is
    /// multiplierOfTabBarHeightWithTabBarHeight:`.
    case selectorNote(selector: String)
}
