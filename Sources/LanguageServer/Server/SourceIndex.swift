import ProjectReader
import TabBarCore
import TabBarWorkspace

/// The workspace's Objective-C and Swift files as far as they are known, grouped into projects
/// and linked on demand. Open buffers win over the disk.
///
/// A file is known by its front-end's byte screen (does it name the library, which classes does it
/// define); files that can matter keep their bytes and facts, extracted once per content. Which files
/// are read is `SourceSelection`'s decision, as for `tabbar check`: this index keeps each project's
/// `ClassDefiners` as files come and go, and runs `SourceSelection.laterPasses` over them, from the cached
/// facts, when a project's library files change.
/// A project is the files below the deepest folder with a project marker (`Podfile`, `*.xcodeproj`,
/// `.git`, …; `ProjectRootSet`) or, without one, below the scanned folder: as `tabbar check` groups them. Linking a
/// project takes the files that name the library and those the passes read, from the cached facts; it is
/// redone only when one of those changes.
///
/// Scanning and reading happen on a `SourceIndexWorker`; nothing here waits for it. Reports reach
/// the message loop as `ServerEvent.sourceIndexed` and are taken in by `receive`.
final class SourceIndex {
    /// One file.
    struct Entry {
        /// What its front-end's byte screen saw.
        var screening: SourceScreening
        /// Kept for buffers and for the files that are extracted.
        var bytes: [UInt8]?
        var facts: SourceFileFacts?
        /// Whether an editor buffer holds it (then the disk is ignored until it is closed).
        var isBuffer: Bool
        /// The project it belongs to.
        var key: String
        /// For a buffer: the front-end chosen when its document was opened, and what it kept of the
        /// last version, so that the next keystroke re-reads only around the change.
        var revision: (frontEnd: any SourceFrontEnd, last: SourceRevision)? = nil
    }

    /// A project's files, linked, with its findings once computed.
    final class Linked {
        let project: SourceProject
        /// Each linked file's index in `project.files`.
        let indexOfPath: [String: Int]
        /// The findings of each file and the server generation they were computed in.
        var findings: (generation: Int, perFile: [[Diagnostic]])?

        init(project: SourceProject) {
            self.project = project
            var indexOfPath: [String: Int] = [:]
            for (index, file) in project.files.enumerated() { indexOfPath[file.path] = index }
            self.indexOfPath = indexOfPath
        }

        /// The findings of the file at `path`, empty when it is not linked.
        func findings(of path: String) -> [Diagnostic] {
            guard let index = indexOfPath[path], let perFile = findings?.perFile, index < perFile.count else { return [] }
            return perFile[index]
        }
    }

    /// What one project holds, by role.
    private struct Members {
        /// The files that name the library: always linked.
        var library: Set<String> = []
        /// The other files, by the classes they define (and the headers), for the passes.
        var definers = ClassDefiners<String>()
        /// What the passes reached from the library files (cached until one of them changes).
        var reach: SourceSelection.Reach<String>?
        var linked: Linked?
    }

    private(set) var entries: [String: Entry] = [:]
    private var members: [String: Members] = [:]
    /// The keys of the projects the index holds, sorted.
    var projectKeys: [String] { members.keys.sorted() }
    /// Folders holding a project marker, found by scans.
    private var markerRoots = ProjectRootSet()
    /// Folders scanned or being scanned, and whether their sub-folders are included.
    private var scanRoots: [String: Bool] = [:]
    /// Document folders whose project is being looked for.
    private var locating: Set<String> = []
    /// The library version of each project root, from its lock files.
    private var versions: [String: LibraryVersion] = [:]
    private let worker: SourceIndexWorker
    private let source: SourceIndexSource
    /// The source front-ends that screen and read the files.
    private let frontEnds: [any SourceFrontEnd]

