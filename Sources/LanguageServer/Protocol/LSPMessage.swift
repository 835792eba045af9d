import JSONC

/// A value that has a JSON form on the wire.
public protocol JSONEncodable: Sendable {
    /// The value as JSON.
    var json: JSON { get }
}

extension JSON: JSONEncodable {
    public var json: JSON { self }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    public var json: JSON { self?.json ?? .null }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    public var json: JSON { .array(map(\.json)) }
}

/// A request the server understands: its method name, its decoded parameters and the
/// type of its result. One type per method, all listed in `MessageRegistry`.
public protocol LSPRequest: Sendable {
    associatedtype Response: JSONEncodable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// Decodes the parameters.
    /// - Throws: `ParamsError` when they do not fit.
    init(params: JSON?) throws(ParamsError)
}

/// A notification the server understands. One type per method, all listed in `MessageRegistry`.
public protocol LSPNotification: Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
    /// Decodes the parameters.
    /// - Throws: `ParamsError` when they do not fit.
    init(params: JSON?) throws(ParamsError)
}

/// Parameters that do not fit a method; answered with -32602.
public struct ParamsError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Typed reads of a parameter object, throwing `ParamsError` with the member's path.
public struct Params: Sendable {
    public let object: JSONObject
    let path: String

    /// Reads `json` as an object; a missing value reads as an empty one.
    public init(_ json: JSON?, path: String = "params") throws(ParamsError) {
        switch json {
        case .object(let object)?: self.object = object
        case nil, .null?: self.object = JSONObject()
        default: throw ParamsError("\(path) must be an object")
        }
        self.path = path
    }

    /// The member `key`, nil when absent or null.
    public subscript(key: String) -> JSON? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    /// A required string.
    public func string(_ key: String) throws(ParamsError) -> String {
        guard let value = self[key]?.stringValue else { throw ParamsError("\(path).\(key) must be a string") }
        return value
    }

    /// A required integer.
    public func int(_ key: String) throws(ParamsError) -> Int {
        guard let value = self[key]?.intValue else { throw ParamsError("\(path).\(key) must be an integer") }
        return value
    }

    /// A required object.
    public func object(_ key: String) throws(ParamsError) -> Params {
        guard let value = self[key] else { throw ParamsError("\(path).\(key) is required") }
        return try Params(value, path: "\(path).\(key)")
    }

    /// An optional object.
    public func optionalObject(_ key: String) throws(ParamsError) -> Params? {
        guard let value = self[key] else { return nil }
        return try Params(value, path: "\(path).\(key)")
    }

    /// A required array.
    public func array(_ key: String) throws(ParamsError) -> [JSON] {
        guard let value = self[key]?.arrayValue else { throw ParamsError("\(path).\(key) must be an array") }
        return value
    }

    /// `textDocument.uri`.
    public func documentURI() throws(ParamsError) -> String {
        try object("textDocument").string("uri")
    }

    /// A required position.
    public func position(_ key: String) throws(ParamsError) -> Position {
        let inner = try object(key)
        return Position(line: try inner.int("line"), character: try inner.int("character"))
    }

    /// A required range.
    public func range(_ key: String) throws(ParamsError) -> LSPRange {
        let inner = try object(key)
        return LSPRange(start: try inner.position("start"), end: try inner.position("end"))
    }
}
