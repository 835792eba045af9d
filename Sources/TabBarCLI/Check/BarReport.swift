import JSONC
import TabBarCore

/// One tab bar a check found, with how much of it tabbar read (`PlacedBarCoverage`) and the project it belongs
/// to. Printed after the findings (text), as `bars` (JSON), and listed in the HTML report.
struct BarReport: Sendable, Hashable {
    var bar: PlacedBarCoverage
    /// The project the bar belongs to (its index among the run's projects), for grouping.
    var project: Int

    var path: String { bar.path }
    var line: Int { bar.line }
    var technology: String { bar.technology }
    var className: String? { bar.className }
    var extent: BarCoverage.Extent { bar.extent }
    var gaps: [PlacedBarCoverage.Gap] { bar.gaps }
    var json: JSON { bar.json }

    /// The bars of `project`, numbered as project `projectIndex`.
    static func reports(of project: SourceProject, projectIndex: Int) -> [BarReport] {
        project.placedCoverage.map { BarReport(bar: $0, project: projectIndex) }
    }

    /// One line per project: `3 tab bars: 2 read, 1 partly (MainTabBarController.m:40: tabs built at run time …)`.
    static func summaryLines(_ bars: [BarReport]) -> [String] {
        var lines: [String] = []
        var projects: [Int] = []
        for bar in bars where !projects.contains(bar.project) { projects.append(bar.project) }
        for project in projects {
            let own = bars.filter { $0.project == project }
            var parts: [String] = []
            for extent in [BarCoverage.Extent.read, .partly, .unread] {
                let count = own.filter { $0.extent == extent }.count
                guard count > 0 else { continue }
                parts.append("\(count) \(extent == .unread ? "not read" : extent.rawValue)")
            }
            var line = Plural.count(own.count, "tab bar") + ": " + parts.joined(separator: ", ")
            let notes = own.filter { $0.extent != .read }.prefix(3).map { bar -> String in
                let first = bar.gaps.first
                let place = first.flatMap { gap in gap.line.map { "\(Self.fileName(gap.path)):\($0)" } }
                    ?? "\(Self.fileName(bar.path)):\(bar.line)"
                let more = bar.gaps.count > 1 ? "; \(bar.gaps.count - 1) more" : ""
                return "\(place): \(first?.what ?? "not read")\(more)"
            }
            if !notes.isEmpty {
                let rest = own.filter { $0.extent != .read }.count - notes.count
                line += " (" + notes.joined(separator: "; ") + (rest > 0 ? "; \(rest) more bars" : "") + ")"
            }
            lines.append(line)
        }
        return lines
    }

    static func fileName(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }
}