    /// - Parameters:
    ///   - source: where files are listed and read.
    ///   - deliver: receives each report, from the worker's thread; it must hand the report to
    ///     the message loop, which passes it to `receive`.
    init(source: SourceIndexSource, frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds,
         deliver: @escaping @Sendable (SourceIndexReport) -> Void) {
        self.source = source
        self.frontEnds = frontEnds
        worker = SourceIndexWorker(source: source, frontEnds: frontEnds, deliver: deliver)
    }

    // MARK: Scans

    /// Holds the worker back for at most `duration` (until `releaseWorker()`).
    func holdWorker(for duration: Duration) { worker.hold(for: duration) }

    /// Lets the worker go on.
    func releaseWorker() { worker.release() }

    /// Scans the workspace folders in the background; `/` and the home folder never.
    func scanWorkspace(_ folders: [String], home: String?) {
        for folder in folders where folder != "/" && folder != home && !folder.isEmpty {
            guard scanRoots[folder] != true else { continue }
            scanRoots[folder] = true
            worker.submit(.scan(root: folder, recursive: true))
        }
    }

    /// Makes sure the project of the file at `path` is scanned or being scanned: a file outside
    /// every scanned folder has its project looked for (its nearest project root, else its folder alone).
    func ensureScanned(around path: String) {
        guard path.hasPrefix("/") else { return }
        let folder = PathNames.folder(of: path)
        guard scanRoot(containing: folder) == nil, locating.insert(folder).inserted else { return }
        worker.submit(.locate(folder: folder))
    }

    /// Reads files again in the background (they changed on disk, or their buffer was closed).
    func refresh(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        worker.submit(.refresh(paths))
    }

    /// The deepest scanned folder holding `folder` (itself for a folder scanned alone).
    private func scanRoot(containing folder: String) -> String? {
        if scanRoots[folder] != nil { return folder }
        var current = folder
        while true {
            let parent = PathNames.folder(of: current)
            if parent == current || parent == "." { return nil }
            if scanRoots[parent] == true { return parent }
            current = parent
        }
    }

    /// Takes in a worker's report. Returns the projects whose files changed, or nil when every
    /// project may have (a scan: files can move between projects).
    func receive(_ report: SourceIndexReport) -> Set<String>? {
        for folder in report.folders { locating.remove(folder) }
        if let root = report.root {
            scanRoots[root] = (scanRoots[root] ?? false) || report.recursive
            markerRoots.insert(contentsOf: report.projectRoots)
            versions.merge(report.libraryVersions) { _, new in new }
            guard report.listed else { return nil }
            let listed = Set(report.files.map(\.path))
            let prefix = root == "/" ? "/" : root + "/"
            for (path, entry) in entries where !entry.isBuffer && !listed.contains(path) && path.hasPrefix(prefix)
                && (report.recursive || PathNames.folder(of: path) == root) {
                entries.removeValue(forKey: path)
            }
            for file in report.files where entries[file.path]?.isBuffer != true {
                entries[file.path] = Entry(screening: file.screening, bytes: file.bytes, facts: file.facts, isBuffer: false,
                                           key: "")
            }
            rebuild()
            return nil
        }
        var changed: Set<String> = []
        for file in report.files where entries[file.path]?.isBuffer != true {
            if let key = put(file, bytes: file.bytes, isBuffer: false) { changed.insert(key) }
        }
        for path in report.removed where entries[path]?.isBuffer != true {
            if let key = remove(path) { changed.insert(key) }
        }
        return changed
    }

    /// Recomputes every file's project and drops every linked project.
    private func rebuild() {
        members.removeAll(keepingCapacity: true)
        for path in Array(entries.keys) {
            guard var entry = entries[path] else { continue }
            entry.key = key(for: path)
            entries[path] = entry
            join(path, entry)
        }
    }

    // MARK: Files

    /// The project of the file at `path`: the deepest folder above it holding a project marker,
    /// else the deepest scanned folder holding it, else its folder. A path that is not absolute
    /// (an `untitled:` buffer) is a project of its own.
    func key(for path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        if let root = markerRoots.root(of: path) { return root }
        let folder = PathNames.folder(of: path)
        var current = folder
        while true {
            if let recursive = scanRoots[current], recursive || current == folder { return current }
            let parent = PathNames.folder(of: current)
            if parent == current || parent == "." { break }
            current = parent
        }
        return folder
    }

