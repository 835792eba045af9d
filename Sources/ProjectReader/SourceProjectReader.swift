import CYLTechnology
import ObjCSource
import StoryboardSource
import SwiftSource
import TabBarCore
import TabBarWorkspace
import UIKitTechnology

/// The one reader of source projects, for `check`, `preview`, `import`, the HTML report and the language
/// server's index: it finds a file's project (the nearest folder up with a project marker), lists a
/// project's source files (the library's own files in a vendored copy of it skipped), reads them in
/// the passes `SourceSelection` decides (see `SourceProjectReader+Passes`; the index runs the same passes
/// over what it keeps), and reads the library version a project's lock files name. The file system is injected: the disk, a test's files.
public struct SourceProjectReader: Sendable {
    /// The front-ends, tried in order. A new language or library is one more entry.
    public static let frontEnds: [any SourceFrontEnd] = [ObjCFrontEnd(), SwiftFrontEnd(), StoryboardFrontEnd()]

    /// The technologies' steps in linking a project's files, run in order (`SourceProject.init(files:linking:)`). A
    /// technology that links its bars across files is one more entry.
    public static let linking: [any ProjectLinkingStep] = [CYLLibraryCopyLinking(), SwiftDeclarationLinking(), DeclaredStringsLinking(), StoryboardLinking(), UIKitLinking(), SwiftUILinking()]

    /// The front-end among `frontEnds` that reads `path`, nil when none does.
    public static func frontEnd(for path: String, in frontEnds: [any SourceFrontEnd] = frontEnds) -> (any SourceFrontEnd)? {
        frontEnds.first { $0.reads(fileName: path) }
    }

    /// Where projects are listed and read: the disk, or a test's files.
    public let fileSystem: any FileSystem
    /// The home folder (`$HOME`), where the searches for a project root and for lock files end.
    public let home: String?
    /// What a read leaves over (every file's screening): kept until the process exits when enabled, else
    /// freed on another thread.
    public var leftovers = KeptUntilExit(enabled: false)

    /// A reader of the projects on `fileSystem`.
    public init(fileSystem: any FileSystem, home: String?) {
        self.fileSystem = fileSystem
        self.home = home
    }

    /// A finder of configuration files and of the source files the front-ends read.
    public var finder: ConfigFileFinder { ConfigFileFinder(fileSystem: fileSystem, sourceFrontEnds: Self.frontEnds) }

    /// Whether `path` names a file one of the front-ends reads.
    public static func isSourceFileName(_ path: String) -> Bool {
        ConfigFileFinder.isSourceFileName(PathNames.lastComponent(path), frontEnds: frontEnds)
    }

    // MARK: Projects

    /// The project root of `folder` (absolute): the nearest folder at or above it holding a project
    /// marker (`ConfigFileFinder.isProjectMarker`), never `/` or the home folder; nil when there is none.
    public func projectRoot(ofFolder folder: String) -> String? {
        ProjectRoot.enclosing(folder, fileSystem: fileSystem, home: home)
    }

    /// The project root of the file at `path`.
    public func projectRoot(of path: String) -> String? {
        projectRoot(ofFolder: PathNames.folder(of: fileSystem.absolutePath(path)))
    }

    /// The source files below project root `root`, absolute.
    public func sourceFiles(in root: String) -> [String] {
        finder.find(in: [root]).sourceFiles
    }

    /// The source files below `root` for the language server's index, within `budget` (the folder
    /// alone unless `recursive`); skips what `sourceFiles(in:)` skips.
    public func sourceTree(_ root: String, recursive: Bool, budget: ScanBudget) -> SourceTreeScan {
        SourceTreeScanner.scan(root, recursive: recursive, frontEnds: Self.frontEnds, budget: budget, in: fileSystem)
    }

    /// The project the file at `path` belongs to: every source file of its project root, or the
    /// file alone when it is in no project.
    public func project(around path: String) -> SourceProjectFiles {
        guard let root = projectRoot(of: path) else { return SourceProjectFiles(root: nil, paths: [path]) }
        return SourceProjectFiles(root: root, paths: sourceFiles(in: root), listed: true)
    }

    /// The projects of the source files a search found. A file in `named` (given on the command
    /// line) is read within its project, which is read too, and only the named files are reported
    /// (spelled as they were given); the others are grouped by the deepest project root above them.
    /// Every source file `found` holds that is not in `named` came from a walk (listed as a regular file).
    public func projects(_ found: ConfigFileFinder.Result, named: Set<String>) -> [SourceProjectFiles] {
        // Nothing named (a folder checked): the files are grouped as they are, without a look-up each.
        if named.isEmpty {
            return SourceProjectFiles.group(found.sourceFiles, roots: found.projectRoots.map(fileSystem.absolutePath),
                                            fileSystem: fileSystem, listed: true)
        }
        var projects: [SourceProjectFiles] = []
        var searched: Set<String> = []
        for path in found.sourceFiles where named.contains(path) {
            guard let root = projectRoot(of: path), !searched.contains(root) else {
                if !projects.contains(where: { $0.reported?.contains(path) == true }) {
                    projects.append(SourceProjectFiles(root: nil, paths: [path], reported: [path]))
                }
                continue
            }
            searched.insert(root)
            let inProject = sourceFiles(in: root)
            let reported = Set(found.sourceFiles.filter { named.contains($0) && fileSystem.absolutePath($0).hasPrefix(root + "/") })
            // The named files keep the spelling they were given in, so reports name them as the user did.
            let spelled = inProject.map { candidate in reported.first { fileSystem.absolutePath($0) == candidate } ?? candidate }
            projects.append(SourceProjectFiles(root: root, paths: spelled, reported: reported, listed: true))
        }
        let rest = found.sourceFiles.filter { !named.contains($0) }
        let roots = found.projectRoots.map(fileSystem.absolutePath)
        return projects + SourceProjectFiles.group(rest, roots: roots, fileSystem: fileSystem, listed: true)
    }

    // MARK: Reading

    /// Reads a project's files in the two passes, on every core: the linked project, and the files
    /// that could not be read (by index in `files.paths`).
    public func read(_ files: SourceProjectFiles) -> (project: SourceProject, errors: [Int: FileSystemError]) {
        let errorSlots = Slots<FileSystemError>(count: files.paths.count)
        let paths = files.paths
        let system = fileSystem
        let listed = files.listed
        let project = Self.project(paths: paths, leftovers: leftovers) { index in
            do throws(FileSystemError) {
                return listed ? try system.readListedFile(at: paths[index]) : try system.readFile(at: paths[index])
            } catch {
                errorSlots[index] = error
                return nil
            }
        }
        var errors: [Int: FileSystemError] = [:]
        for (index, error) in errorSlots.values.enumerated() { if let error { errors[index] = error } }
        return (project, errors)
    }

    /// The library version named by the lock files of project root `root` or of up to two folders
    /// above it (`LibraryVersionReader`).
    public func libraryVersion(in root: String) -> LibraryVersion? {
        LibraryVersionReader.version(in: root, fileSystem: fileSystem, home: home)
    }

    /// The library version for a project read from `files`: its root's lock files, or for files in
    /// no project those of the folder of its first file.
    public func libraryVersion(of files: SourceProjectFiles, read project: SourceProject) -> LibraryVersion? {
        guard let root = files.root ?? project.files.first.map({ PathNames.folder(of: fileSystem.absolutePath($0.path)) }) else {
            return nil
        }
        return libraryVersion(in: root)
    }
}
