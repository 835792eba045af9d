import JSONC

/// A JSON-RPC error reply: a code and a message. Module errors are mapped to these
/// only at the server boundary.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The error as the JSON-RPC `error` member.
    public var json: JSON {
        ["code": .number(Double(code)), "message": .string(message)]
    }

    public var description: String { "\(code): \(message)" }

    /// -32700: the message is not valid JSON.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// -32600: the message is not a valid request, or it came after shutdown.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// -32601: no such method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "method not found: \(method)")
    }
    /// -32602: the parameters do not fit the method.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// -32603: the server failed.
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    /// -32002: a request before `initialize`.
    public static let serverNotInitialized = ResponseError(
        code: -32002, message: "the server is not initialized: send 'initialize' first")
    /// -32800: the client cancelled the request.
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
    /// -32803: the request is valid but cannot be carried out.
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}
