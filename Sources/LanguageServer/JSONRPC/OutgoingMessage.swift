import JSONC

/// Builds the JSON-RPC messages the server sends, framed for the wire.
public enum OutgoingMessage {
    /// A successful reply.
    public static func response(id: RequestID?, result: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("id", id?.json ?? .null), ("result", result)]))
    }

    /// An error reply.
    public static func error(id: RequestID?, _ error: ResponseError) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("id", id?.json ?? .null), ("error", error.json)]))
    }

    /// A notification.
    public static func notification(method: String, params: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]))
    }

    /// A request from the server to the client.
    public static func request(id: RequestID, method: String, params: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("id", id.json), ("method", .string(method)), ("params", params)]))
    }

    /// `message` with its `Content-Length` header.
    public static func frame(_ message: JSON) -> [UInt8] {
        let body = message.serializedBytes()
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        return bytes
    }
}
