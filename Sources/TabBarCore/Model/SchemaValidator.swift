import JSONC

/// Walks the tree against the `ObjectSpec`s and reports unknown keys (TB006), wrong
/// types and impossible values (TB007) and repeated keys (TB008).
struct SchemaValidator {
    let document: JSONCDocument
    private(set) var findings: [Diagnostic] = []
    private let builder: EditBuilder

    init(document: JSONCDocument) {
        self.document = document
        self.builder = EditBuilder(document)
    }

    mutating func validateRoot() {
        guard let root = document.root else { return }
        guard case .object = root.kind else {
            if case .invalid = root.kind { return }
            findings.append(InvalidValueRule.description.diagnostic(
                "a tab-bar configuration is a JSON object, found \(root.typeName): write { \"items\": [ ... ] }",
                at: root.range))
            return
        }
        validateObject(root, spec: .root)
    }

    /// Validates a root object described by `spec` (another file kind, such as `.tabbarrc.json`);
    /// `kind` names the file in the message when the root is not an object.
    mutating func validateRoot(as spec: ObjectSpec, kind: String) {
        guard let root = document.root else { return }
        guard case .object = root.kind else {
            if case .invalid = root.kind { return }
            findings.append(InvalidValueRule.description.diagnostic(
                "\(kind) is a JSON object, found \(root.typeName)", at: root.range))
            return
        }
        validateObject(root, spec: spec)
    }

    private mutating func validateObject(_ node: JSONNode, spec: ObjectSpec) {
        guard let members = node.members else { return }
        reportDuplicates(members, in: spec)
        // A set, so an object of thousands of misspelt keys is not checked pairwise; made
        // only when some key is unknown.
        var siblingKeys: Set<String>?
        for member in members {
            guard let index = spec.index(of: member.key) else {
                if siblingKeys == nil { siblingKeys = Set(members.map(\.key)) }
                reportUnknown(member, in: spec, siblingKeys: siblingKeys ?? [])
                continue
            }
            if let value = member.value { validate(value, as: spec.keys[index], in: spec) }
        }
        for name in spec.requiredNames where !members.contains(where: { $0.key == name }) {
            guard let key = spec.key(name) else { continue }
            let anchor = ByteRange(node.range.start, min(node.range.end, node.range.start + 1))
            findings.append(InvalidValueRule.description.diagnostic(
                "\(spec.name) has no \"\(key.name)\": it is required (\(key.documentation))", at: anchor))
        }
    }

    private mutating func validate(_ value: JSONNode, as key: KeySpec, in spec: ObjectSpec) {
        if case .invalid = value.kind { return }  // already a syntax error
        if let problem = Self.problem(with: value, as: key.type) {
            findings.append(InvalidValueRule.description.diagnostic(
                "\"\(key.name)\" \(problem)", at: value.range))
            return
        }
        switch key.type {
        case .object(let inner):
            validateObject(value, spec: inner)
        case .array(.items):
            for element in value.elements ?? [] {
                if case .object = element.kind {
                    validateObject(element, spec: .item)
                } else if case .invalid = element.kind {
                    continue
                } else {
                    findings.append(InvalidValueRule.description.diagnostic(
                        "each item is an object like { \"title\": \"首页\", \"image\": \"home\" }, found \(element.typeName)",
                        at: element.range))
                }
            }
        case .array(.devices):
            for element in value.elements ?? [] { validateDevice(element) }
        default:
            break
        }
    }

    private mutating func validateDevice(_ element: JSONNode) {
        switch element.kind {
        case .string(let name):
            if Device.named(name) == nil {
                let known = Device.builtIn.map(\.name)
                let hint = Spelling.nearest(to: name, in: known).map { "did you mean \"\($0)\"? " } ?? ""
                findings.append(InvalidValueRule.description.diagnostic(
                    "unknown device \"\(name)\": \(hint)built-in devices are \(known.joined(separator: ", ")), "
                        + "or give an object { \"name\", \"width\", \"height\", \"safeAreaBottom\" }",
                    at: element.range))
            }
        case .object:
            validateObject(element, spec: .customDevice)
            for required in ["name", "width", "height"] where element.member(required) == nil {
                let anchor = ByteRange(element.range.start, element.range.start + 1)
                findings.append(InvalidValueRule.description.diagnostic(
                    "a custom device needs \"\(required)\"", at: anchor))
            }
        case .invalid:
            break
        default:
            findings.append(InvalidValueRule.description.diagnostic(
                "a device is a name such as \"iphone-15\" or an object { \"name\", \"width\", \"height\", \"safeAreaBottom\" }, found \(element.typeName)",
                at: element.range))
        }
    }

