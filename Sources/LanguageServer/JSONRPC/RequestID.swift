import JSONC

/// A JSON-RPC request id: an integer or a string.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// Reads an id; nil for anything but an integer or a string.
    public init?(json: JSON) {
        switch json {
        case .string(let value): self = .string(value)
        case .number:
            guard let value = json.intValue else { return nil }
            self = .number(value)
        default: return nil
        }
    }

    /// The id as JSON.
    public var json: JSON {
        switch self {
        case .number(let value): return .number(Double(value))
        case .string(let value): return .string(value)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): return "\(value)"
        case .string(let value): return JSON.quote(value)
        }
    }
}
