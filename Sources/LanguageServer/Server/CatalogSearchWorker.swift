#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarWorkspace

/// Runs catalog searches off the message loop, one at a time on a thread of its own
/// (started when a search is asked for, ended when none is left), and hands each result
/// to `deliver`. Searches of one
/// scope are made once per generation: every document folder of a project shares it.
final class CatalogSearchWorker: @unchecked Sendable {
    private struct Job {
        let folder: String
        let generation: Int
    }

    private let source: AssetSource
    private let deliver: @Sendable (AssetSearchReport) -> Void
    private var mutex = pthread_mutex_t()
    /// Guarded by `mutex`.
    private var jobs: [Job] = []
    private var started = false
    /// Used only by the thread that searches.
    private var cache: [String: CatalogScan] = [:]
    private var cacheGeneration = 0

    init(source: AssetSource, deliver: @escaping @Sendable (AssetSearchReport) -> Void) {
        self.source = source
        self.deliver = deliver
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    /// Asks for the catalogs of `folder`; the report arrives through `deliver` (at once
    /// for an inline source).
    func submit(folder: String, generation: Int) {
        let job = Job(folder: folder, generation: generation)
        if source.inline {
            run(job)
            return
        }
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        let start = !started
        started = true
        pthread_mutex_unlock(&mutex)
        if start { ThreadLauncher.start { [self] in loop() } }
    }

    private func loop() {
        ThreadLauncher.yieldToTheMessageLoop()
        while true {
            pthread_mutex_lock(&mutex)
            guard !jobs.isEmpty else {
                started = false
                pthread_mutex_unlock(&mutex)
                return
            }
            let job = jobs.removeFirst()
            pthread_mutex_unlock(&mutex)
            run(job)
        }
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
