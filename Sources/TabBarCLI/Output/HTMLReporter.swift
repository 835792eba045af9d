import JSONC
import ProjectReader
import TabBarCore
import TabBarWorkspace

/// `--format html`: one self-contained page (inline CSS and SVG, no script, no URL): every tab bar
/// found with its preview on each device it is checked on, the places of findings outlined, and
/// the findings beside it with their source lines.
struct HTMLReporter {
    let environment: CLIEnvironment

    /// A tab bar to draw, with the findings about it.
    struct Bar {
        var place: String
        var config: TabBarConfig
        var files: [CheckedFile]
        /// The codes of the findings about each tab, by the tab's 0-based index.
        var tabCodes: [Int: Set<String>] = [:]
        /// The tabs (0-based) each finding is about, by its file's path and its place in the file's list.
        var tabsOfFinding: [String: [Int: [Int]]] = [:]

        /// Ties each finding of `file` to the tabs `tabs` finds at its range or a related one.
        mutating func tie(_ file: CheckedFile, tabs: (ByteRange) -> [Int]) {
            for (position, diagnostic) in file.diagnostics.enumerated() {
                var found: [Int] = []
                for range in [diagnostic.range] + diagnostic.related.map(\.range) {
                    for tab in tabs(range) where !found.contains(tab) { found.append(tab) }
                }
                guard !found.isEmpty else { continue }
                tabsOfFinding[file.path, default: [:]][position] = found.sorted()
                for tab in found { tabCodes[tab, default: []].insert(diagnostic.code) }
            }
        }
    }

    /// The tab bars a page draws at most (a repository of many apps fits; a generated file of thousands does not).
    static let maxBars = 100

