import JSONC
import ObjCSource
import TabBarCore

/// Fuzz target: the Objective-C evaluator on arbitrary token streams. The input is read twice: as source bytes, and
/// as a stream of tokens, each byte choosing one from a vocabulary of the evaluator's constructs (macros, constants,
/// enumerations, methods, messages, loops, literals, operators, brackets that may never close), so that the fuzzer
/// reaches deep programs without having to spell them. Every evaluation ends (the step budget, the nesting bound and
/// the recursion cut stop it; a generous time bound catches a path that does not), never traps, and every value's
/// provenance lies in the source it was given.
@_cdecl("LLVMFuzzerTestOneInput")
public func objcEvaluator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    evaluate(bytes)
    evaluate(tokenStream(bytes))
    return 0
}

/// The constructs one byte of the token stream picks from (its value modulo their count).
private let vocabulary: [String] = [
    "#define A @\"首页\"\n", "#define B(x) x x\n", "#define C A\n", "#define D(y) D(y)\n", "#define E (E + 1)\n",
    "#define F(a, b) [NSString stringWithFormat:@\"%@_%d\", a, b]\n", "#define G \\\n 1\n",
    "static NSString *const k = @\"🐼\";\n", "static const CGFloat h = 49 / 0;\n", "NSString * const j = k;\n",
    "typedef NS_ENUM(NSInteger, T) { T1, T2 = 3, T3 };\n", "enum { U1 = -1, U2 };\n",
    "@implementation X\n", "@implementation Y : X\n", "@interface X : NSObject\n", "@end\n",
    "- (NSArray *)a {", "+ (NSString *)c {", "- (NSString *)b:(NSString *)p {", "- (id)d:(int)i e:(id)o {",
    "return @[A, B(@\"x\"), [self a]];", "return [X c];", "return [self d:1 e:nil];", "return p;", "return;",
    "for (int i = 0; i < 100; i++) {", "for (id o in [self a]) {", "for (NSString *s in @{@\"k\": @1}) {",
    "if (!_c) { _c = @[]; }", "if (YES) {", "} else {", "while (1) {", "switch (i) { case 1: break; }",
    "NSMutableArray *m = [NSMutableArray array];", "NSMutableDictionary *q = [NSMutableDictionary new];",
    "[m addObject:p];", "[m addObjectsFromArray:m];", "[q setObject:@2 forKey:@\"z\"];", "m[0] = p;", "i++;", "i += 2;",
    "self.x = m;", "_x = q;", "return m;", "return [NSString stringWithFormat:@\"%@%d%%%lld\", p, 1, 2];",
    "[p stringByAppendingString:@\"s\"]", "[p isEqualToString:A]", "[m objectAtIndex:1]", "[q objectForKey:@\"z\"]",
    "[NSArray arrayWithObjects:@1, @2, nil]", "self.a", "self.x", "X.c", "m.count", "p.length", "m.firstObject",
    "m.lastObject", "p.uppercaseString", "m[i]", "q[@\"z\"]", "[self b:@\"q\"]", "[self b:[self b:p]]",
    "@{@\"k\": k}", "@[", "@{", "@(", "(NSString *)", "(CGFloat)", "?", "?:", ":", "+", "-", "*", "/", "%", "!", "&&", "||",
    "==", "!=", "<", ">", "<=", ">=", "=", ";", ",", ".", "{", "}", "(", ")", "[", "]", "T3", "U2", "E", "D(1)", "F(k, 2)",
    "42", "0x1F", "-7", "3.5", "1e3", "YES", "NO", "nil", "\"c\"", "'c'", "@\"unterminated", "@\"a\" @\"b\"", "/* c */",
    "// x\n", "\\\n", "\n", "#if 0\n", "#endif\n", "goto l;", "break;", "continue;", "NSClassFromString(@\"V\")",
    "NSLocalizedString(@\"t\", nil)", "CYLTabBarItemTitle", "[[UINavigationController alloc] initWithRootViewController:v]",
]

/// The tokens the bytes pick, joined by spaces.
private func tokenStream(_ bytes: [UInt8]) -> [UInt8] {
    var text: [UInt8] = []
    for byte in bytes {
        text += vocabulary[Int(byte) % vocabulary.count].utf8
        text.append(UInt8(ascii: " "))
    }
    return text
}

private func evaluate(_ source: [UInt8]) {
    let clock = ContinuousClock()
    let started = clock.now
    let values = ObjCExpressionEvaluation.values(in: source, stepLimit: 1_024, limit: 64)
    if clock.now - started > .seconds(4) { fail("evaluating \(source.count) bytes took over 4 s") }
    for value in values { check(value, size: source.count, depth: 0) }
}

private func check(_ value: EvaluatedValue, size: Int, depth: Int) {
    for range in value.provenance.chain where range.start < 0 || range.end > size || range.start > range.end {
        fail("a provenance range \(range) outside the \(size) bytes")
    }
    if depth > 256 { fail("values nested deeper than 256") }
    switch value.kind {
    case .array(let elements), .tuple(_, let elements):
        for element in elements { check(element, size: size, depth: depth + 1) }
    case .dictionary(let keys, let values):
        for element in keys + values { check(element, size: size, depth: depth + 1) }
    default:
        break
    }
}

/// A broken invariant: libFuzzer reports the trap and saves the input.
private func fail(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}
