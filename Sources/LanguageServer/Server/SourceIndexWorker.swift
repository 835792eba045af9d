import ProjectReader
import TabBarCore

/// Builds the source index off the message loop, one job at a time on a thread of its own
/// (started when a job is asked for, ended when none is left), and hands each result to
/// `deliver`, as `CatalogSearchWorker` does for asset catalogs. One thread, not every core:
/// the index builds behind the editor's requests, never in their way.
final class SourceIndexWorker: @unchecked Sendable {
    enum Job: Sendable {
        /// List and read a folder's source files (a workspace folder, or a project root).
        case scan(root: String, recursive: Bool)
        /// Find the project of a document folder outside every workspace folder, then scan it.
        case locate(folder: String)
        /// Read files again after they changed on disk (or an editor buffer was closed).
        case refresh([String])
    }

    private let source: SourceIndexSource
    private let deliver: @Sendable (SourceIndexReport) -> Void
    /// The source front-ends that screen and read the files.
    private let frontEnds: [any SourceFrontEnd]
    /// Made on the first job (on the message loop, like every call here): nothing of it is built
    /// before `initialize` is answered.
    private lazy var queue = SerialJobQueue<Job>(inline: source.inline) { [weak self] job in self?.run(job) }
    /// The roots scanned so far (`recursive` or not); used only by the thread that works.
    private var scanned: Set<String> = []

    /// How long one scan may spend reading files after listing them.
    static let readTimeLimit: Duration = .seconds(20)

    init(source: SourceIndexSource, frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds,
         deliver: @escaping @Sendable (SourceIndexReport) -> Void) {
        self.source = source
        self.frontEnds = frontEnds
        self.deliver = deliver
    }

    /// Queues a job; its report arrives through `deliver` (at once for an inline source).
    func submit(_ job: Job) { queue.submit(job) }

    /// Holds the jobs back for at most `duration`, or until `release()`: after `initialized`,
    /// the documents an editor opens at once are answered before the workspace is read, so
    /// their first diagnostics never share the machine with the scan.
    func hold(for duration: Duration) { queue.hold(for: duration) }

    /// Lets held jobs run now.
    func release() { queue.release() }

    private func run(_ job: Job) {
        switch job {
        case .scan(let root, let recursive):
            deliver(scan(root, recursive: recursive, folders: []))
        case .locate(let folder):
            let root = source.projectRoot(folder)
            deliver(scan(root ?? folder, recursive: root != nil, folders: [folder]))
        case .refresh(let paths):
            deliver(refresh(paths))
        }
    }

    private static func key(_ root: String, _ recursive: Bool) -> String { (recursive ? "r:" : "f:") + root }

    /// Lists and reads `root` on this one thread, in the passes `SourceSelection` decides (as
    /// `SourceProjectReader` does on every core for `check`); every file's screening is kept.
    private func scan(_ root: String, recursive: Bool, folders: [String]) -> SourceIndexReport {
        let start = ContinuousClock.now
        guard scanned.insert(Self.key(root, recursive)).inserted else {
            // Already scanned: only the folders that asked are news.
            return SourceIndexReport(root: root, recursive: recursive, folders: folders, files: [], listed: false)
        }
        let listing = source.scan(root, recursive)
        var files: [ScreenedSourceFile] = []
        files.reserveCapacity(listing.files.count)
        var note = listing.incompleteNote
        for path in listing.files {
            if ContinuousClock.now - start > Self.readTimeLimit {
                note = "stopped reading source files below \(root) after \(files.count) files "
                    + "(\(Self.readTimeLimit)); findings that depend on the others may be missing"
                break
            }
            // A file screened by name (an `Info.plist`) is read only when its project asks for it.
            guard let file = SourceSelection.firstPass(path: path, frontEnds: frontEnds, load: { source.read(path) }) else { continue }
            files.append(file)
        }
        let screened = files
        files = SourceSelection.laterPasses(files) { selected in
            selected.map { index in
                source.read(screened[index].path).flatMap { SourceSelection.extracted(screened[index], bytes: $0, frontEnds: frontEnds) }
            }
        }.compactMap { $0 }
        var versions: [String: LibraryVersion] = [:]
        for folder in Set(listing.projectRoots + [root]) {
            if let version = source.libraryVersion(folder) { versions[folder] = version }
        }
        return SourceIndexReport(root: root, recursive: recursive, folders: folders, files: files,
                                 projectRoots: listing.projectRoots, libraryVersions: versions, incompleteNote: note,
                                 duration: ContinuousClock.now - start)
    }

    /// Reads `paths` again; a file that is gone is reported removed.
    private func refresh(_ paths: [String]) -> SourceIndexReport {
        let start = ContinuousClock.now
        var files: [ScreenedSourceFile] = []
        var removed: [String] = []
        for path in paths {
            if let bytes = source.read(path) {
                files.append(SourceSelection.firstPass(path: path, bytes: bytes, frontEnds: frontEnds))
            } else {
                removed.append(path)
            }
        }
        return SourceIndexReport(root: nil, recursive: false, files: files, removed: removed,
                                 duration: ContinuousClock.now - start)
    }
}
