import JSONC

/// An attribute of an element: its name and value with their ranges.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var nameRange: ByteRange
    /// The bytes between the quotes (the value as written, entities not yet decoded).
    public var valueRange: ByteRange
    /// The value with the predefined and numeric character references decoded.
    public var value: String

    public init(name: String, nameRange: ByteRange, valueRange: ByteRange, value: String) {
        self.name = name
        self.nameRange = nameRange
        self.valueRange = valueRange
        self.value = value
    }
}

/// One element of an XML file, in a flat list: its parent and children are indices in that list.
public struct XMLElement: Sendable, Hashable {
    public var name: String
    /// `<name`.
    public var nameRange: ByteRange
    /// The start tag, `<` to `>` (or as far as it goes).
    public var startTag: ByteRange
    /// From `<` to the end of the end tag (or of the last child when the end tag is missing).
    public var range: ByteRange
    public var attributes: [XMLAttribute]
    public var parent: Int?
    public var children: [Int]
    /// 0 for a root element.
    public var depth: Int

    /// The attribute named `name`.
    public func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
    /// The value of the attribute named `name`.
    public subscript(_ name: String) -> String? { attribute(name)?.value }
}
