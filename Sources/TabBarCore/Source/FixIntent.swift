import JSONC

/// What a rule's fix does, said without any language's syntax. The front-end of the file the intent's
/// ranges are in renders it into edits (`SourceFrontEnd.render(_:in:)`); one that cannot offers no fix.
public enum FixIntent: Sendable, Hashable {
    /// Replace the value written at `range` (a literal or an expression) by a literal `value`.
    case replaceValue(ByteRange, with: LiteralValue)
    /// Insert the plus button's `indexOfPlusButtonInTabBar` class method, returning `index`, into the class body.
    case insertIndexMethod(returning: Int, into: SourceClass)
    /// Aim this title assignment at the navigation bar only (`self.navigationItem.title`), not the tab.
    case titleNavigationBar(SourceTitleAssignment)
    /// Rename this method to the protocol method with `selector`, its parameters kept.
    case renameMethod(SourceMethod, toSelector: String)
    /// Replace this method's name and parameters by the protocol method's whole signature for `selector`.
    case redeclareMethod(SourceMethod, asSelector: String)
    /// Remove this method, its lines included.
    case removeMethod(SourceMethod)
    /// Rename this registration call to the current registration method (`registerSubclass` → `registerPlusButton`).
    case renameRegistration(SourceRegistration)
    /// Swap two statements, `first` before `second`, when only white space lies between them.
    case swapStatements(ByteRange, ByteRange)
    /// Replace the bar's whole height written at `range` (`self.bounds.size.height`, `h`) by its content height
    /// (`bounds.size.height - safeAreaInsets.bottom`), parenthesized; `halved`: `range` is the half height
    /// (`CGRectGetMidY(self.bounds)`), so write half the content height.
    case useContentHeight(ByteRange, halved: Bool)
}

/// A literal a fix writes.
public enum LiteralValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
}