    func render(_ files: [CheckedFile], summary: CheckSummary) -> String {
        // A check may find thousands of bars: the page draws the first `maxBars` and says how many it leaves out.
        let limit = Self.maxBars
        let configurations = configurationFiles(files)
        let drawn = configurations.prefix(limit).map(configurationBar)
        let sources = sourceBars(files, limit: limit - drawn.count)
        let bars = drawn + sources.bars
        let more = configurations.count - drawn.count + sources.count - sources.bars.count
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>tabbar report</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <h1>tabbar report</h1>

        """
        html += "<p class=\"summary\">\(Self.escape(Self.summaryLine(summary)))</p>\n"
        var shown: Set<String> = []
        for bar in bars {
            html += "<section class=\"bar\">\n<h2>\(Self.escape(bar.place))</h2>\n<div class=\"previews\">\n"
            let codes = Set(bar.files.flatMap { $0.diagnostics.map(\.code) })
            for device in ConfigurationLinter.layouts(for: bar.config) {
                guard case .success(let layout) = device.result else {
                    html += "<p class=\"note\">\(Self.escape(device.device.name)): the layout cannot be computed</p>\n"
                    continue
                }
                let marks = PreviewMark.marks(for: codes, tabs: bar.tabCodes, in: layout)
                let svg = Preview.svg(layout, config: bar.config, marks: marks)
                html += "<figure>" + Self.inline(svg) + "</figure>\n"
            }
            html += "</div>\n"
            // Each file's findings once, under the first bar drawn from its project.
            for file in bar.files where !file.diagnostics.isEmpty && shown.insert(file.path).inserted {
                html += findings(file, tabs: bar.tabsOfFinding[file.path] ?? [:])
            }
            html += "</section>\n"
        }
        if more > 0 {
            html += "<p class=\"note\">… and \(Plural.count(more, "more tab bar")) not drawn (every finding is listed all the same)</p>\n"
        }
        html += Self.coverage(summary.bars)
        let rest = files.filter { !shown.contains($0.path) && !$0.diagnostics.isEmpty }
        if !rest.isEmpty {
            html += "<section class=\"other\">\n<h2>Other findings</h2>\n"
            for file in rest { html += findings(file) }
            html += "</section>\n"
        }
        if bars.isEmpty && rest.isEmpty && summary.bars.isEmpty { html += "<p>No tab bar and no finding.</p>\n" }
        html += "</body>\n</html>\n"
        return html
    }

    /// The findings of one file, each with its place, rule, message and source line, and the tabs of the
    /// bar above it that it is about (`tabs`, by the finding's place in the list), numbered from 1.
    private func findings(_ file: CheckedFile, tabs: [Int: [Int]] = [:]) -> String {
        var html = "<h3>\(Self.escape(file.path))</h3>\n<ul class=\"findings\">\n"
        for (position, diagnostic) in file.diagnostics.enumerated() {
            let numbers = (tabs[position] ?? []).map { String($0 + 1) }
            let tab = numbers.isEmpty ? "" : " data-tab=\"\(numbers.joined(separator: " "))\""
            let tabLabel = numbers.isEmpty ? ""
                : "<span class=\"tab\">\(numbers.count == 1 ? "item" : "items") \(numbers.joined(separator: ", "))</span> "
            let start = file.position(diagnostic.range.start)
            // The whole line, or on a line longer than `LineWindow.longLineBytes` the text around the finding.
            let window = file.window(of: diagnostic.range, onLine: start.line - 1, wholeLine: LineWindow.longLineBytes)
            let line = (window.cutBefore ? "…" : "") + String(decoding: file.bytes[window.shown.start..<window.shown.end], as: UTF8.self)
                + (window.cutAfter ? "…" : "")
            html += "<li class=\"\(diagnostic.severity.rawValue)\"\(tab)><span class=\"where\">\(Self.escape(file.path)):\(start.line):\(start.column)</span> "
                + "<span class=\"severity\">\(diagnostic.severity.rawValue)</span> <b>\(diagnostic.code)</b> " + tabLabel
                + "<span class=\"message\">\(Self.escape(diagnostic.message))</span>"
                + "<pre><span class=\"line\">\(start.line)</span> \(Self.escape(line))</pre></li>\n"
        }
        return html + "</ul>\n"
    }

    /// The tab-bar configuration files among `files`.
    private func configurationFiles(_ files: [CheckedFile]) -> [CheckedFile] {
        files.filter { $0.path.hasSuffix(".json") && PathNames.lastComponent($0.path) != SettingsDecoder.fileName }
    }

    /// The bar of a configuration file, each finding inside an item marked on its tab.
    private func configurationBar(_ file: CheckedFile) -> Bar {
        let config = ConfigurationLinter.lint(file.bytes).config
        var bar = Bar(place: file.path, config: config, files: [file])
        bar.tie(file, tabs: config.items(holding:))
        return bar
    }

    /// The first `limit` tab bars the source files' projects build, each with the findings of that project's files
    /// (those about one of its tabs marked on it: `SourceTabBar.tabs(at:inFile:of:)`), and how many they build.
    private func sourceBars(_ files: [CheckedFile], limit: Int) -> (bars: [Bar], count: Int) {
        let fileSystem = environment.fileSystem
        let sources = files.filter { SourceProjectReader.isSourceFileName($0.path) }
        let reader = SourceProjectReader(fileSystem: fileSystem, home: environment.variables["HOME"])
        var roots: [String] = []
        for file in sources {
            let folder = PathNames.folder(of: fileSystem.absolutePath(file.path))
            let root = reader.projectRoot(ofFolder: folder) ?? folder
            if !roots.contains(root) { roots.append(root) }
        }
        let loader = SourceProjectLoader(environment: environment)
        var bars: [Bar] = []
        var count = 0
        var places = BarPlaces()
        for root in roots {
            guard let projects = try? loader.projects(for: root) else { continue }
            for project in projects {
                count += project.controllers.count
                guard bars.count < limit else { continue }
                var indexOfPath: [String: Int] = [:]
                for (index, file) in project.files.enumerated() { indexOfPath[fileSystem.absolutePath(file.path)] = index }
                let related = sources.filter { indexOfPath[fileSystem.absolutePath($0.path)] != nil }
                for controller in project.controllers.prefix(limit - bars.count) {
                    let bar = SourceTabBar(controller: controller, plusButton: project.plusButton(for: controller))
                    let place = places.place(of: bar, in: project)
                    var drawn = Bar(place: PathNames.relative(place, to: fileSystem.currentDirectory) ?? place,
                                    config: bar.configuration(), files: related)
                    for file in related {
                        guard let index = indexOfPath[fileSystem.absolutePath(file.path)] else { continue }
                        drawn.tie(file) { bar.tabs(at: $0, inFile: index, of: project) }
                    }
                    bars.append(drawn)
                }
            }
        }
        return (bars, count)
    }

    /// The bars tabbar found but could not draw (none of their tabs read), and those it read in part, each with
    /// what it could not read: never left out silently.
    static func coverage(_ bars: [BarReport]) -> String {
        var html = ""
        for (title, extent) in [("Tab bars found but not read", BarCoverage.Extent.unread), ("Tab bars read in part", .partly)] {
            let listed = bars.filter { $0.extent == extent }
            guard !listed.isEmpty else { continue }
            html += "<section class=\"coverage \(extent.rawValue)\">\n<h2>\(title)</h2>\n<ul>\n"
            for bar in listed {
                let name = bar.className.map { " <b>\(escape($0))</b>" } ?? ""
                html += "<li><span class=\"where\">\(escape(bar.path)):\(bar.line)</span>\(name) (\(escape(bar.technology)))<ul>\n"
                for gap in bar.gaps {
                    let place = gap.line.map { " <span class=\"where\">\(escape(gap.path)):\($0)</span>" } ?? ""
                    html += "<li>\(escape(gap.what))\(place)</li>\n"
                }
                html += "</ul></li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return html
    }

    /// The text format's summary line, without colour.
    static func summaryLine(_ summary: CheckSummary) -> String {
        String(TextReporter(style: TerminalStyle(enabled: false)).summaryLines(summary).dropLast())
    }

    /// An SVG document made inline: no XML namespace URL (HTML needs none).
    static func inline(_ svg: String) -> String {
        svg.replacingOccurrences(" xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }

    static let style = """
    body { font: 14px -apple-system, 'Helvetica Neue', 'PingFang SC', 'Noto Sans CJK SC', Arial, sans-serif; margin: 24px; color: #1c1c1e; }
    h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; } h3 { font-size: 14px; font-family: monospace; }
    .previews { display: flex; flex-wrap: wrap; gap: 16px; }
    figure { margin: 0; border: 1px solid #d1d1d6; border-radius: 8px; overflow: auto; max-width: 100%; }
    figure svg { display: block; }
    ul.findings { list-style: none; padding: 0; }
    ul.findings li { border-left: 4px solid #8e8e93; padding: 4px 10px; margin: 8px 0; background: #f7f7f9; }
    ul.findings li.error { border-left-color: #d70015; } ul.findings li.warning { border-left-color: #c93400; }
    ul.findings li.info { border-left-color: #3634a3; }
    .where { font-family: monospace; color: #3a3a3c; } .tab { font-weight: 600; }
    .severity { text-transform: uppercase; font-size: 11px; font-weight: 700; }
    li.error .severity { color: #d70015; } li.warning .severity { color: #c93400; } li.info .severity { color: #3634a3; }
    pre { margin: 4px 0 0; white-space: pre-wrap; } .line { color: #8e8e93; }
    """
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
