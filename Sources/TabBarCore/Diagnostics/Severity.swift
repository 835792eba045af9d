/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Extra meaning an editor can show: struck-through for deprecated, faded for unnecessary.
public enum DiagnosticTag: String, Sendable, Hashable {
    case deprecated, unnecessary
}