    /// The project of a known file (else where it would go).
    func project(of path: String) -> String {
        entries[path]?.key ?? key(for: path)
    }

    /// Sets a file's content from an editor buffer (`isBuffer`) or the disk, read by `frontEnd` (chosen
    /// when its document was opened). Returns the project whose linked files changed, nil when the file
    /// does not matter to its project before or after.
    @discardableResult
    func set(_ path: String, bytes: [UInt8], frontEnd: (any SourceFrontEnd)?, isBuffer: Bool) -> String? {
        guard isBuffer else {
            return put(SourceSelection.firstPass(path: path, bytes: bytes, frontEnd: frontEnd), bytes: bytes, isBuffer: false)
        }
        let (file, revision) = SourceSelection.firstPass(path: path, bytes: bytes, revising: entries[path]?.revision?.last,
                                                         frontEnd: frontEnd)
        return put(file, bytes: bytes, isBuffer: true, revision: frontEnd.flatMap { frontEnd in revision.map { (frontEnd, $0) } })
    }

    /// An editor buffer was closed: the disk counts again, once it is read.
    func releaseBuffer(_ path: String) {
        guard entries[path]?.isBuffer == true else { return }
        entries[path]?.isBuffer = false
        refresh([path])
    }

    private func put(_ file: ScreenedSourceFile, bytes: [UInt8]?, isBuffer: Bool,
                     revision: (frontEnd: any SourceFrontEnd, last: SourceRevision)? = nil) -> String? {
        let path = file.path
        let key = key(for: path)
        let old = entries[path]
        let mattered = old.map { matters(path, $0) } ?? false
        if let old { leave(path, old) }
        let entry = Entry(screening: file.screening,
                          bytes: isBuffer || file.facts != nil ? (file.bytes ?? bytes) : nil, facts: file.facts,
                          isBuffer: isBuffer, key: key, revision: revision)
        entries[path] = entry
        join(path, entry)
        var changed: String?
        if let old, old.key != key, mattered {
            members[old.key]?.linked = nil
            if !old.screening.mentionsLibrary { members[old.key]?.reach = nil }
            changed = old.key
        }
        if mattered || matters(path, entry) {
            members[key]?.linked = nil
            // A linked file's facts name classes too: the passes run again (`join` and `leave` already
            // dropped them for a library file).
            if !entry.screening.mentionsLibrary || old.map({ !$0.screening.mentionsLibrary }) == true {
                members[key]?.reach = nil
            }
            changed = key
        }
        return changed
    }

    private func remove(_ path: String) -> String? {
        guard let old = entries[path] else { return nil }
        let mattered = matters(path, old)
        leave(path, old)
        entries.removeValue(forKey: path)
        guard mattered else { return nil }
        members[old.key]?.linked = nil
        if !old.screening.mentionsLibrary { members[old.key]?.reach = nil }
        return old.key
    }

    /// Whether the file at `path` is linked into its project: it names the library, the passes read it,
    /// or it defines a class the linked files use (`SourceSelection.isLinked`).
    private func matters(_ path: String, _ entry: Entry) -> Bool {
        let reach = reach(entry.key)
        return reach.read.contains(path) || SourceSelection.isLinked(entry.screening, referenced: reach.names)
    }

    // Both mutate `members` in place: copying a project's sets out and back would copy them
    // whole on every file (quadratic over a scan of thousands of files).
    private func join(_ path: String, _ entry: Entry) {
        if entry.screening.mentionsLibrary {
            members[entry.key, default: Members()].library.insert(path)
            members[entry.key]?.reach = nil
        } else if ClassDefiners<String>.keeps(path, entry.screening) {
            members[entry.key, default: Members()].definers.insert(path, path: path, screening: entry.screening)
        }
    }

