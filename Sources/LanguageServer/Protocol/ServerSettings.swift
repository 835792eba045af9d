import JSONC
import TabBarCore

/// The server's settings: `initializationOptions`, or `settings.tabbar` of
/// `workspace/didChangeConfiguration`.
///
/// ```json
/// { "select": ["TB001"], "ignore": ["TB012"], "pushDiagnostics": false,
///   "docsUrl": "https://example.org/tabbar/docs/rules" }
/// ```
public struct ServerSettings: Sendable, Hashable {
    /// When set, only these rule codes are reported.
    public var select: Set<String>?
    /// Rule codes never reported.
    public var ignore: Set<String>
    /// Whether diagnostics are pushed (`publishDiagnostics`) besides being pullable.
    /// SPEC section 6 pushes them always (the default); a client that pulls and would
    /// otherwise show each one twice (Neovim 0.10+) turns this off in its plug-in.
    public var pushDiagnostics: Bool
    /// The base address of the rule pages (`TB003.md` is appended) for diagnostic and hover
    /// links, instead of the pages installed with this copy.
    public var docsURL: String?

    /// Reads settings; anything missing or ill-typed keeps its default.
    public init(_ json: JSON? = nil) {
        select = json?["select"]?.arrayValue.map { Set($0.compactMap { $0.stringValue?.uppercased() }) }
        ignore = Set(json?["ignore"]?.arrayValue?.compactMap { $0.stringValue?.uppercased() } ?? [])
        pushDiagnostics = json?["pushDiagnostics"]?.boolValue ?? true
        docsURL = json?["docsUrl"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The lint options of these settings with the workspace's assets.
    public func lintOptions(assets: AssetIndex?) -> LintOptions {
        LintOptions(select: select, ignore: ignore, assets: assets)
    }
}
