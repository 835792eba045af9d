/// The configuration format described once: every object, its keys, their types and
/// documentation. The decoder, completion, hover and the JSON Schema all read this.
public enum ValueType: Sendable {
    /// A string; `nonEmpty` makes "" an invalid value.
    case string(nonEmpty: Bool)
    /// A finite number with an optional constraint.
    case number(NumberConstraint)
    /// A number meant as an integer index (range and integrality are TB005's job).
    case index
    case bool
    /// One of the listed strings.
    case enumeration([String])
    case object(ObjectSpec)
    case array(ArrayElement)

    /// What an array holds.
    public enum ArrayElement: Sendable {
        case items, devices
        /// Non-empty strings (rule codes, path globs: `.tabbarrc.json`).
        case strings
    }

    /// Constraints on numbers.
    public enum NumberConstraint: Sendable {
        case any, positive, nonNegative
    }

    /// A short name for messages and docs: "number > 0", "object", ...
    public var summary: String {
        switch self {
        case .string(let nonEmpty): return nonEmpty ? "non-empty string" : "string"
        case .number(.any): return "number"
        case .number(.positive): return "number > 0"
        case .number(.nonNegative): return "number >= 0"
        case .index: return "integer"
        case .bool: return "boolean"
        case .enumeration(let values): return values.map { "\"\($0)\"" }.joined(separator: " | ")
        case .object: return "object"
        case .array(.items): return "array of items"
        case .array(.devices): return "array of device names or objects"
        case .array(.strings): return "array of strings"
        }
    }
}

/// One key of an object.
public struct KeySpec: Sendable {
    public let name: String
    public let type: ValueType
    /// One or two sentences for hover, completion and the JSON Schema.
    public let documentation: String
    /// The CYLTabBarController API the key mirrors, if any.
    public let api: String?
    /// A default applied when the key is absent, as shown to users.
    public let defaultValue: String?
    public let isRequired: Bool
    /// Why the key is deprecated, if it is.
    public let deprecation: String?
    /// The key that replaces this deprecated one, suggested instead of it for a misspelt key.
    public let replacedBy: String?

    public init(_ name: String, _ type: ValueType, _ documentation: String, api: String? = nil,
                defaultValue: String? = nil, required: Bool = false, deprecation: String? = nil,
                replacedBy: String? = nil) {
        self.name = name
        self.type = type
        self.documentation = documentation
        self.api = api
        self.defaultValue = defaultValue
        self.isRequired = required
        self.deprecation = deprecation
        self.replacedBy = replacedBy
    }
}

/// An object of the format: its name in messages and its keys.
public struct ObjectSpec: Sendable {
    /// Everything in one shared object, so a copy of a spec (in `ValueType.object`, passed
    /// down while validating) is one reference count, not one per field.
    private final class Storage: Sendable {
        let name: String
        let keys: [KeySpec]
        /// Where each key name sits in `keys`.
        let positions: [String: Int]
        /// The keys' names in order, apart from the specs: a lookup compares names, copies no spec.
        let names: [String]
        /// Their lengths in UTF-8 bytes, compared before the names.
        let lengths: [Int]
        /// The names of the required keys.
        let requiredNames: [String]

        init(name: String, keys: [KeySpec]) {
            self.name = name
            self.keys = keys
            var positions: [String: Int] = [:]
            for (index, key) in keys.enumerated() where positions[key.name] == nil { positions[key.name] = index }
            self.positions = positions
            names = keys.map(\.name)
            lengths = names.map(\.utf8.count)
            requiredNames = keys.filter(\.isRequired).map(\.name)
        }
    }

    private let storage: Storage

    /// A name people recognise: "item", "plusButton", ...
    public var name: String { storage.name }
    public var keys: [KeySpec] { storage.keys }
    /// The names of the required keys.
    var requiredNames: [String] { storage.requiredNames }

    public init(name: String, keys: [KeySpec]) {
        storage = Storage(name: name, keys: keys)
    }

    /// The index in `keys` of the key called `name`. Specs are small (a few dozen keys at most),
    /// so comparing names, most of them small strings compared as two words, beats hashing.
    func index(of name: String) -> Int? {
        let names = storage.names, lengths = storage.lengths
        if names.count > 32 { return storage.positions[name] }
        let length = name.utf8.count
        for index in names.indices where lengths[index] == length && names[index] == name { return index }
        return nil
    }

    /// The key named `name`, if the object defines one.
    public func key(_ name: String) -> KeySpec? { index(of: name).map { keys[$0] } }
}
