import TabBarWorkspace

/// Runs catalog searches off the message loop, one at a time on a thread of its own
/// (started when a search is asked for, ended when none is left), and hands each result
/// to `deliver`. Searches of one
/// scope are made once per generation: every document folder of a project shares it.
final class CatalogSearchWorker: @unchecked Sendable {
    private struct Job: Sendable {
        let folder: String
        let generation: Int
    }

    private let source: AssetSource
    private let deliver: @Sendable (AssetSearchReport) -> Void
    /// Made on the first job (on the message loop, like every call here): nothing of it is built
    /// before `initialize` is answered.
    private lazy var queue = SerialJobQueue<Job>(inline: source.inline) { [weak self] job in self?.run(job) }
    /// Used only by the thread that searches.
    private var cache: [String: CatalogScan] = [:]
    private var cacheGeneration = 0

    init(source: AssetSource, deliver: @escaping @Sendable (AssetSearchReport) -> Void) {
        self.source = source
        self.deliver = deliver
    }

    /// Asks for the catalogs of `folder`; the report arrives through `deliver` (at once
    /// for an inline source).
    func submit(folder: String, generation: Int) {
        queue.submit(Job(folder: folder, generation: generation))
    }

    private func run(_ job: Job) {
        if job.generation != cacheGeneration {
            cache.removeAll()
            cacheGeneration = job.generation
        }
        let scope = source.scope(job.folder)
        let scan = cache[scope.path] ?? source.scan(scope)
        cache[scope.path] = scan
        deliver(AssetSearchReport(folder: job.folder, scan: scan, generation: job.generation))
    }
}
