extension EvaluatedValue.Kind {
    /// `left operation right` on two known numbers (`+ - * / %` and the comparisons), the same in every language the
    /// evaluators read; nil when the operation does not apply to them, divides by zero or overflows.
    public static func numeric(_ operation: String, _ left: Self, _ right: Self) -> Self? {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch operation {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/":
                guard b != 0 else { return nil }
                result = a.dividedReportingOverflow(by: b)
            case "%":
                guard b != 0 else { return nil }
                result = a.remainderReportingOverflow(dividingBy: b)
            default: return compared(operation, a, b)
            }
            return result.overflow ? nil : .integer(result.partialValue)
        case (.integer, .double), (.double, .integer), (.double, .double):
            guard let a = left.number, let b = right.number else { return nil }
            switch operation {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return b == 0 ? nil : .double(a / b)
            default: return compared(operation, a, b)
            }
        default:
            return nil
        }
    }

    /// A comparison of two values of one type (`==`, `!=`, `<`, `>`, `<=`, `>=`); nil for any other operation.
    public static func compared<T: Comparable>(_ operation: String, _ a: T, _ b: T) -> Self? {
        switch operation {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// An integer or a floating-point number as a `Double`.
    var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}
