/// What may make a bar, as read, differ from the bar that runs, when the reading cannot tell (SPEC section 8):
/// code that may set its items over the values read, or a scene that may never be shown. A finding that
/// depends on such a bar's values is reported, but never above warning (`SourceController.severity(_:)`).
public struct BarDoubts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Code sets some of the bar's items or titles in a way tabbar does not follow to one value
    /// (an index it cannot evaluate, a write from another file over a storyboard's item).
    public static let codeMaySetItems = BarDoubts(rawValue: 1 << 0)
    /// The bar is a storyboard scene that the app may never show (not the main storyboard's initial scene,
    /// nor a segue's or reference's destination, and its class is made in code).
    public static let mayNeverShow = BarDoubts(rawValue: 1 << 1)
}

extension SourceController {
    /// `severity` for a finding that depends on this bar's values: an error becomes a warning while the bar has doubts.
    public func severity(_ severity: Severity) -> Severity {
        doubts.isEmpty ? severity : min(severity, .warning)
    }
}
