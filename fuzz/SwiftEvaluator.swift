import JSONC
import SwiftSource
import TabBarCore

/// Fuzz target: the Swift evaluator on any bytes, read as a file of declarations and as one expression, and each
/// function body's locals run to its end. Every
/// evaluation ends (the step budget, the nesting bound and the recursion cut stop it; a generous time bound catches a
/// path that does not), never traps, and every value's provenance lies in the input: its origin and each place it
/// was reached through are ranges of the bytes, and an array's elements too.
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftEvaluator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let clock = ContinuousClock()
    let started = clock.now
    let values = SwiftExpressionEvaluation.values(in: bytes, stepLimit: 1_024, limit: 64)
        + SwiftExpressionEvaluation.locals(in: bytes, stepLimit: 1_024, limit: 16)
    if clock.now - started > .seconds(4) { fail("evaluating \(size) bytes took over 4 s") }
    for value in values { check(value, size: size, depth: 0) }
    return 0
}

private func check(_ value: EvaluatedValue, size: Int, depth: Int) {
    for range in value.provenance.chain where range.start < 0 || range.end > size || range.start > range.end {
        fail("a provenance range \(range) outside the \(size) bytes")
    }
    if depth > 256 { fail("values nested deeper than 256") }
    if case .array(let elements) = value.kind {
        for element in elements { check(element, size: size, depth: depth + 1) }
    }
}

/// A broken invariant: libFuzzer reports the trap and saves the input.
private func fail(_ message: String) -> Never {
    fatalError("invariant broken: \(message)")
}