    /// What is wrong with `value` as `type`, as a message tail; nil when it is fine.
    static func problem(with value: JSONNode, as type: ValueType) -> String? {
        switch (type, value.kind) {
        case (.string(let nonEmpty), .string(let text)):
            return nonEmpty && text.isEmpty ? "must not be empty: give a name or remove the key" : nil
        case (.number(let constraint), .number(let number)):
            guard number.isFinite else { return "is not a usable number: it is out of range" }
            switch constraint {
            case .any: return nil
            case .positive: return number > 0 ? nil : "must be greater than 0, found \(JSON.format(number))"
            case .nonNegative: return number >= 0 ? nil : "must not be negative, found \(JSON.format(number))"
            }
        case (.index, .number(let number)):
            return number.isFinite ? nil : "is not a usable number: it is out of range"
        case (.bool, .bool), (.object, .object), (.array, .array):
            return nil
        case (.enumeration(let allowed), .string(let text)):
            return allowed.contains(text) ? nil
                : "must be \(allowed.map { "\"\($0)\"" }.joined(separator: " or ")), found \"\(text)\""
        default:
            return "must be \(article(type.summary)), found \(value.typeName)"
        }
    }

    private static func article(_ noun: String) -> String {
        if noun.hasPrefix("\"") { return "one of " + noun }
        return (noun.first.map { "aeio".contains($0) } == true ? "an " : "a ") + noun
    }

    private mutating func reportDuplicates(_ members: [JSONMember], in spec: ObjectSpec) {
        // Objects here are small: a quadratic scan beats hashing every key; large ones hash.
        var lastIndex: [String: Int] = [:]
        if members.count > 16 {
            for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        }
        for (index, member) in members.enumerated() {
            let winner = members.count > 16 ? lastIndex[member.key]
                : members.lastIndex(where: { $0.key.utf8.count == member.key.utf8.count && $0.key == member.key })
            guard let winner, winner != index else { continue }
            let later = members[winner]
            findings.append(DuplicateKeyRule.description.diagnostic(
                "\"\(member.key)\" is repeated in \(spec.name); only the last one counts: remove this one",
                at: member.keyRange,
                fixes: [Fix(title: "Remove this \"\(member.key)\"", edits: builder.removeEntry(member.range),
                            applicability: .safe, isPreferred: true)],
                tags: [.unnecessary],
                related: [RelatedLocation(range: later.keyRange, message: "the \"\(member.key)\" that counts")]))
        }
    }

    private mutating func reportUnknown(_ member: JSONMember, in spec: ObjectSpec, siblingKeys: Set<String>) {
        // A misspelling of a deprecated key is pointed at its replacement.
        let suggestion = Spelling.nearest(to: member.key, in: spec.keys.map(\.name))
            .map { name in spec.key(name)?.replacedBy ?? name }
        var message = "unknown key \"\(member.key)\" in \(spec.name)"
        var fixes: [Fix] = []
        if let suggestion {
            message += ": did you mean \"\(suggestion)\"?"
            // Renaming onto a key that is already there would only make a duplicate.
            if !siblingKeys.contains(suggestion) {
                fixes.append(Fix(title: "Rename to \"\(suggestion)\"",
                             edits: [builder.renameKey(member.keyRange, to: suggestion)],
                             applicability: .unsafe, isPreferred: true))
            }
        } else {
            message += "; known keys: " + spec.keys.map(\.name).joined(separator: ", ")
        }
        findings.append(UnknownKeyRule.description.diagnostic(message, at: member.keyRange, fixes: fixes))
    }
}
