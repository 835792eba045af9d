/// A JSON value for building output (LSP messages, `--format json`). Objects keep
/// their key order so output is stable.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object(JSONObject)

    /// The member `key` of an object, nil otherwise.
    public subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
    /// The value as an Int when it is an integral number in Int's range.
    public var intValue: Int? {
        guard case .number(let value) = self, value.isFinite, value.rounded() == value,
              abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
    public var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
    public var isNull: Bool { self == .null }
}

/// An ordered JSON object.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The members in order.
    public private(set) var members: [(key: String, value: JSON)]

    public init(_ members: [(String, JSON)] = []) {
        self.members = members.map { (key: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(elements)
    }

    /// The last value for `key`; setting replaces it in place or appends.
    public subscript(key: String) -> JSON? {
        get { members.last { $0.key == key }?.value }
        set {
            if let index = members.lastIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key: key, value: newValue))
            }
        }
    }

    public var keys: [String] { members.map(\.key) }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(JSONObject(elements)) }
    public init(nilLiteral: ()) { self = .null }
}

extension JSON {
    /// Converts a syntax-tree value; invalid parts become null.
    public init(_ node: JSONNode) {
        switch node.kind {
        case .object(let members):
            self = .object(JSONObject(members.map { ($0.key, $0.value.map(JSON.init) ?? .null) }))
        case .array(let elements): self = .array(elements.map(JSON.init))
        case .string(let value): self = .string(value)
        case .number(let value): self = .number(value)
        case .bool(let value): self = .bool(value)
        case .null, .invalid: self = .null
        }
    }

    /// Parses strict-enough JSON text; nil when it has any syntax error.
    public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default) -> JSON? {
        let document = JSONCDocument(bytes: bytes, limits: limits)
        guard document.errors.isEmpty, let root = document.root else { return nil }
        return JSON(root)
    }
}
