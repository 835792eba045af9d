import JSONC
import SourceText
import TabBarCore

/// Follows array expressions one level: literals, local variables, `NSMutableArray` + `addObject:`, and
/// methods of the same class that return one. A work budget keeps every file linear, whatever it holds.
final class ObjCResolver {
    let view: TokenView
    let declarations: ObjCDeclarations
    /// The words each method's body holds (`ObjCMethodWords`), parallel to `declarations.methods`.
    private let words: [ObjCMethodWords]
    /// The body facts of the methods asked for so far (`body(_:)`), parallel to `declarations.methods`.
    private var bodies: [ObjCMethodBody?]
    /// A debug switch for tests: every method passes every word test (`mayHold`), as if there were none.
    let checksEveryMethod: Bool
    let expressions: ObjCExpressions
    /// Line starts and ends at a cost that does not grow with the line's length (a file of one line asks for
    /// every method's).
    let lines: LineLocator
    /// Class name → `+selector` / `-selector` → method index (made when first asked: only calls between
    /// methods of a class that builds a bar ask).
    private lazy var methodsByClass: [String: [String: Int]] = {
        var methodsByClass: [String: [String: Int]] = [:]
        for (index, method) in declarations.methods.enumerated() {
            let name = declarations.containers[method.container].name
            let key = (method.isClassMethod ? "+" : "-") + method.selector
            if methodsByClass[name]?[key] == nil { methodsByClass[name, default: [:]][key] = index }
        }
        return methodsByClass
    }()
    private var budget: Int
    /// The file's evaluator, built when a value no literal gives is first asked for.
    private(set) lazy var evaluator = ObjCEvaluator(view: view, declarations: declarations)
    /// The evaluator's steps left for this file: its evaluations stop being asked for when they are spent, so that a
    /// file of thousands of uses stays linear (each evaluation is bounded; their number is, by this).
    var evaluatorBudget: Int
    /// The image calls of a helper's parameter met while reading items, by the caller's literal they stand at
    /// (`UIKitObjCItemReader`): `ObjCImageHelpers.unresolved` offers them to the project's linking.
    var pendingImageCalls: [ByteRange: UnresolvedCall] = [:]

    init(view: TokenView, declarations: ObjCDeclarations, checksEveryMethod: Bool = false) {
        self.view = view
        self.declarations = declarations
        self.checksEveryMethod = checksEveryMethod
        lines = LineLocator(bytes: view.bytes)
        words = declarations.methods.map { ObjCMethodWords(open: $0.open, close: $0.close, view) }
        bodies = Array(repeating: nil, count: declarations.methods.count)
        expressions = ObjCExpressions(view: view)
        budget = 16 * view.count + 4096
        evaluatorBudget = 16 * view.count + 65_536
    }

    /// The body facts of method `method`, built when first asked for.
    func body(_ method: Int) -> ObjCMethodBody {
        if let body = bodies[method] { return body }
        let declared = declarations.methods[method]
        let body = ObjCMethodBody(open: declared.open, close: declared.close, view)
        bodies[method] = body
        return body
    }

    /// How many bodies have been built so far (for tests).
    var builtBodyCount: Int { bodies.lazy.filter { $0 != nil }.count }

    /// Whether the body of method `method` holds any of `words`: a reader that walks every method reads only
    /// the bodies that pass its test. Always true with `checksEveryMethod`.
    func mayHold(_ method: Int, _ words: ObjCMethodWords) -> Bool {
        checksEveryMethod || !self.words[method].isDisjoint(with: words)
    }

    /// Whether the body of method `method` holds an identifier spelled as one of `names`: a byte comparison per
    /// token, no body built (a reader asks it before building the body of a method that may call one of them).
    func mentions(_ method: Int, anyOf names: [[UInt8]]) -> Bool {
        if checksEveryMethod { return true }
        let declared = declarations.methods[method]
        guard !names.isEmpty, declared.open < declared.close else { return false }
        let bytes = view.bytes
        for index in (declared.open + 1)..<declared.close where view.kind(index) == .identifier {
            let range = view.range(index)
            for name in names where name.count == range.length && bytes[range.start] == name[0] {
                if name.indices.allSatisfy({ bytes[range.start + $0] == name[$0] }) { return true }
            }
        }
        return false
    }

    /// Takes one step of work; false once the budget is spent (everything then stays unknown).
    func spend(_ steps: Int = 1) -> Bool {
        budget -= steps
        return budget > 0
    }

