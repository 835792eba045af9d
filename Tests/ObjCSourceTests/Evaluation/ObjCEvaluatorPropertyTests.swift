import JSONC
import SourceText
import TabBarCore
import TabBarTestSupport
import Testing
@testable import ObjCSource

/// The Objective-C evaluator against a reference: random expressions over integers, strings, truth values, ternaries,
/// arrays, macros and constants, an `NS_ENUM`, class methods that branch on an enumeration constant, appended and
/// formatted strings are generated as trees, written as Objective-C (with only the parentheses C's precedence needs,
/// and some more), evaluated by the evaluator, and compared with a small interpreter of the trees. A failure names
/// the seed and the source.
@Suite struct ObjCEvaluatorPropertyTests {
    enum Type_: CaseIterable { case integer, string, bool, array }

    indirect enum Node {
        case integer(Int)
        case string(String)
        case bool(Bool)
        case binary(String, Node, Node)
        case not(Node)
        case ternary(Node, Node, Node)
        case array([Node])
        case count(Node)
        case constant(Int)
        case enumConstant(Int)
        case method(caseIndex: Int, method: Int)
        case appending(Node, Node)
        case isEqual(Node, Node)
        /// `[NSString stringWithFormat:@"prefix%@", node]` (`%d` for an integer).
        case format(String, Node, isString: Bool)
    }

    enum Value: Equatable {
        case integer(Int)
        case string(String)
        case bool(Bool)
        case array([Value])
        /// An element whose value is not known (its array's count still is).
        case unknown
    }

    /// One generated program: constants (each a `#define` or a `const`), an enumeration, class methods, the expression.
    struct Program {
        var constants: [(type: Type_, node: Node, isMacro: Bool)] = []
        /// The enumeration's constants, each with a written value or none (the previous plus one).
        var enumValues: [Int?] = [nil, nil, nil]
        /// Per method: its type and its value for each enumeration constant (written as `if (e == E1) return …;`).
        var methods: [(type: Type_, values: [Node])] = []
    }

    static let strings = ["首页", "消息", "🐼", "a", "", "Tab ", "👨‍👩‍👧", "é", "q\"uote", "back\\slash"]

    struct Generator {
        var random: SeededGenerator
        var program = Program()

        mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }

        mutating func node(_ type: Type_, depth: Int, constants limit: Int) -> Node {
            let leaf = depth <= 0 || chance(25)
            if !leaf, limit > 0, chance(12) {
                let matching = program.constants.indices.prefix(limit).filter { program.constants[$0].type == type }
                if let chosen = matching.randomElement(using: &random) { return .constant(chosen) }
            }
            if !leaf, type != .array, chance(12) {
                let matching = program.methods.indices.filter { program.methods[$0].type == type }
                if let chosen = matching.randomElement(using: &random) {
                    return .method(caseIndex: pick(program.enumValues.count), method: chosen)
                }
            }
            if !leaf, chance(15) {
                return .ternary(node(.bool, depth: depth - 1, constants: limit), node(type, depth: depth - 1, constants: limit),
                                node(type, depth: depth - 1, constants: limit))
            }
            switch type {
            case .integer:
                if leaf { return chance(15) ? .enumConstant(pick(program.enumValues.count)) : .integer(pick(41) - 20) }
                switch pick(3) {
                case 0: return .binary(["+", "-", "*"][pick(3)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                case 1: return .binary(["/", "%"][pick(2)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                default: return .count(node(.array, depth: depth - 1, constants: limit))
                }
            case .string:
                if leaf { return .string(ObjCEvaluatorPropertyTests.strings[pick(ObjCEvaluatorPropertyTests.strings.count)]) }
                switch pick(3) {
                case 0:
                    let isString = chance(50)
                    let inner = node(isString ? .string : .integer, depth: depth - 1, constants: limit)
                    return .format(ObjCEvaluatorPropertyTests.strings[pick(ObjCEvaluatorPropertyTests.strings.count)], inner, isString: isString)
                default: return .appending(node(.string, depth: depth - 1, constants: limit), node(.string, depth: depth - 1, constants: limit))
                }
            case .bool:
                if leaf { return .bool(chance(50)) }
                switch pick(4) {
                case 0: return .not(node(.bool, depth: depth - 1, constants: limit))
                case 1: return .isEqual(node(.string, depth: depth - 1, constants: limit), node(.string, depth: depth - 1, constants: limit))
                case 2: return .binary(["&&", "||"][pick(2)], node(.bool, depth: depth - 1, constants: limit), node(.bool, depth: depth - 1, constants: limit))
                default: return .binary(["<", ">", "<=", ">=", "==", "!="][pick(6)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                }
            case .array:
                let count = pick(4)
                return .array((0..<count).map { _ in node(.integer, depth: leaf ? 0 : depth - 1, constants: limit) })
            }
        }

        /// A program of an enumeration, a few methods and constants, and an expression of `type`.
        mutating func program(_ type: Type_) -> Node {
            program = Program()
            program.enumValues = (0..<(1 + pick(4))).map { _ in chance(40) ? pick(21) - 5 : nil }
            for _ in 0..<pick(3) {
                let methodType: Type_ = [.integer, .string, .bool][pick(3)]
                var values: [Node] = []
                for _ in program.enumValues.indices { values.append(node(methodType, depth: 1, constants: 0)) }
                program.methods.append((methodType, values))
            }
            for _ in 0..<pick(4) {
                let constantType = Type_.allCases[pick(4)]
                let value = node(constantType, depth: 2, constants: program.constants.count)
                program.constants.append((constantType, value, constantType == .array || chance(50)))
            }
            return node(type, depth: 4, constants: program.constants.count)
        }
    }

    // MARK: Writing Objective-C

    /// Precedences as C groups them: ternary, `||`, `&&`, equality, relational, additive, multiplicative.
    static func precedence(_ operation: String) -> Int {
        switch operation {
        case "||": 2
        case "&&": 3
        case "==", "!=": 4
        case "<", ">", "<=", ">=": 5
        case "+", "-": 6
        default: 7
        }
    }

    static func literal(_ text: String) -> String {
        "@\"" + escaped(text) + "\""
    }

    static func escaped(_ text: String) -> String {
        text.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
            .split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
    }

    /// The Objective-C spelling of `node` and its precedence (9: a primary).
    static func objc(_ node: Node, _ random: inout SeededGenerator) -> (text: String, precedence: Int) {
        func wrapped(_ node: Node, below: Int) -> String {
            let (text, precedence) = objc(node, &random)
            return precedence < below || random.next() % 10 == 0 ? "(" + text + ")" : text
        }
        switch node {
        case .integer(let value): return (value < 0 ? "(\(value))" : String(value), 9)
        case .string(let value): return (literal(value), 9)
        case .bool(let value): return (value ? "YES" : "NO", 9)
        case .binary(let operation, let left, let right):
            let level = precedence(operation)
            return (wrapped(left, below: level) + " \(operation) " + wrapped(right, below: level + 1), level)
        case .not(let operand): return ("!" + wrapped(operand, below: 9), 8)
        case .ternary(let condition, let then, let otherwise):
            return (wrapped(condition, below: 2) + " ? " + wrapped(then, below: 2) + " : " + wrapped(otherwise, below: 1), 1)
        case .array(let elements): return ("@[" + elements.map { "@(" + objc($0, &random).text + ")" }.joined(separator: ", ") + "]", 9)
        case .count(let array): return (wrapped(array, below: 9) + ".count", 9)
        case .constant(let index): return ("k\(index)", 9)
        case .enumConstant(let index): return ("E\(index)", 9)
        case .method(let caseIndex, let method): return ("[X m\(method):E\(caseIndex)]", 9)
        case .appending(let left, let right):
            return ("[" + wrapped(left, below: 9) + " stringByAppendingString:" + objc(right, &random).text + "]", 9)
        case .isEqual(let left, let right):
            return ("[" + wrapped(left, below: 9) + " isEqualToString:" + objc(right, &random).text + "]", 9)
        case .format(let prefix, let inner, let isString):
            return ("[NSString stringWithFormat:@\"" + escaped(prefix) + (isString ? "%@" : "%d") + "\", " + objc(inner, &random).text + "]", 9)
        }
    }

    static func declarations(_ program: Program, _ random: inout SeededGenerator) -> String {
        var lines: [String] = []
        let cases = program.enumValues.enumerated().map { index, value in value.map { "E\(index) = \($0)" } ?? "E\(index)" }
        lines.append("typedef NS_ENUM(NSInteger, E) { " + cases.joined(separator: ", ") + " };")
        for (index, constant) in program.constants.enumerated() {
            let text = objc(constant.node, &random).text
            if constant.isMacro {
                lines.append("#define k\(index) (\(text))")
            } else {
                let type = constant.type == .integer ? "const NSInteger " : constant.type == .string ? "NSString *const " : "const BOOL "
                lines.append("static \(type)k\(index) = \(text);")
            }
        }
        lines.append("@implementation X")
        for (index, method) in program.methods.enumerated() {
            let type = method.type == .integer ? "NSInteger" : method.type == .string ? "NSString *" : "BOOL"
            lines.append("+ (\(type))m\(index):(E)e {")
            for (caseIndex, value) in method.values.enumerated() {
                let body = objc(value, &random).text
                if caseIndex == method.values.count - 1 {
                    lines.append("    return \(body);")
                } else if random.next() % 2 == 0 {
                    lines.append("    if (e == E\(caseIndex)) { return \(body); }")
                } else {
                    lines.append("    if (E\(caseIndex) == e) return \(body);")
                }
            }
            lines.append("}")
        }
        lines.append("@end")
        return lines.joined(separator: "\n")
    }

    // MARK: The reference

    static func enumValue(_ index: Int, _ program: Program) -> Int {
        var value = -1
        for position in 0...index { value = program.enumValues[position] ?? (value + 1) }
        return value
    }

    static func evaluate(_ node: Node, _ program: Program) -> Value? {
        switch node {
        case .integer(let value): return .integer(value)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .not(let operand):
            guard case .bool(let value)? = evaluate(operand, program) else { return nil }
            return .bool(!value)
        case .binary(let operation, let leftNode, let rightNode):
            guard let left = evaluate(leftNode, program) else { return nil }
            if operation == "&&", left == .bool(false) { return .bool(false) }
            if operation == "||", left == .bool(true) { return .bool(true) }
            guard let right = evaluate(rightNode, program) else { return nil }
            switch (left, right) {
            case (.integer(let a), .integer(let b)):
                switch ReferenceArithmetic.integers(operation, a, b) {
                case .integer(let value)?: return .integer(value)
                case .bool(let value)?: return .bool(value)
                case nil: return nil
                }
            case (.bool(let a), .bool(let b)):
                return .bool(operation == "&&" ? a && b : a || b)
            default:
                return nil
            }
        case .ternary(let condition, let then, let otherwise):
            guard case .bool(let value)? = evaluate(condition, program) else { return nil }
            return evaluate(value ? then : otherwise, program)
        case .array(let elements):
            return .array(elements.map { evaluate($0, program) ?? .unknown })
        case .count(let array):
            guard case .array(let values)? = evaluate(array, program) else { return nil }
            return .integer(values.count)
        case .constant(let index): return evaluate(program.constants[index].node, program)
        case .enumConstant(let index): return .integer(enumValue(index, program))
        case .method(let caseIndex, let method):
            // The first `if` whose constant has the argument's value returns (two constants may share one).
            let argument = enumValue(caseIndex, program)
            let values = program.methods[method].values
            let taken = values.indices.first { $0 == values.count - 1 || enumValue($0, program) == argument } ?? caseIndex
            return evaluate(values[taken], program)
        case .appending(let left, let right):
            guard case .string(let a)? = evaluate(left, program), case .string(let b)? = evaluate(right, program) else { return nil }
            return .string(a + b)
        case .isEqual(let left, let right):
            guard case .string(let a)? = evaluate(left, program), case .string(let b)? = evaluate(right, program) else { return nil }
            return .bool(a == b)
        case .format(let prefix, let inner, _):
            switch evaluate(inner, program) {
            case .integer(let value)?: return .string(prefix + String(value))
            case .string(let value)?: return .string(prefix + value)
            default: return nil
            }
        }
    }

    static func value(_ evaluated: EvaluatedValue) -> Value? {
        switch evaluated.kind {
        case .integer(let value): return .integer(value)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .array(let elements):
            return .array(elements.map { value($0) ?? .unknown })
        default: return nil
        }
    }

    /// The value of `expression` written on the line after `declarations`.
    static func evaluated(_ expression: String, in declarations: String) -> EvaluatedValue {
        let text = declarations + "\n" + expression
        let bytes = Array(text.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        var evaluator = ObjCEvaluator(view: view, declarations: ObjCDeclarations(view))
        evaluator.stepLimit = 1 << 20
        let start = Array(declarations.utf8).count + 1
        let first = (0..<view.count).first { view.range($0).start >= start } ?? view.count
        return evaluator.evaluate(first..<view.count)
    }

    // MARK: The property

    @Test func theEvaluatorAgreesWithTheReference() {
        var generator = Generator(random: SeededGenerator(seed: 0x0B_C0DE))
        var known = 0
        for round in 0..<400 {
            let seed = generator.random.state
            let type = Type_.allCases[round % 4]
            let expression = generator.program(type)
            var writer = SeededGenerator(seed: seed)
            let source = Self.objc(expression, &writer).text
            let declarations = Self.declarations(generator.program, &writer)
            let expected = Self.evaluate(expression, generator.program)
            if expected != nil { known += 1 }
            #expect(Self.value(Self.evaluated(source, in: declarations)) == expected, "seed \(seed): \(source)\n\(declarations)")
        }
        // The generator must produce mostly known values, or the comparison says little.
        #expect(known > 250)
    }
}
