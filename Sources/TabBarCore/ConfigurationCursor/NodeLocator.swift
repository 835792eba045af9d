import JSONC

/// Finds what lies at a byte offset of a configuration (for hover, completion and the
/// like). Works on documents with syntax errors: an unclosed object or array holds
/// every offset after its opening bracket.
public enum NodeLocator {
    /// The location of `offset` in `document`, described by `rootSpec` (a configuration's by default;
    /// `ObjectSpec.settings` for a `.tabbarrc.json`).
    public static func locate(_ offset: Int, in document: JSONCDocument, rootSpec: ObjectSpec = .root) -> NodeLocation {
        guard let root = document.root, contains(root, offset, document) else { return NodeLocation() }
        var location = NodeLocation()
        var node = root
        var objectSpec: ObjectSpec? = rootSpec
        var arrayKey: KeySpec?
        while true {
            location.container = node
            location.objectSpec = node.members != nil ? objectSpec : nil
            location.arrayKey = node.elements != nil ? arrayKey : nil
            if let members = node.members {
                guard let next = step(into: members, offset, document, spec: objectSpec, location: &location) else {
                    return location
                }
                (node, objectSpec, arrayKey) = next
            } else if let elements = node.elements {
                guard let next = step(into: elements, offset, document, arrayKey: arrayKey, location: &location) else {
                    return location
                }
                (node, objectSpec, arrayKey) = next
            } else {
                return location
            }
        }
    }

    private typealias Next = (JSONNode, ObjectSpec?, KeySpec?)

    private static func step(into members: [JSONMember], _ offset: Int, _ document: JSONCDocument, spec: ObjectSpec?,
                             location: inout NodeLocation) -> Next? {
        for member in members {
            let keySpec = spec?.key(member.key)
            if member.keyRange.touches(offset) {
                location.part = .key
                location.member = member
                location.keySpec = keySpec
                return nil
            }
            if let value = member.value, isContainer(value), contains(value, offset, document) {
                location.steps.append(NodeLocation.Step(key: member.key, node: value))
                location.member = nil
                location.keySpec = nil
                return (value, objectSpec(of: keySpec), keySpec)
            }
            if let value = member.value, value.range.touches(offset), !isContainer(value) || offset == value.range.start {
                location.part = .value
                location.member = member
                location.keySpec = keySpec
                return nil
            }
            if offset >= member.keyRange.end, member.value.map({ offset <= $0.range.start }) ?? true,
               let colon = document.significantToken(before: offset), colon.kind == .colon,
               colon.range.start >= member.keyRange.end {
                location.part = .value
                location.member = member
                location.keySpec = keySpec
                return nil
            }
        }
        location.part = .objectBody
        return nil
    }

    private static func step(into elements: [JSONNode], _ offset: Int, _ document: JSONCDocument, arrayKey: KeySpec?,
                             location: inout NodeLocation) -> Next? {
        for (index, element) in elements.enumerated() {
            if isContainer(element), contains(element, offset, document) {
                location.steps.append(NodeLocation.Step(index: index, node: element))
                return (element, elementSpec(of: arrayKey), nil)
            }
            if element.range.touches(offset) {
                location.part = .element(index: index)
                return nil
            }
        }
        location.part = .arrayBody
        return nil
    }

    /// The spec of an object held by a key of `keySpec`'s type.
    static func objectSpec(of keySpec: KeySpec?) -> ObjectSpec? {
        guard let keySpec else { return nil }
        if case .object(let spec) = keySpec.type { return spec }
        return nil
    }

    /// The spec of an object inside an array held by a key of `keySpec`'s type.
    static func elementSpec(of keySpec: KeySpec?) -> ObjectSpec? {
        guard let keySpec, case .array(let element) = keySpec.type else { return nil }
        switch element {
        case .items: return .item
        case .devices: return .customDevice
        case .strings: return nil
        }
    }

    private static func isContainer(_ node: JSONNode) -> Bool {
        node.members != nil || node.elements != nil
    }

    /// Whether `offset` lies between a container's brackets (or after its opening
    /// bracket when the container is never closed).
    private static func contains(_ node: JSONNode, _ offset: Int, _ document: JSONCDocument) -> Bool {
        guard isContainer(node) else { return node.range.touches(offset) }
        guard offset > node.range.start else { return false }
        let end = node.range.end
        let closed = end > node.range.start + 1 && end <= document.bytes.count
            && (document.bytes[end - 1] == UInt8(ascii: "}") || document.bytes[end - 1] == UInt8(ascii: "]"))
        return closed ? offset < end : true
    }
}
