import JSONC
import SourceText

/// The declarations of one Objective-C file the evaluator reads values from: `#define` macros (object-like, and
/// one-line function-like with their parameters), `NSString *const` / `static const` constants, enumeration
/// constants (`NS_ENUM`, `enum`) with their values, and the methods of the file's classes and categories by class
/// and selector. A macro's body is lexed into a view of its own whose ranges are the file's.
struct ObjCDeclarationIndex: Sendable {
    /// Where an expression is written: the file (0) or a macro's body (its index + 1).
    typealias Source = Int

    struct Macro: Sendable {
        var name: String
        /// The parameters of a function-like macro, nil for an object-like one.
        var parameters: [String]?
        /// The body's view (its tokens only).
        var view: TokenView
    }

    /// A constant's initialiser, or an enumeration constant's value expression and the constant before it.
    enum Constant: Sendable {
        case initializer(Range<Int>)
        case enumerator(value: Range<Int>?, previous: String?, nameToken: Int)
    }

    private(set) var macros: [String: Int] = [:]
    private(set) var macroList: [Macro] = []
    private(set) var constants: [String: Constant] = [:]
    /// Class name → `-selector` / `+selector` → method index in `declarations.methods`.
    private(set) var methods: [String: [String: Int]] = [:]

    init(view: TokenView, declarations: ObjCDeclarations) {
        for (index, method) in declarations.methods.enumerated() {
            let name = declarations.containers[method.container].name
            let key = (method.isClassMethod ? "+" : "-") + method.selector
            if methods[name]?[key] == nil { methods[name, default: [:]][key] = index }
        }
        var index = 0
        while index < view.count {
            if view.kind(index) == .directive { readMacro(index, view) }
            if view.isPunctuation(index, "{") {
                // An enumeration's body is read; any other braces (a method's body, ivars) are skipped.
                if isEnumerationBody(index, view), let close = view.partner(index), close > index { readEnumerators(open: index, close: close, view) }
                if let close = view.partner(index), close > index { index = close + 1; continue }
            }
            if view.isOperator(index, "="), index >= 2, view.isIdentifier(index - 1), isConstantDeclaration(before: index - 1, view) {
                let end = view.expressionEnd(from: index + 1, limit: view.count)
                if end > index + 1, constants[view.text(index - 1)] == nil { constants[view.text(index - 1)] = .initializer((index + 1)..<end) }
            }
            index += 1
        }
    }

    /// The view of `source`.
    func view(of source: Source, file: TokenView) -> TokenView { source == 0 ? file : macroList[source - 1].view }

    /// Whether the declaration ending in the name before `name` is a constant: `const` among the few words
    /// before it, in a statement starting at file level (`static NSString *const kTitle`, `NSString * const kTitle`,
    /// `static const CGFloat kHeight`).
    private func isConstantDeclaration(before name: Int, _ view: TokenView) -> Bool {
        var cursor = name - 1
        var sawConst = false
        var words = 0
        while cursor >= 0, words < 8 {
            if view.isWord(cursor, "const") { sawConst = true }
            if view.isIdentifier(cursor) || view.isOperator(cursor, "*") {
                words += 1
                cursor -= 1
                continue
            }
            break
        }
        guard sawConst, words >= 2 else { return false }
        // The statement starts there: after `;`, `}`, a directive, `@end`, or the file's start.
        return cursor < 0 || view.isPunctuation(cursor, ";") || view.isPunctuation(cursor, "}") || view.kind(cursor) == .directive
            || view.kind(cursor) == .atKeyword
    }

    /// Whether the `{` at `open` is an enumeration's: after `NS_ENUM(…)`, `NS_OPTIONS(…)`, `enum`, `enum Name`,
    /// `enum : Type`.
    private func isEnumerationBody(_ open: Int, _ view: TokenView) -> Bool {
        guard open >= 1 else { return false }
        if view.isPunctuation(open - 1, ")"), let start = view.partner(open - 1), start >= 1,
           view.isWord(start - 1, "NS_ENUM") || view.isWord(start - 1, "NS_OPTIONS") || view.isWord(start - 1, "NS_CLOSED_ENUM") {
            return true
        }
        var cursor = open - 1
        var steps = 0
        while cursor >= 0, steps < 4, view.isIdentifier(cursor) || view.isPunctuation(cursor, ":") {
            if view.isWord(cursor, "enum") { return true }
            cursor -= 1
            steps += 1
        }
        return false
    }

    private mutating func readEnumerators(open: Int, close: Int, _ view: TokenView) {
        var previous: String?
        for part in view.split(from: open + 1, before: close, at: ",") where !part.isEmpty {
            guard view.isIdentifier(part.lowerBound) else { return }
            let name = view.text(part.lowerBound)
            var value: Range<Int>?
            if part.count > 2, view.isOperator(part.lowerBound + 1, "=") { value = (part.lowerBound + 2)..<part.upperBound }
            if constants[name] == nil { constants[name] = .enumerator(value: value, previous: previous, nameToken: part.lowerBound) }
            previous = name
        }
    }

    /// `#define NAME body` / `#define NAME(a, b) body` on one line.
    private mutating func readMacro(_ index: Int, _ view: TokenView) {
        let range = view.range(index)
        let bytes = view.bytes
        guard range.end <= bytes.count, range.length > 8 else { return }
        var cursor = range.start + 1
        while cursor < range.end, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
        guard cursor + 6 <= range.end, Array(bytes[cursor..<(cursor + 6)]) == Array("define".utf8) else { return }
        cursor += 6
        guard cursor < range.end, bytes[cursor] == 32 || bytes[cursor] == 9 else { return }
        while cursor < range.end, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
        let nameStart = cursor
        while cursor < range.end, Self.isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart else { return }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
        var parameters: [String]?
        if cursor < range.end, bytes[cursor] == UInt8(ascii: "(") {
            guard let close = bytes[cursor..<range.end].firstIndex(of: UInt8(ascii: ")")) else { return }
            let inside = String(decoding: bytes[(cursor + 1)..<close], as: UTF8.self)
            parameters = inside.split(separator: ",").map { String($0.filter { $0 != " " && $0 != "\t" }) }.filter { !$0.isEmpty }
            guard parameters?.allSatisfy({ $0.utf8.allSatisfy(Self.isNameByte) }) == true else { return }
            cursor = close + 1
        }
        // A line splice continues the body on another line: not read.
        guard !bytes[cursor..<range.end].contains(UInt8(ascii: "\\")) || !bytes[cursor..<range.end].contains(10) else { return }
        let body = Array(bytes[cursor..<range.end])
        let tokens = ObjCLexer.tokenize(body).map { token -> SourceToken in
            var moved = token
            moved.range = ByteRange(token.range.start + cursor, token.range.end + cursor)
            return moved
        }
        let macroView = TokenView(bytes: bytes, tokens: tokens)
        guard macroView.count > 0, macros[name] == nil else { return }
        macros[name] = macroList.count
        macroList.append(Macro(name: name, parameters: parameters, view: macroView))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
}
