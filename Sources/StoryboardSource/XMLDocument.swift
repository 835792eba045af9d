import JSONC

/// The elements of an XML file, read tolerantly from its tokens: an end tag closes the nearest open
/// element of its name (and those opened inside it), an end tag with no such element is ignored, elements
/// left open end with the file. Bounded: elements deeper than `maximumDepth` are not kept (their contents
/// still are, at the depth limit), so no input makes the reader recurse or grow beyond its bytes.
public struct XMLDocument: Sendable {
    /// The deepest element kept; Interface Builder's files stay far below it.
    public static let maximumDepth = 200

    public let bytes: [UInt8]
    public let tokens: [XMLToken]
    /// Every element, in document order of their start tags.
    public private(set) var elements: [XMLElement] = []
    /// The indices of the elements with no parent.
    public private(set) var roots: [Int] = []

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = XMLLexer.tokens(bytes)
        read()
    }

    /// Every attribute of every element, element by element.
    public private(set) var attributes: [XMLAttribute] = []

    /// The comment ranges (for suppression directives).
    public var comments: [ByteRange] { tokens.lazy.filter { $0.kind == .comment }.map(\.range) }

    /// The name of `element`.
    public func name(_ element: Int) -> String {
        let range = elements[element].nameRange
        return Self.text(bytes, ByteRange(range.start + 1, range.end))
    }

    /// Whether `element` is named `name` (compared by bytes).
    public func element(_ element: Int, isNamed name: String) -> Bool {
        let range = elements[element].nameRange
        return equals(ByteRange(range.start + 1, range.end), name)
    }

    /// The attribute of `element` named `name`.
    public func attribute(_ element: Int, _ name: String) -> XMLAttribute? {
        for index in elements[element].attributes where equals(attributes[index].nameRange, name) { return attributes[index] }
        return nil
    }

    /// The decoded value of `element`'s attribute `name`.
    public subscript(_ element: Int, _ name: String) -> String? { attribute(element, name).map(value(of:)) }

    /// The value of `attribute` with its character references decoded.
    public func value(of attribute: XMLAttribute) -> String { XMLEntities.decode(bytes, attribute.valueRange) }

    /// The children of `element` named `name`.
    public func children(of element: Int, named name: String) -> [Int] {
        elements[element].children.filter { self.element($0, isNamed: name) }
    }

    /// The first child of `element` named `name` whose `key` attribute is `key` (any key when nil).
    public func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        elements[element].children.first { self.element($0, isNamed: name) && (key == nil || self[$0, "key"] == key) }
    }

    private func equals(_ range: ByteRange, _ name: String) -> Bool {
        var index = range.start
        for byte in name.utf8 {
            guard index < range.end, bytes[index] == byte else { return false }
            index += 1
        }
        return index == range.end
    }

    private mutating func read() {
        var stack: [Int] = []
        // Open elements deeper than the limit, counted but not kept.
        var hidden: [ByteRange] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .tagOpen:
                let firstAttribute = attributes.count
                var end = token.range.end
                var selfClosing = false
                var pendingName: ByteRange?
                var sawEquals = false
                index += 1
                tagLoop: while index < tokens.count {
                    let part = tokens[index]
                    switch part.kind {
                    case .attributeName:
                        pendingName = part.range
                        sawEquals = false
                    case .equals:
                        sawEquals = pendingName != nil
                    case .attributeValue:
                        if let nameRange = pendingName, sawEquals {
                            attributes.append(XMLAttribute(nameRange: nameRange, valueRange: Self.inner(of: part.range, in: bytes)))
                        }
                        pendingName = nil
                        sawEquals = false
                    case .whitespace:
                        break
                    case .unknown:
                        pendingName = nil
                    case .tagEnd:
                        end = part.range.end
                        index += 1
                        break tagLoop
                    case .emptyTagEnd:
                        end = part.range.end
                        selfClosing = true
                        index += 1
                        break tagLoop
                    default:
                        break tagLoop
                    }
                    end = part.range.end
                    index += 1
                }
                let range = ByteRange(token.range.start, end)
                if stack.count >= Self.maximumDepth || !hidden.isEmpty {
                    attributes.removeSubrange(firstAttribute...)
                    if !selfClosing { hidden.append(ByteRange(token.range.start + 1, token.range.end)) }
                    continue
                }
                let element = XMLElement(nameRange: token.range, startTag: range, range: range,
                                         attributes: firstAttribute..<attributes.count, parent: stack.last, children: [],
                                         depth: stack.count)
                let position = elements.count
                elements.append(element)
                if let parent = stack.last { elements[parent].children.append(position) } else { roots.append(position) }
                if !selfClosing { stack.append(position) }
                continue
            case .closeTagOpen:
                let name = ByteRange(token.range.start + 2, token.range.end)
                var end = token.range.end
                index += 1
                while index < tokens.count, [.whitespace, .attributeName, .equals, .attributeValue, .unknown].contains(tokens[index].kind) {
                    end = tokens[index].range.end
                    index += 1
                }
                if index < tokens.count, tokens[index].kind == .tagEnd {
                    end = tokens[index].range.end
                    index += 1
                }
                // Constant work per end tag: the innermost hidden element, else a kept one (at most `maximumDepth`).
                if let last = hidden.last, sameBytes(last, name) {
                    hidden.removeLast()
                    continue
                }
                guard let open = stack.lastIndex(where: {
                    sameBytes(ByteRange(elements[$0].nameRange.start + 1, elements[$0].nameRange.end), name)
                }) else { continue }
                hidden.removeAll(keepingCapacity: true)
                for closed in stack[open...] { elements[closed].range.end = end }
                stack.removeSubrange(open...)
                continue
            default:
                break
            }
            if let last = stack.last { elements[last].range.end = max(elements[last].range.end, token.range.end) }
            index += 1
        }
        // Elements left open end with the file.
        for open in stack { elements[open].range.end = bytes.count }
    }

    private func sameBytes(_ left: ByteRange, _ right: ByteRange) -> Bool {
        left.length == right.length && bytes[left.start..<left.end].elementsEqual(bytes[right.start..<right.end])
    }

    static func text(_ bytes: [UInt8], _ range: ByteRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// The bytes of a quoted value between its quotes (an unterminated value: to its end).
    static func inner(of range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        let quote = bytes[range.start]
        let closed = range.length >= 2 && bytes[range.end - 1] == quote
        return ByteRange(range.start + 1, closed ? range.end - 1 : range.end)
    }
}
