/// Builds SVG markup line by line: elements with attributes in the order given,
/// numbers with at most two decimals and text escaped, so the output is deterministic.
struct SVGWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// An SVG attribute value.
    enum Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        case text(String)
        case number(Double)

        init(stringLiteral value: String) { self = .text(value) }
        init(floatLiteral value: Double) { self = .number(value) }
        init(integerLiteral value: Int) { self = .number(Double(value)) }

        var markup: String {
            switch self {
            case .text(let text): return XMLText.escape(text)
            case .number(let number): return PointFormat.string(number)
            }
        }
    }

    private static func attributes(_ attributes: KeyValuePairs<String, Value>) -> String {
        attributes.map { " \($0.key)=\"\($0.value.markup)\"" }.joined()
    }

    /// `<name a="1"/>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>) {
        append("<\(name)\(Self.attributes(attributes))/>")
    }

    /// `<name a="1">text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>, text: String) {
        append("<\(name)\(Self.attributes(attributes))>\(XMLText.escape(text))</\(name)>")
    }

    /// `<name ...>`, children, `</name>`.
    mutating func group(_ name: String, _ attributes: KeyValuePairs<String, Value>,
                        _ body: (inout SVGWriter) -> Void) {
        append("<\(name)\(Self.attributes(attributes))>")
        depth += 1
        body(&self)
        depth -= 1
        append("</\(name)>")
    }

    /// Adds pre-built lines, indented at the current depth.
    mutating func append(contentsOf others: [String]) {
        for line in others { append(line) }
    }

    private mutating func append(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }
}
