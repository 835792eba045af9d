/// A value in the syntax tree. Every node keeps the UTF-8 byte range of its text.
public struct JSONNode: Sendable {
    /// What the node holds.
    public enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// A number; the exact text stays available through the node's range.
        case number(Double)
        case bool(Bool)
        case null
        /// Text that could not be read as a value (already reported as a syntax error).
        case invalid
    }

    public var kind: Kind
    /// The bytes of the value, brackets and quotes included.
    public var range: ByteRange

    public init(kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// The members when the node is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }
    /// The elements when the node is an array.
    public var elements: [JSONNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }
    /// The text when the node is a string.
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }
    /// The value when the node is a number.
    public var numberValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }
    /// The value when the node is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The last member named `key`, as JSON's "last one wins" reads it.
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        // Lengths first (O(1)): most names differ in length, and comparing two long strings that
        // differ costs far more than comparing two counts.
        let length = key.utf8.count
        return members.last { $0.key.utf8.count == length && $0.key == key }
    }

    /// A short name of the node's type for messages: "object", "string", ...
    public var typeName: String {
        switch kind {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        case .invalid: return "invalid value"
        }
    }
}

/// A `"key": value` pair of an object.
public struct JSONMember: Sendable {
    /// The decoded key.
    public var key: String
    /// The key's bytes, quotes included.
    public var keyRange: ByteRange
    /// The value; nil when the text has a key but no readable value.
    public var value: JSONNode?
    /// From the key's first byte to the value's last (or the key's last when no value).
    public var range: ByteRange

    public init(key: String, keyRange: ByteRange, value: JSONNode?) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
        self.range = value.map { keyRange.union($0.range) } ?? keyRange
    }
}
