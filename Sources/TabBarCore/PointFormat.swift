/// Formats points for people: up to two decimals, no trailing zeros.
public enum PointFormat {
    /// `84.5`, `169`, `-12.33`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let scaled = (value * 100).rounded()
        if abs(scaled) >= 1e15 { return "\(value)" }
        let hundredths = Int64(scaled)
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
