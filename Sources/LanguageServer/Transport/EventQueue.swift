#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hand-over from the reader thread to the server: a blocking FIFO of events.
/// `$/cancelRequest` is applied here, on arrival: a queued request with that id is
/// replaced by a `.cancelled` event, so it is answered with -32800 and never run.
final class EventQueue: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var events: [ServerEvent] = []
    private var head = 0
    /// The client process to watch, set once `initialize` names it.
    private var watched: Int32?

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Adds an event (or applies a cancellation) and wakes the server.
    func push(_ event: ServerEvent) {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if case .message(.notification(let method, let params)) = event, method == CancelRequestNotification.method {
            if let cancel = try? CancelRequestNotification(params: params) { cancelQueued(cancel.id) }
            return
        }
        events.append(event)
        pthread_cond_signal(&condition)
    }

    /// The next event, waiting for one.
    func pop() -> ServerEvent {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while head == events.count { pthread_cond_wait(&condition, &mutex) }
        return take()
    }

    /// The next event, nil when none is queued.
    func tryPop() -> ServerEvent? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return head == events.count ? nil : take()
    }

    /// Whether no event is queued.
    var isEmpty: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return head == events.count
    }

    /// The client process to watch; the reader polls it.
    var watchedProcess: Int32? {
        get {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            return watched
        }
        set {
            pthread_mutex_lock(&mutex)
            watched = newValue
            pthread_mutex_unlock(&mutex)
        }
    }

    private func take() -> ServerEvent {
        let event = events[head]
        head += 1
        if head > 64, head * 2 > events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }

    private func cancelQueued(_ id: RequestID) {
        for index in head..<events.count {
            if case .message(.request(let queued, _, _)) = events[index], queued == id {
                events[index] = .cancelled(id)
                return
            }
        }
    }
}
