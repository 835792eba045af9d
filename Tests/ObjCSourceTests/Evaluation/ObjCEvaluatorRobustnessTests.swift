import JSONC
import TabBarCore
import Testing
@testable import ObjCSource

/// The Objective-C evaluator on generated token soups (seeded): every evaluation ends, nothing traps, and every
/// value's provenance lies inside the input, however the fragments nest, recurse or break off.
@Suite struct ObjCEvaluatorRobustnessTests {
    static let fragments = [
        "#define A @\"首页\"\n", "#define B(x) x x\n", "#define C A\n", "#define D(y) D(y)\n", "#define E (E + 1)\n",
        "static NSString *const k = @\"🐼\";\n", "static const CGFloat h = 49 / 0;\n", "typedef NS_ENUM(NSInteger, T) { T1, T2 = 3, T3 };\n",
        "@implementation X\n", "@end\n", "- (NSArray *)a {", "return @[A, B(@\"x\"), [self a]];", "}", "{", "(", ")", "[", "]",
        "- (NSString *)b:(NSString *)p {", "for (int i = 0; i < 100; i++) {", "for (id o in [self a]) {", "if (!_c) { _c = @[]; }",
        "NSMutableArray *m = [NSMutableArray array];", "[m addObject:p];", "return m;", "return [NSString stringWithFormat:@\"%@%d\", p, 1];",
        "self.a", "[self b:@\"q\"]", "@{@\"k\": k}", "@[", "@{", "?", ":", "+", "-", "*", "/", "%", "!", "&&", "||", "==", ";", ",",
        "T3", "E", "D(1)", "@(", "42", "0x1F", "3.5", "YES", "nil", "\"c\"", "@\"unterminated", "/* c */", "// x\n", "\\\n",
    ]

    @Test func everyEvaluationEndsInsideTheInput() {
        var generator = SplitMix(seed: 0x5eed)
        for _ in 0..<1_000 {
            let count = Int(generator.next() % 60)
            let text = (0..<count).map { _ in Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))] }.joined(separator: " ")
            let bytes = Array(text.utf8)
            for value in ObjCExpressionEvaluation.values(in: bytes, stepLimit: 512, limit: 32) {
                Self.check(value, size: bytes.count, text: text)
            }
        }
    }

    static func check(_ value: EvaluatedValue, size: Int, text: String, depth: Int = 0) {
        for range in value.provenance.chain where range.start < 0 || range.end > size || range.start > range.end {
            Issue.record("provenance \(range) outside \(size) bytes of \(text)")
        }
        guard depth < 64 else { return }
        switch value.kind {
        case .array(let elements), .tuple(_, let elements):
            for element in elements { check(element, size: size, text: text, depth: depth + 1) }
        case .dictionary(let keys, let values):
            for element in keys + values { check(element, size: size, text: text, depth: depth + 1) }
        default:
            break
        }
    }
}

/// A small seeded generator (SplitMix64), so that a failure is found again.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
