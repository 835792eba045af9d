import JSONC

/// What lies at one byte offset of a configuration: the path from the root to the
/// innermost node there, whether the offset is on a key or a value, and the part of the
/// format (`ObjectSpec` / `KeySpec`) that describes it. Built by `NodeLocator`.
public struct NodeLocation: Sendable {
    /// Where in its container the offset lies.
    public enum Part: Sendable, Hashable {
        /// On a key (its quotes included).
        case key
        /// On a member's value, or after its colon where the value is still missing.
        case value
        /// On an array element that is not a container.
        case element(index: Int)
        /// Inside an object, between members: where a new key can go.
        case objectBody
        /// Inside an array, between elements: where a new element can go.
        case arrayBody
        /// Outside every object (an empty document, or after the root).
        case outside
    }

    /// One step from the root to the innermost node.
    public struct Step: Sendable {
        /// The member's key when the step enters an object member.
        public var key: String?
        /// The element's index when the step enters an array element.
        public var index: Int?
        /// The node the step enters.
        public var node: JSONNode

        public init(key: String? = nil, index: Int? = nil, node: JSONNode) {
            self.key = key
            self.index = index
            self.node = node
        }
    }

    /// The containers entered, outermost first (the root is not a step).
    public var steps: [Step]
    public var part: Part
    /// The innermost container holding the offset (an object or an array).
    public var container: JSONNode?
    /// The spec of `container` when it is an object the format describes.
    public var objectSpec: ObjectSpec?
    /// The key spec of the member owning `container` when it is an array (`items`, `devices`).
    public var arrayKey: KeySpec?
    /// The member whose key or value holds the offset (`.key` and `.value`).
    public var member: JSONMember?
    /// The spec of `member`'s key, when the format defines it.
    public var keySpec: KeySpec?

    public init(steps: [Step] = [], part: Part = .outside, container: JSONNode? = nil, objectSpec: ObjectSpec? = nil,
                arrayKey: KeySpec? = nil, member: JSONMember? = nil, keySpec: KeySpec? = nil) {
        self.steps = steps
        self.part = part
        self.container = container
        self.objectSpec = objectSpec
        self.arrayKey = arrayKey
        self.member = member
        self.keySpec = keySpec
    }

    /// The keys of the path, `items[2].viewController` style, for messages.
    public var pathDescription: String {
        var text = ""
        for step in steps {
            if let key = step.key { text += text.isEmpty ? key : ".\(key)" }
            if let index = step.index { text += "[\(index)]" }
        }
        return text
    }

    /// The index in `items` of the element holding the offset, counting all elements.
    /// On an item's opening brace the offset is on the element itself, not yet inside it.
    public var itemElementIndex: Int? {
        guard let first = steps.first, first.key == "items" else { return nil }
        if steps.count >= 2 { return steps[1].index }
        if case .element(let index) = part { return index }
        return nil
    }

    /// Whether the offset lies inside the `plusButton` object (or on its key).
    public var isInPlusButton: Bool {
        if let first = steps.first { return first.key == "plusButton" }
        return member?.key == "plusButton" && objectSpec?.name == ObjectSpec.root.name
    }
}
