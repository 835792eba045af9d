import JSONC
import TabBarCore

/// The client capabilities the server acts on.
public struct ClientCapabilities: Sendable, Hashable {
    /// The position encoding agreed: UTF-8 when the client offers it, else UTF-16.
    public var positionEncoding: LineTable.Unit
    /// Whether the client pulls diagnostics (`textDocument.diagnostic`).
    public var pullDiagnostics: Bool
    /// Whether the client can be asked to refresh pulled diagnostics.
    public var diagnosticRefresh: Bool
    /// Whether the client takes snippets in completion items.
    public var snippets: Bool
    /// Whether the client shows a symbol tree.
    public var hierarchicalSymbols: Bool
    /// Whether the client accepts `documentChanges` in workspace edits.
    public var documentChanges: Bool
    /// Whether the server may register file watchers at run time.
    public var dynamicWatchers: Bool
    /// Whether the client prefers markdown hovers.
    public var markdownHover: Bool
    /// Whether completion, formatting and document symbols can be registered at run time, for
    /// tab-bar files only (`documentSelector`): Objective-C and Swift buffers then never see them.
    public var dynamicJSONFeatures: Bool

    /// Reads the `capabilities` of `initialize`.
    public init(_ json: JSON?) {
        let encodings = json?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        positionEncoding = encodings.contains("utf-8") ? .utf8 : .utf16
        let text = json?["textDocument"]
        pullDiagnostics = text?["diagnostic"]?.objectValue != nil
        diagnosticRefresh = json?["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
        snippets = text?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        documentChanges = json?["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue ?? false
        dynamicWatchers = json?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        let formats = text?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue)
        markdownHover = formats.map { $0.contains("markdown") } ?? true
        dynamicJSONFeatures = ["completion", "formatting", "documentSymbol"].allSatisfy {
            text?[$0]?["dynamicRegistration"]?.boolValue == true
        }
    }

    /// The LSP name of the agreed encoding.
    public var positionEncodingName: String { positionEncoding == .utf8 ? "utf-8" : "utf-16" }
}