    /// The name of the class whose `@implementation` holds method `method`.
    func className(of method: Int) -> String {
        declarations.containers[declarations.methods[method].container].name
    }

    /// The method of class `name` with this selector and kind.
    func method(ofClass name: String, selector: String, isClassMethod: Bool) -> Int? {
        methodsByClass[name]?[(isClassMethod ? "+" : "-") + selector]
    }

    /// The offset of the first byte of the line holding `offset`.
    func lineStart(of offset: Int) -> Int { lines.start(of: offset) }

    /// The offset just past the line break ending the line holding `offset` (or the end of the file).
    func lineEnd(of offset: Int) -> Int { lines.end(of: offset) }

    /// The spaces and tabs starting the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String { lines.indentation(ofLineAt: offset) }

    // MARK: Arrays

    /// The elements of the array `tokens` (in method `method`) evaluates to, and whether they are all of it.
    func array(_ tokens: Range<Int>, in method: Int, followingCalls: Bool = true) -> (elements: [ObjCElement], isComplete: Bool)? {
        guard spend(1 + tokens.count) else { return nil }
        let core = expressions.core(tokens)
        if let literal = arrayLiteral(core) {
            return (literal.map { ObjCElement(tokens: $0, method: method) }, true)
        }
        if core.count == 1, view.isIdentifier(core.lowerBound), !isReservedWord(core.lowerBound) {
            return variableArray(view.text(core.lowerBound), usedAt: core.lowerBound, in: method, followingCalls: followingCalls)
        }
        if followingCalls, let callee = sameClassCall(core, in: method) {
            return returnedArray(of: callee)
        }
        return nil
    }

    /// The elements written in an array literal spanning `tokens`: `@[a, b]`, `[NSArray arrayWithObjects:a, b, nil]`,
    /// `[[NSArray alloc] initWithObjects:…, nil]`, or an empty new `NSMutableArray`.
    func arrayLiteral(_ tokens: Range<Int>) -> [Range<Int>]? {
        guard tokens.count >= 3 else { return nil }
        let first = tokens.lowerBound, last = tokens.upperBound - 1
        if view.isOperator(first, "@"), view.isPunctuation(first + 1, "["), view.partner(first + 1) == last {
            return view.split(from: first + 2, before: last, at: ",").filter { !$0.isEmpty }
        }
        guard view.isPunctuation(first, "["), view.partner(first) == last,
              let send = ObjCMessageSend.parse(at: first, in: view) else { return nil }
        let (arrayClass, allocated) = receiverClass(send)
        guard let arrayClass, arrayClass == "NSArray" || arrayClass == "NSMutableArray" else { return nil }
        switch (send.selector, allocated) {
        case ("arrayWithObjects:", false), ("initWithObjects:", true):
            var elements = send.trailingArguments.filter { !$0.isEmpty }
            if let end = elements.last, end.count == 1, view.isWord(end.lowerBound, "nil") { elements.removeLast() }
            return elements
        case ("arrayWithObject:", false):
            return send.arguments
        case ("array", false), ("new", false), ("init", true), ("arrayWithCapacity:", false), ("initWithCapacity:", true):
            return arrayClass == "NSMutableArray" ? [] : nil
        default:
            return nil
        }
    }

    /// The class a send goes to: `[NSArray …]` → ("NSArray", false); `[[NSArray alloc] …]` → ("NSArray", true).
    func receiverClass(_ send: ObjCMessageSend) -> (String?, Bool) {
        let receiver = send.receiver
        if receiver.count == 1, view.isIdentifier(receiver.lowerBound) { return (view.text(receiver.lowerBound), false) }
        if view.isPunctuation(receiver.lowerBound, "["), view.partner(receiver.lowerBound) == receiver.upperBound - 1,
           let inner = ObjCMessageSend.parse(at: receiver.lowerBound, in: view), inner.isUnary("alloc", in: view),
           inner.receiver.count == 1, view.isIdentifier(inner.receiver.lowerBound) {
            return (view.text(inner.receiver.lowerBound), true)
        }
        return (nil, false)
    }

