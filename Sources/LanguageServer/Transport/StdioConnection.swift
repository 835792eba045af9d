#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File descriptors carrying LSP: a reader thread (`read(2)`) feeding an `EventQueue`,
/// and framed writes from the server's thread. The first message is read on the server's
/// own thread (`readFirstMessage`), so that `initialize` is answered without waiting for a
/// thread to start and hand it over.
final class StdioConnection: @unchecked Sendable {
    let input: Int32
    let output: Int32
    let queue = EventQueue()
    /// The framing state, handed from `readFirstMessage` to the reader thread.
    private var reader: MessageReader
    private var buffer: [UInt8] = []
    /// Set when `readFirstMessage` met the end of input or a read error: no thread is started.
    private var ended = false

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        self.reader = MessageReader(queue: queue)
    }

    /// Sends one message.
    func send(_ bytes: [UInt8]) {
        SystemCall.writeAll(output, bytes)
    }

    /// Reads on the calling thread until at least one event is queued: the client's first
    /// message (with whatever arrived in the same reads), or the end of input.
    /// Call it before `startReading`, never after.
    func readFirstMessage() {
        while queue.isEmpty, !ended {
            _ = readOnce()
        }
    }

    /// Starts the reader thread, which goes on from where `readFirstMessage` stopped. It ends at
    /// end of input, on a read error, or when the watched client process is gone, pushing the
    /// matching event.
    func startReading() {
        guard !ended else { return }
        ThreadLauncher.start { [self] in readLoop() }
    }

    private func readLoop() {
        while true {
            if let pid = queue.watchedProcess {
                if !SystemCall.waitReadable(input, milliseconds: 1000) {
                    if !SystemCall.processExists(pid) {
                        queue.push(.parentExited)
                        return
                    }
                    continue
                }
            }
            if !readOnce() { return }
        }
    }

    /// One `read(2)` into the framer; false (with `.endOfInput` queued) at end of input or on an error.
    private func readOnce() -> Bool {
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 64 << 10) }
        let count = buffer.withUnsafeMutableBytes { SystemCall.read(input, $0.baseAddress, $0.count) }
        if count > 0 {
            reader.receive(buffer[0..<count])
        } else if count < 0, errno == EINTR || errno == EAGAIN {
            return true
        } else {
            ended = true
            queue.push(.endOfInput)
            return false
        }
        return true
    }
}

/// Starts detached POSIX threads running Swift closures.
enum ThreadLauncher {
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Stack size of the threads it starts: the same on every platform (macOS gives
    /// secondary threads 512 KiB), with room for the deepest document the parser accepts.
    static let stackSize = 4 << 20

    /// Lowers the calling (background) thread's priority, so that on a machine with few cores
    /// the message loop's answers come first and background work (the source index, asset
    /// catalog searches) takes the time left over. On Linux the nice value is per thread;
    /// elsewhere nothing is changed (it would be the whole process's).
    static func yieldToTheMessageLoop() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    /// Runs `body` on a new detached thread.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        #if canImport(Glibc)
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box)
        #else
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, box)
        #endif
        if result == 0 {
            #if canImport(Glibc)
            pthread_detach(thread)
            #else
            if let thread { pthread_detach(thread) }
            #endif
        } else {
            Unmanaged<Box>.fromOpaque(box).release()
        }
    }
}
