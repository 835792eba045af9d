import JSONC
import StoryboardSource

/// Fuzz target: `XMLLexer.tokens` and `XMLDocument` on any bytes. Tokens are non-empty, contiguous and
/// cover the input; there are never more tokens than bytes; each token's kind agrees with its first byte;
/// the element reader never traps, keeps its elements within the input and the depth bound, gives each a
/// range inside its parent's, and decodes every attribute value. Time: one forward pass each, bounded by
/// libFuzzer's `-timeout`. Self-contained: links JSONC and the XML reader only.
@_cdecl("LLVMFuzzerTestOneInput")
public func xmlLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tokens = XMLLexer.tokens(bytes)
    var offset = 0
    for token in tokens {
        let range = token.range
        if range.start != offset { fail("\(token.kind) starts at \(range.start), expected \(offset)") }
        if range.end <= range.start || range.end > bytes.count { fail("bad \(token.kind) token \(range)") }
        let first = bytes[range.start]
        let lt = first == UInt8(ascii: "<")
        switch token.kind {
        case .text: if bytes[range.start..<range.end].contains(UInt8(ascii: "<")) { fail("text holds <") }
        case .comment, .cdata, .declaration, .processingInstruction, .tagOpen, .closeTagOpen: if !lt { fail("\(token.kind) without <") }
        case .tagEnd: if first != UInt8(ascii: ">") { fail("tagEnd") }
        case .emptyTagEnd: if first != UInt8(ascii: "/") { fail("emptyTagEnd") }
        case .equals: if first != UInt8(ascii: "=") { fail("equals") }
        case .attributeValue: if first != UInt8(ascii: "\"") && first != UInt8(ascii: "'") { fail("value") }
        case .whitespace, .attributeName, .unknown: if lt { fail("\(token.kind) holds <") }
        }
        offset = range.end
    }
    if offset != bytes.count { fail("tokens end at \(offset) of \(bytes.count)") }
    if tokens.count > bytes.count { fail("\(tokens.count) tokens for \(bytes.count) bytes") }

    let document = XMLDocument(bytes: bytes)
    for element in document.elements {
        if element.range.start < 0 || element.range.end > bytes.count || element.range.start > element.range.end { fail("element range") }
        if element.depth > XMLDocument.maximumDepth { fail("too deep") }
        if let parent = element.parent {
            let outer = document.elements[parent].range
            if element.range.start < outer.start || element.range.end > outer.end { fail("child outside its parent") }
        }
        for index in element.attributes {
            let attribute = document.attributes[index]
            if attribute.valueRange.end > bytes.count || attribute.nameRange.end > attribute.valueRange.start { fail("attribute range") }
            _ = document.value(of: attribute)
        }
    }
    return 0
}

private func fail(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}
