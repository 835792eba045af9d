/// The integer arithmetic of the evaluators' property tests: their tiny reference interpreters (Swift and
/// Objective-C) compute `a op b` here, the way a careful reader would, so that both languages' evaluators are held to
/// one reference.
public enum ReferenceArithmetic {
    /// What an operation on two integers gives.
    public enum Result: Equatable {
        case integer(Int)
        case bool(Bool)
    }

    /// `a operation b` for `+ - * / %` (nil on overflow or a division by zero) and the comparisons
    /// `< > <= >= == !=` (any other operator is read as `!=`).
    public static func integers(_ operation: String, _ a: Int, _ b: Int) -> Result? {
        switch operation {
        case "+": let r = a.addingReportingOverflow(b); return r.overflow ? nil : .integer(r.partialValue)
        case "-": let r = a.subtractingReportingOverflow(b); return r.overflow ? nil : .integer(r.partialValue)
        case "*": let r = a.multipliedReportingOverflow(by: b); return r.overflow ? nil : .integer(r.partialValue)
        case "/": return b == 0 ? nil : .integer(a / b)
        case "%": return b == 0 ? nil : .integer(a % b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        default: return .bool(a != b)
        }
    }
}
