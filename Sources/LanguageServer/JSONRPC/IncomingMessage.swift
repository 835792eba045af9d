import JSONC

/// One decoded JSON-RPC message from the client.
public enum IncomingMessage: Sendable {
    /// A request, to be answered exactly once.
    case request(id: RequestID, method: String, params: JSON?)
    /// A notification: no reply.
    case notification(method: String, params: JSON?)
    /// A reply to a request the server sent.
    case response(id: RequestID?, result: JSON?, error: JSON?)

    /// The largest nesting of a message; deeper ones are rejected as parse errors.
    public static let limits = ParseLimits(maxDepth: 64, maxBytes: 64 << 20)

    /// Decodes a message body.
    /// - Throws: `-32700` for text that is not JSON, `-32600` (with the id when there is
    ///   one) for JSON that is not a JSON-RPC message.
    public static func decode(_ body: [UInt8]) throws(DecodingFailure) -> IncomingMessage {
        guard body.count <= limits.maxBytes else {
            throw DecodingFailure(id: nil, error: .parseError("Parse error: the message is \(body.count) bytes; the limit is \(limits.maxBytes)"))
        }
        let root: JSON
        do throws(JSONReader.Failure) {
            root = try JSONReader.read(body, maxDepth: limits.maxDepth)
        } catch {
            throw DecodingFailure(id: nil, error: .parseError("Parse error: \(error)"))
        }
        guard case .object(let object) = root else {
            throw DecodingFailure(id: nil, error: .invalidRequest("a JSON-RPC message is an object"))
        }
        let idJSON = object["id"]
        let id = idJSON.flatMap(RequestID.init(json:))
        if let idJSON, id == nil, !idJSON.isNull {
            throw DecodingFailure(id: nil, error: .invalidRequest("'id' must be an integer or a string"))
        }
        if let version = object["jsonrpc"], version != "2.0" {
            throw DecodingFailure(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        let params = object["params"]
        if let method = object["method"] {
            guard let name = method.stringValue else {
                throw DecodingFailure(id: id, error: .invalidRequest("'method' must be a string"))
            }
            if let params, params.objectValue == nil, params.arrayValue == nil, !params.isNull {
                throw DecodingFailure(id: id, error: .invalidRequest("'params' must be an object or an array"))
            }
            if let id { return .request(id: id, method: name, params: params) }
            return .notification(method: name, params: params)
        }
        if object["result"] != nil || object["error"] != nil {
            return .response(id: id, result: object["result"], error: object["error"])
        }
        throw DecodingFailure(id: id, error: .invalidRequest("a message needs a 'method', or a 'result' or 'error'"))
    }

    /// Why a body is not a message, and the id to answer when it has one.
    public struct DecodingFailure: Error, Sendable {
        public var id: RequestID?
        public var error: ResponseError
    }
}
