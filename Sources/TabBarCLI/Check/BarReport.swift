import JSONC
import TabBarCore

/// One tab bar a check found, with how much of it tabbar read (`BarCoverage`), placed for people: paths and
/// 1-based lines. Printed after the findings (text), as `bars` (JSON), and listed in the HTML report.
struct BarReport: Sendable, Hashable {
    struct Gap: Sendable, Hashable {
        /// Where the unread part is written; nil for a doubt about the whole bar.
        var path: String
        var line: Int?
        var what: String
    }

    var path: String
    var line: Int
    var technology: String
    var className: String?
    var tabCount: Int?
    var extent: BarCoverage.Extent
    var gaps: [Gap]
    /// The project the bar belongs to (its first file's path), for grouping.
    var project: Int

    /// The bars of `project`, numbered as project `projectIndex`.
    static func reports(of project: SourceProject, projectIndex: Int) -> [BarReport] {
        var tables: [Int: LineTable] = [:]
        func line(_ offset: Int, in file: Int) -> Int {
            let table = tables[file] ?? LineTable(bytes: project.files[file].bytes)
            tables[file] = table
            return table.line(of: max(0, min(offset, project.files[file].bytes.count))) + 1
        }
        return project.coverage.map { bar in
            BarReport(path: project.files[bar.file].path, line: line(bar.range.start, in: bar.file), technology: bar.technology,
                      className: bar.className, tabCount: bar.tabCount, extent: bar.extent,
                      gaps: bar.gaps.map { gap in
                          Gap(path: project.files[gap.file].path, line: gap.range.map { line($0.start, in: gap.file) }, what: gap.what)
                      },
                      project: projectIndex)
        }
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

    /// `--format json`'s element of `bars`.
    var json: JSON {
        var object = JSONObject([
            ("path", .string(path)),
            ("line", .number(Double(line))),
            ("technology", .string(technology)),
            ("tabs", tabCount.map { .number(Double($0)) } ?? .null),
            ("coverage", .string(extent.rawValue)),
            ("unread", .array(gaps.map { gap in
                var entry = JSONObject([("path", .string(gap.path)), ("what", .string(gap.what))])
                if let line = gap.line { entry["line"] = .number(Double(line)) }
                return .object(entry)
            })),
        ])
        if let className { object["class"] = .string(className) }
        return .object(object)
    }
}
