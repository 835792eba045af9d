import JSONC
import TabBarCore

/// `tabbar/preview` (and the arguments of the `tabbar.preview` command): the layout of a
/// document drawn as text, SVG or JSON.
public struct PreviewRequest: LSPRequest {
    public static let method = "tabbar/preview"
    public typealias Response = PreviewResult

    public var uri: String
    /// A built-in device name or a device of `preview.devices`; nil for the first previewed device.
    public var device: String?
    public var orientation: Orientation?
    public var format: PreviewFormat
    /// In an Objective-C or Swift document: a position in the controller construction to preview
    /// (nil: the first controller built in the document, else the first of its project).
    public var position: Position?

    public init(params: JSON?) throws(ParamsError) {
        let params = try Params(params)
        uri = try params.documentURI()
        device = params["device"]?.stringValue
        if params["position"] != nil { position = try params.position("position") }
        if let text = params["orientation"] {
            guard let value = text.stringValue.flatMap(Orientation.init(rawValue:)) else {
                throw ParamsError("params.orientation must be \"portrait\" or \"landscape\"")
            }
            orientation = value
        }
        if let text = params["format"] {
            guard let value = text.stringValue.flatMap(PreviewFormat.init(rawValue:)) else {
                throw ParamsError("params.format must be \"ascii\", \"svg\" or \"json\"")
            }
            format = value
        } else {
            format = .ascii
        }
    }
}
