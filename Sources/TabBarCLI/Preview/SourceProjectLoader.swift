import JSONC
import SourceCheck
import TabBarCore
import TabBarWorkspace

/// Reads the source projects a path names, for `preview` and `import`: a folder's projects (grouped
/// by their markers), or the project of a source file (the nearest folder up with a marker).
struct SourceProjectLoader {
    let environment: CLIEnvironment

    /// Whether `path` is read as source: a folder, or a `.m` / `.mm` / `.h` / `.swift` file.
    func isSourcePath(_ path: String) -> Bool {
        path != "-" && (environment.fileSystem.kind(of: path) == .directory
            || ConfigFileFinder.isSourceFileName(PathNames.lastComponent(path)))
    }

    /// The projects below or around `path`, each read and linked.
    func projects(for path: String) throws(CLIError) -> [SourceProject] {
        let fileSystem = environment.fileSystem
        guard let kind = fileSystem.kind(of: path) else { throw .fileSystem(.notFound(path: path)) }
        let groups: [SourceChecker.ProjectFiles]
        if kind == .directory {
            let found = ConfigFileFinder(fileSystem: fileSystem, includesSources: true).find(in: [path])
            groups = SourceChecker.group(found.sourceFiles, roots: found.projectRoots.map(fileSystem.absolutePath),
                                         fileSystem: fileSystem)
        } else if let root = ProjectRoot.enclosing(PathNames.folder(of: fileSystem.absolutePath(path)), fileSystem: fileSystem,
                                                   home: environment.variables["HOME"]) {
            let found = ConfigFileFinder(fileSystem: fileSystem, includesSources: true).find(in: [root])
            groups = [SourceChecker.ProjectFiles(root: root, paths: found.sourceFiles, reported: nil)]
        } else {
            groups = [SourceChecker.ProjectFiles(root: nil, paths: [path], reported: nil)]
        }
        return groups.map { group in
            let paths = group.paths
            return SourceProjectReader.project(paths: paths) { index in try? fileSystem.readFile(at: paths[index]) }
        }
    }

    /// Every tab bar controller built below or around `path`, with its project; an error when there is none.
    func tabBars(for path: String) throws(CLIError) -> [(project: SourceProject, bar: SourceTabBar)] {
        let bars = try projects(for: path).flatMap { project in
            project.controllers.map { (project: project, bar: SourceTabBar(controller: $0, plusButton: project.plusButton)) }
        }
        guard !bars.isEmpty else { throw .noTabBar(path) }
        return bars
    }

    /// `Sources/Main.m:14`: where a tab bar is built, for people.
    static func place(of bar: SourceTabBar, in project: SourceProject) -> String {
        let file = project.files[bar.controller.file]
        let line = LineTable(bytes: file.bytes).line(of: bar.controller.value.range.start) + 1
        return "\(file.path):\(line)"
    }
}