    /// The array held by local variable `name` where it is used at token `use`: its only assignment, then
    /// the `addObject:` calls before the use.
    private func variableArray(_ name: String, usedAt use: Int, in method: Int, followingCalls: Bool)
        -> (elements: [ObjCElement], isComplete: Bool)? {
        let body = self.body(method)
        guard let assignment = body.onlyAssignment(to: name), assignment.terminator <= use,
              spend(1 + assignment.value.count) else { return nil }
        let value = assignment.value
        let core = expressions.core(value)
        var elements: [ObjCElement]
        var isComplete: Bool
        if let literal = arrayLiteral(core) {
            elements = literal.map { ObjCElement(tokens: $0, method: method) }
            isComplete = true
        } else if followingCalls, let callee = sameClassCall(core, in: method), let returned = returnedArray(of: callee) {
            (elements, isComplete) = returned
        } else {
            return nil
        }
        let isMutable = view.isWord(value.upperBound - 1, "mutableCopy") || view.isWord(value.upperBound - 2, "mutableCopy")
            || receiverClass(ObjCMessageSend.parse(at: core.lowerBound, in: view)).0 == "NSMutableArray"
            || (assignment.start..<assignment.equals).contains { view.isWord($0, "NSMutableArray") }
        guard isMutable else { return (elements, isComplete) }
        var added = false
        for occurrence in body.occurrences[name] ?? [] where occurrence > assignment.terminator && occurrence < use {
            guard spend() else { return nil }
            if let send = body.send(at: occurrence - 1), send.receiver == occurrence..<(occurrence + 1),
               send.selector == "addObject:", let argument = send.arguments.first, !argument.isEmpty {
                elements.append(ObjCElement(tokens: argument, method: method))
                added = true
            } else {
                isComplete = false
            }
        }
        if added, body.hasConditional(between: assignment.terminator, and: use) { isComplete = false }
        return (elements, isComplete)
    }

    private func receiverClass(_ send: ObjCMessageSend?) -> (String?, Bool) {
        guard let send else { return (nil, false) }
        return receiverClass(send)
    }

    /// The method of the same class that `tokens` calls without arguments: `[self foo]`, `self.foo`,
    /// `[[self class] foo]`, `[ClassName foo]`.
    func sameClassCall(_ tokens: Range<Int>, in method: Int) -> Int? {
        let caller = declarations.methods[method]
        let name = className(of: method)
        let first = tokens.lowerBound
        if tokens.count == 3, view.isWord(first, "self"), view.isPunctuation(first + 1, "."), view.isIdentifier(first + 2) {
            return self.method(ofClass: name, selector: view.text(first + 2), isClassMethod: caller.isClassMethod)
        }
        guard tokens.count >= 3, view.isPunctuation(first, "["), view.partner(first) == tokens.upperBound - 1,
              let send = ObjCMessageSend.parse(at: first, in: view), send.arguments.isEmpty,
              let kind = sameClassReceiver(send.receiver, caller: caller, className: name) else { return nil }
        return self.method(ofClass: name, selector: send.selector, isClassMethod: kind)
    }

    /// Whether `receiver` is the caller's own class or instance: the kind of method it reaches, nil otherwise.
    func sameClassReceiver(_ receiver: Range<Int>, caller: ObjCMethod, className name: String) -> Bool? {
        let first = receiver.lowerBound
        if receiver.count == 1 {
            if view.isWord(first, "self") { return caller.isClassMethod }
            if view.isIdentifier(first), view.text(first) == name { return true }
            return nil
        }
        if receiver.count == 3, view.isWord(first, "self"), view.isPunctuation(first + 1, "."), view.isWord(first + 2, "class") {
            return true
        }
        if receiver.count == 4, view.isPunctuation(first, "["), view.isWord(first + 1, "self"), view.isWord(first + 2, "class"),
           view.partner(first) == first + 3 {
            return true
        }
        return nil
    }

    /// The array a method returns when its body has a single `return` of a literal or of a local variable.
    private func returnedArray(of method: Int) -> (elements: [ObjCElement], isComplete: Bool)? {
        let body = self.body(method)
        guard body.returns.count == 1, let returned = body.returns.first else { return nil }
        let end = view.expressionEnd(from: returned + 1, limit: body.close)
        guard end > returned + 1 else { return nil }
        return array((returned + 1)..<end, in: method, followingCalls: false)
    }

    /// Whether token `index` is `self`, `super`, `nil` or another word that names no variable.
    func isReservedWord(_ index: Int) -> Bool {
        view.isWord(index, "self") || view.isWord(index, "super") || view.isWord(index, "nil") || view.isWord(index, "NULL")
    }
}