    private func leave(_ path: String, _ entry: Entry) {
        guard members[entry.key] != nil else { return }
        if entry.screening.mentionsLibrary {
            members[entry.key]?.library.remove(path)
            members[entry.key]?.reach = nil
        } else {
            members[entry.key]?.definers.remove(path, path: path, screening: entry.screening)
        }
    }

    /// What the passes reach in project `key` from its library files (`SourceSelection.laterPasses`: header
    /// -> implementation -> the tabs' classes), extracting each file they read once.
    private func reach(_ key: String) -> SourceSelection.Reach<String> {
        if let cached = members[key]?.reach { return cached }
        guard let project = members[key] else { return SourceSelection.Reach() }
        let reach = SourceSelection.laterPasses(from: project.library.compactMap { entries[$0]?.facts },
                                                definers: project.definers) { paths in paths.map { extracted($0)?.facts } }
        members[key]?.reach = reach
        return reach
    }

    // MARK: Projects

    /// Project `key` linked from the cached facts (extracting a file the passes read the first time it is
    /// needed): its library files and the files the passes read, as `tabbar check` links them.
    func linked(_ key: String) -> Linked {
        if let linked = members[key]?.linked { return linked }
        var paths = members[key]?.library ?? []
        paths.formUnion(reach(key).read)
        var files: [SourceFile] = []
        for path in paths.sorted(by: ConfigFileFinder.pathOrder) {
            guard let (bytes, facts) = extracted(path) else { continue }
            files.append(SourceFile(path: path, bytes: bytes, facts: facts))
        }
        let linked = Linked(project: SourceProject(files: files))
        members[key, default: Members()].linked = linked
        return linked
    }

    /// The bytes and facts of a known file, extracting them once when only its byte scan was kept.
    private func extracted(_ path: String) -> (bytes: [UInt8], facts: SourceFileFacts)? {
        guard var entry = entries[path] else { return nil }
        if let bytes = entry.bytes, let facts = entry.facts { return (bytes, facts) }
        let screened = ScreenedSourceFile(path: path, screening: entry.screening, bytes: nil, facts: nil)
        guard let bytes = entry.bytes ?? source.read(path) else { return nil }
        if let (frontEnd, previous) = entry.revision {
            // An open buffer defining a class a tab bar uses: extracted keystroke after keystroke.
            let (file, revision) = SourceSelection.extracted(screened, bytes: bytes, revising: previous, frontEnd: frontEnd)
            guard let facts = file.facts else { return nil }
            entry.revision = (frontEnd, revision)
            entry.facts = facts
        } else {
            guard let file = SourceSelection.extracted(screened, bytes: bytes, frontEnds: frontEnds) else { return nil }
            guard let facts = file.facts else {
                // A file read on demand that said nothing (an `Info.plist` naming no storyboard): no longer asked for,
                // until it changes.
                if file.screening == .nothing, entry.screening != .nothing {
                    leave(path, entry)
                    entry.screening = .nothing
                    entries[path] = entry
                }
                return nil
            }
            entry.facts = facts
        }
        entry.bytes = bytes
        guard let facts = entry.facts else { return nil }
        entries[path] = entry
        return (bytes, facts)
    }

    /// Project `key` linked and checked with `options` in server generation `generation`.
    func checked(_ key: String, options: LintOptions, generation: Int) -> Linked {
        let linked = linked(key)
        if linked.findings?.generation != generation {
            linked.findings = (generation, SourceLinter.lint(linked.project, options: lintOptions(options, project: key)))
        }
        return linked
    }

    /// `options` with the library version project `key`'s lock files name (the one in `options`,
    /// from `.tabbarrc.json`, when they name none).
    func lintOptions(_ options: LintOptions, project key: String) -> LintOptions {
        var options = options
        options.libraryVersion = versions[key] ?? options.libraryVersion
        return options
    }

    /// The number of files known (for logs and tests).
    var count: Int { entries.count }
}
