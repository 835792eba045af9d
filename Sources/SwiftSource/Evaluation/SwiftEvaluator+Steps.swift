import JSONC
import TabBarCore

/// The named places a value passes through, as messages and hover tell them (`Tabs.title`, `makeTab(title:)`).
extension SwiftEvaluator {
    /// A property (or constant) read at `range`: `Type.name`, or the bare name of a file-scope constant.
    func step(_ property: SwiftDeclarationIndex.Property, at range: Range<Int>) -> ValueStep {
        let name = tokens.text(property.nameToken)
        guard let owner = property.owner else { return ValueStep(.constant, name, at: bytes(range)) }
        return ValueStep(property.isStatic && !property.isComputed ? .constant : .property, "\(owner).\(name)", at: bytes(range))
    }

    /// A function called at `range`: `Type.name(label:…)`.
    func step(_ function: SwiftDeclarationIndex.Function, at range: Range<Int>) -> ValueStep {
        let labels = function.parameters.map { "\($0.label ?? "_"):" }.joined()
        let name = tokens.text(function.nameToken) + "(\(labels))"
        return ValueStep(.call, function.owner.map { "\($0).\(name)" } ?? name, at: bytes(range))
    }

    /// An element of a collection or tuple, read at `range` as written there (`titles[0]`, `pair.title`).
    func elementStep(at range: Range<Int>) -> ValueStep {
        ValueStep(.element, SwiftEvaluator.compact(tokens.view.text(in: bytes(range))), at: bytes(range))
    }

    /// `text` on one line, its runs of white space made one space, cut to 48 characters.
    static func compact(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        return words.count <= 48 ? words : String(words.prefix(47)) + "…"
    }
}
