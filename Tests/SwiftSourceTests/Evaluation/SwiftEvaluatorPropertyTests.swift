import TabBarCore
import TabBarTestSupport
import Testing
@testable import SwiftSource

/// The evaluator against a reference: random expressions over integers, strings, truth values, ternaries, arrays,
/// constants and an enumeration's `switch self` properties are generated as trees, written as Swift source (with
/// only the parentheses precedence needs, and some more), evaluated by the evaluator, and compared with a small
/// interpreter of the trees. A failure names the seed and the source.
@Suite struct SwiftEvaluatorPropertyTests {
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
        case element(Node, Int)
        case constant(Int)
        case caseProperty(caseIndex: Int, property: Int)
        case allCasesCount
        case interpolation(String, Node)
    }

    enum Value: Equatable {
        case integer(Int)
        case string(String)
        case bool(Bool)
        case array([Value])
        /// An element whose value is not known (its array's count still is).
        case unknown
    }

    /// One generated program: constants, an enumeration, the expression.
    struct Program {
        var constants: [(type: Type_, node: Node)] = []
        var caseCount = 3
        /// Per property: its type and its value for each case (written as a `switch self`).
        var properties: [(type: Type_, values: [Node])] = []
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
                let matching = program.properties.indices.filter { program.properties[$0].type == type }
                if let chosen = matching.randomElement(using: &random) { return .caseProperty(caseIndex: pick(program.caseCount), property: chosen) }
            }
            if !leaf, chance(15) {
                return .ternary(node(.bool, depth: depth - 1, constants: limit), node(type, depth: depth - 1, constants: limit),
                                node(type, depth: depth - 1, constants: limit))
            }
            switch type {
            case .integer:
                if leaf { return .integer(pick(41) - 20) }
                switch pick(5) {
                case 0: return .binary(["+", "-", "*"][pick(3)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                case 1: return .binary(["/", "%"][pick(2)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                case 2: return .count(node(.array, depth: depth - 1, constants: limit))
                case 3: return .element(node(.array, depth: depth - 1, constants: limit), pick(4))
                default: return .allCasesCount
                }
            case .string:
                if leaf { return .string(SwiftEvaluatorPropertyTests.strings[pick(SwiftEvaluatorPropertyTests.strings.count)]) }
                switch pick(3) {
                case 0:
                    // An interpolation names a value: its expression becomes a constant of its own.
                    let innerType: Type_ = [.integer, .string, .bool][pick(3)]
                    let inner = node(innerType, depth: depth - 1, constants: limit)
                    program.constants.append((innerType, inner))
                    return .interpolation(SwiftEvaluatorPropertyTests.strings[pick(SwiftEvaluatorPropertyTests.strings.count)], .constant(program.constants.count - 1))
                default: return .binary("+", node(.string, depth: depth - 1, constants: limit), node(.string, depth: depth - 1, constants: limit))
                }
            case .bool:
                if leaf { return .bool(chance(50)) }
                switch pick(4) {
                case 0: return .not(node(.bool, depth: depth - 1, constants: limit))
                case 1: return .binary(["==", "!="][pick(2)], node(.string, depth: depth - 1, constants: limit), node(.string, depth: depth - 1, constants: limit))
                case 2: return .binary(["&&", "||"][pick(2)], node(.bool, depth: depth - 1, constants: limit), node(.bool, depth: depth - 1, constants: limit))
                default: return .binary(["<", ">", "<=", ">=", "==", "!="][pick(6)], node(.integer, depth: depth - 1, constants: limit), node(.integer, depth: depth - 1, constants: limit))
                }
            case .array:
                let count = pick(4)
                return .array((0..<count).map { _ in node(.integer, depth: leaf ? 0 : depth - 1, constants: limit) })
            }
        }

        /// A program of a few constants, an enumeration with properties, and an expression of `type`.
        mutating func program(_ type: Type_) -> Node {
            program = Program()
            program.caseCount = 1 + pick(4)
            for _ in 0..<pick(3) {
                let propertyType: Type_ = [.integer, .string, .bool][pick(3)]
                var values: [Node] = []
                for _ in 0..<program.caseCount { values.append(node(propertyType, depth: 1, constants: program.constants.count)) }
                program.properties.append((propertyType, values))
            }
            for _ in 0..<pick(4) {
                let constantType = Type_.allCases[pick(4)]
                let value = node(constantType, depth: 2, constants: program.constants.count)
                program.constants.append((constantType, value))
            }
            return node(type, depth: 4, constants: program.constants.count)
        }
    }

    // MARK: Writing Swift

    /// Precedences as Swift groups them: ternary, disjunction, conjunction, comparison, addition, multiplication.
    static func precedence(_ operation: String) -> Int {
        switch operation {
        case "||": 2
        case "&&": 3
        case "==", "!=", "<", ">", "<=", ">=": 4
        case "+", "-": 5
        default: 6
        }
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }

    /// The Swift spelling of `node` and its precedence (9: a primary).
    static func swift(_ node: Node, _ random: inout SeededGenerator) -> (text: String, precedence: Int) {
        func wrapped(_ node: Node, below: Int) -> String {
            let (text, precedence) = swift(node, &random)
            return precedence < below || random.next() % 10 == 0 ? "(" + text + ")" : text
        }
        switch node {
        case .integer(let value): return (String(value), value < 0 ? 8 : 9)
        case .string(let value): return (literal(value), 9)
        case .bool(let value): return (value ? "true" : "false", 9)
        case .binary(let operation, let left, let right):
            let level = precedence(operation)
            let isComparison = level == 4
            return (wrapped(left, below: isComparison ? level + 1 : level) + " \(operation) " + wrapped(right, below: level + 1), level)
        case .not(let operand): return ("!" + wrapped(operand, below: 9), 8)
        case .ternary(let condition, let then, let otherwise):
            return (wrapped(condition, below: 2) + " ? " + wrapped(then, below: 2) + " : " + wrapped(otherwise, below: 1), 1)
        case .array(let elements): return ("[" + elements.map { swift($0, &random).text }.joined(separator: ", ") + "]", 9)
        case .count(let array): return (wrapped(array, below: 9) + ".count", 9)
        case .element(let array, let position): return (wrapped(array, below: 9) + "[\(position)]", 9)
        case .constant(let index): return ("k\(index)", 9)
        case .caseProperty(let caseIndex, let property): return ("E.c\(caseIndex).p\(property)", 9)
        case .allCasesCount: return ("E.allCases.count", 9)
        case .interpolation(let prefix, let constant):
            return (literal(prefix).dropLast() + "\\(" + swift(constant, &random).text + ")\"", 9)
        }
    }

    static func declarations(_ program: Program, _ random: inout SeededGenerator) -> String {
        var lines: [String] = []
        for (index, constant) in program.constants.enumerated() { lines.append("let k\(index) = " + swift(constant.node, &random).text) }
        lines.append("enum E: CaseIterable {")
        lines.append("    case " + (0..<program.caseCount).map { "c\($0)" }.joined(separator: ", "))
        for (index, property) in program.properties.enumerated() {
            let type = property.type == .integer ? "Int" : property.type == .string ? "String" : "Bool"
            lines.append("    var p\(index): \(type) {")
            lines.append("        switch self {")
            for (caseIndex, value) in property.values.enumerated() {
                let useDefault = caseIndex == property.values.count - 1 && caseIndex > 0 && random.next() % 2 == 0
                let body = swift(value, &random).text
                lines.append(useDefault ? "        default: return \(body)" : "        case .c\(caseIndex): " + (random.next() % 2 == 0 ? "return " : "") + body)
            }
            lines.append("        }")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    // MARK: The reference

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
            case (.string(let a), .string(let b)):
                return operation == "+" ? .string(a + b) : .bool(operation == "==" ? a == b : a != b)
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
        case .element(let array, let position):
            guard case .array(let values)? = evaluate(array, program), values.indices.contains(position),
                  values[position] != .unknown else { return nil }
            return values[position]
        case .constant(let index): return evaluate(program.constants[index].node, program)
        case .caseProperty(let caseIndex, let property): return evaluate(program.properties[property].values[caseIndex], program)
        case .allCasesCount: return .integer(program.caseCount)
        case .interpolation(let prefix, let inner):
            switch evaluate(inner, program) {
            case .integer(let value)?: return .string(prefix + String(value))
            case .string(let value)?: return .string(prefix + value)
            case .bool(let value)?: return .string(prefix + (value ? "true" : "false"))
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

    // MARK: The property

    @Test func theEvaluatorAgreesWithTheReference() {
        var generator = Generator(random: SeededGenerator(seed: 0x7AB_BA5))
        var known = 0
        for round in 0..<400 {
            let seed = generator.random.state
            let type = Type_.allCases[round % 4]
            let expression = generator.program(type)
            var writer = SeededGenerator(seed: seed)
            let source = Self.swift(expression, &writer).text
            let declarations = Self.declarations(generator.program, &writer)
            let expected = Self.evaluate(expression, generator.program)
            let evaluated = SwiftExpressionEvaluation.value(of: source, in: declarations, stepLimit: 1 << 20)
            if expected != nil { known += 1 }
            #expect(Self.value(evaluated) == expected, "seed \(seed): \(source)\n\(declarations)")
        }
        // The generator must produce mostly known values, or the comparison says little.
        #expect(known > 250)
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation in these tests).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
