import JSONC

/// What a rule sees: the parsed document, the typed configuration, the findings the
/// decoder made on the way, the asset catalog and the layouts on the previewed devices.
public struct RuleContext: Sendable {
    public let document: JSONCDocument
    public let config: TabBarConfig
    /// Findings of TB006-TB008 and TB007 made while decoding; rules filter their own.
    public let decodingFindings: [Diagnostic]
    /// Image names of the workspace's asset catalogs; nil when there is none.
    public let assets: AssetIndex?
    /// The layout on each previewed device.
    public let layouts: [DeviceLayout]
    /// Builds fix edits on this document (one line table for all rules).
    public let edits: EditBuilder

    public init(document: JSONCDocument, config: TabBarConfig, decodingFindings: [Diagnostic], assets: AssetIndex?,
                layouts: [DeviceLayout]) {
        self.document = document
        self.config = config
        self.decodingFindings = decodingFindings
        self.assets = assets
        self.layouts = layouts
        self.edits = EditBuilder(document)
    }

    /// The decoder's findings with `code`.
    public func decodingFindings(_ code: String) -> [Diagnostic] {
        decodingFindings.filter { $0.code == code }
    }
}

/// The layout (or why there is none) on one oriented device.
public struct DeviceLayout: Sendable {
    public let device: OrientedDevice
    public let result: Result<TabBarLayout, LayoutError>

    public init(device: OrientedDevice, result: Result<TabBarLayout, LayoutError>) {
        self.device = device
        self.result = result
    }

    /// The layout when it could be computed.
    public var layout: TabBarLayout? {
        if case .success(let layout) = result { return layout }
        return nil
    }
}
