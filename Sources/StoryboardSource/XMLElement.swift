import JSONC

/// An attribute of an element, as byte ranges: its name, and its value between the quotes (entities not
/// decoded; `XMLDocument.value(of:)` decodes it). Nothing is decoded until asked for, so reading a large
/// file makes no strings.
public struct XMLAttribute: Sendable, Hashable {
    public var nameRange: ByteRange
    public var valueRange: ByteRange

    public init(nameRange: ByteRange, valueRange: ByteRange) {
        self.nameRange = nameRange
        self.valueRange = valueRange
    }
}

/// One element of an XML file, in a flat list: its parent and children are indices in that list, its
/// attributes a slice of the document's attribute list.
public struct XMLElement: Sendable, Hashable {
    /// `<name`.
    public var nameRange: ByteRange
    /// The start tag, `<` to `>` (or as far as it goes).
    public var startTag: ByteRange
    /// From `<` to the end of the end tag (or of the last child when the end tag is missing).
    public var range: ByteRange
    /// The indices of its attributes in `XMLDocument.attributes`.
    public var attributes: Range<Int>
    public var parent: Int?
    public var children: [Int]
    /// 0 for a root element.
    public var depth: Int
}
