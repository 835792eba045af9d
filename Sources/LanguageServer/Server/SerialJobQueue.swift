#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Jobs run one at a time on a thread of their own, started when a job is queued and ended when
/// none is left, so that background work (asset-catalog searches, the source index) never runs on
/// the message loop. An inline queue runs each job at once on the caller's thread (tests).
final class SerialJobQueue<Job: Sendable>: @unchecked Sendable {
    private let inline: Bool
    private let perform: @Sendable (Job) -> Void
    private var mutex = pthread_mutex_t()
    /// Guarded by `mutex`.
    private var jobs: [Job] = []
    private var started = false
    /// Until when the jobs wait (guarded by `mutex`): see `hold(for:)`.
    private var heldUntil: ContinuousClock.Instant?

    init(inline: Bool, perform: @escaping @Sendable (Job) -> Void) {
        self.inline = inline
        self.perform = perform
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    /// Queues `job` (runs it at once when inline).
    func submit(_ job: Job) {
        if inline {
            perform(job)
            return
        }
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        let start = !started
        started = true
        pthread_mutex_unlock(&mutex)
        if start { ThreadLauncher.start { [self] in loop() } }
    }

    /// Holds the jobs back for at most `duration`, or until `release()`.
    func hold(for duration: Duration) {
        pthread_mutex_lock(&mutex)
        heldUntil = ContinuousClock.now + duration
        pthread_mutex_unlock(&mutex)
    }

    /// Lets held jobs run now.
    func release() {
        pthread_mutex_lock(&mutex)
        heldUntil = nil
        pthread_mutex_unlock(&mutex)
    }

    /// Waits while the queue is held (polling: a hold lasts a fraction of a second, once).
    private func waitWhileHeld() {
        while true {
            pthread_mutex_lock(&mutex)
            let until = heldUntil
            pthread_mutex_unlock(&mutex)
            guard let until, ContinuousClock.now < until else { return }
            usleep(2_000)
        }
    }

    private func loop() {
        ThreadLauncher.yieldToTheMessageLoop()
        while true {
            waitWhileHeld()
            pthread_mutex_lock(&mutex)
            guard !jobs.isEmpty else {
                started = false
                pthread_mutex_unlock(&mutex)
                return
            }
            let job = jobs.removeFirst()
            pthread_mutex_unlock(&mutex)
            perform(job)
        }
    }
}
