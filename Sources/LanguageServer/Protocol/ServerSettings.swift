import JSONC
import TabBarCore

/// The server's settings: `initializationOptions`, or `settings.tabbar` of
/// `workspace/didChangeConfiguration`.
///
/// ```json
/// { "select": ["TB001"], "ignore": ["TB012"], "pushDiagnostics": false }
/// ```
public struct ServerSettings: Sendable, Hashable {
    /// When set, only these rule codes are reported.
    public var select: Set<String>?
    /// Rule codes never reported.
    public var ignore: Set<String>
    /// Whether diagnostics are pushed (`publishDiagnostics`); nil: only to clients
    /// that do not pull them, so that a pulling client does not show each one twice.
    public var pushDiagnostics: Bool?

    /// Reads settings; anything missing or ill-typed keeps its default.
    public init(_ json: JSON? = nil) {
        select = json?["select"]?.arrayValue.map { Set($0.compactMap { $0.stringValue?.uppercased() }) }
        ignore = Set(json?["ignore"]?.arrayValue?.compactMap { $0.stringValue?.uppercased() } ?? [])
        pushDiagnostics = json?["pushDiagnostics"]?.boolValue
    }

    /// The lint options of these settings with the workspace's assets.
    public func lintOptions(assets: AssetIndex?) -> LintOptions {
        LintOptions(select: select, ignore: ignore, assets: assets)
    }
}
