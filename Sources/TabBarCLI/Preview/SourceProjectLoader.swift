import JSONC
import ProjectReader
import TabBarCore
import TabBarWorkspace

/// Reads the source projects a path names, for `preview` and `import`, with the `SourceProjectReader`:
/// a folder's projects (grouped by their markers), or the project of a source file (the nearest
/// folder up with a marker).
struct SourceProjectLoader {
    let environment: CLIEnvironment

    private var reader: SourceProjectReader {
        SourceProjectReader(fileSystem: environment.fileSystem, home: environment.variables["HOME"])
    }

    /// Whether `path` is read as source: a folder, or a file one of the front-ends reads.
    func isSourcePath(_ path: String) -> Bool {
        path != "-" && (environment.fileSystem.kind(of: path) == .directory || SourceProjectReader.isSourceFileName(path))
    }

    /// The projects below or around `path`, each read and linked.
    func projects(for path: String) throws(CLIError) -> [SourceProject] {
        let reader = reader
        guard let kind = reader.fileSystem.kind(of: path) else { throw .fileSystem(.notFound(path: path)) }
        let groups = kind == .directory ? reader.projects(reader.finder.find(in: [path]), named: [])
            : [reader.project(around: path)]
        return groups.map { reader.read($0).project }
    }

    /// Every tab bar controller built below or around `path`, with its project; an error when there is none.
    func tabBars(for path: String) throws(CLIError) -> [(project: SourceProject, bar: SourceTabBar)] {
        let projects = try projects(for: path)
        // A bar none of whose tabs was read (set from a list tabbar cannot read) has nothing to draw: it is reported.
        let bars = projects.flatMap { project in
            project.controllers.filter { !($0.value.items.map { !$0.isComplete && $0.elements.isEmpty } ?? false) }
                .map { (project: project, bar: SourceTabBar(controller: $0, plusButton: project.plusButton(for: $0))) }
        }
        guard bars.isEmpty else { return bars }
        let unread = projects.enumerated().flatMap { index, project in BarReport.reports(of: project, projectIndex: index) }
        guard !unread.isEmpty else { throw .noTabBar(path) }
        throw .tabBarsNotRead(path, unread.map { bar in
            let name = bar.className.map { "\($0) " } ?? ""
            return "\(name)at \(bar.path):\(bar.line): " + bar.gaps.map(\.what).joined(separator: ", ")
        })
    }

    /// `Sources/Main.m:14`: where a tab bar is built, for people.
    static func place(of bar: SourceTabBar, in project: SourceProject) -> String {
        var places = BarPlaces()
        return places.place(of: bar, in: project)
    }
}

/// Where tab bars are built (`Sources/Main.m:14`), with the line starts of each file found once however many bars
/// it holds.
struct BarPlaces {
    private var tables: [String: LineNumbers] = [:]

    /// `Sources/Main.m:14`: where `bar` is built, for people.
    mutating func place(of bar: SourceTabBar, in project: SourceProject) -> String {
        let file = project.files[bar.controller.file]
        let table = tables[file.path] ?? LineNumbers(bytes: file.bytes)
        tables[file.path] = table
        return "\(file.path):\(table.line(of: bar.controller.value.range.start) + 1)"
    }
}
