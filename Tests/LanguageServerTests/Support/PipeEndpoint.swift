#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
@testable import LanguageServer

/// The client side of a server on file descriptors: writes framed messages, reads and
/// unframes replies (waiting at most `timeout` ms per read so a broken server cannot hang the suite).
final class PipeEndpoint {
    let toServer: Int32
    let fromServer: Int32
    private var framer = MessageFramer()
    private var pending: [JSON] = []
    /// Framing problems seen in the server's output (there must be none).
    private(set) var framingErrors: [FramingError] = []
    var timeout: Int32 = 20_000

    init(toServer: Int32, fromServer: Int32) {
        self.toServer = toServer
        self.fromServer = fromServer
    }

    func send(_ message: JSON) {
        SystemCall.writeAll(toServer, OutgoingMessage.frame(message))
    }

    func sendRaw(_ bytes: [UInt8]) {
        SystemCall.writeAll(toServer, bytes)
    }

    /// Closes the server's input.
    func closeInput() {
        close(toServer)
    }

    /// The next message, nil at end of output or after the timeout.
    func next() -> JSON? {
        while pending.isEmpty {
            guard SystemCall.waitReadable(fromServer, milliseconds: timeout) else { return nil }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(fromServer, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            for event in framer.feed(buffer[0..<count]) {
                switch event {
                case .message(let body):
                    if let json = JSON.parse(body) { pending.append(json) }
                case .error(let error):
                    framingErrors.append(error)
                }
            }
        }
        return pending.removeFirst()
    }

    /// Messages up to and including the reply to `id`.
    func reply(to id: Int) -> JSON? {
        while let message = next() {
            if message["id"] == .number(Double(id)), message["method"] == nil { return message }
        }
        return nil
    }

    /// Messages up to the next notification named `method`.
    func notification(_ method: String) -> JSON? {
        while let message = next() {
            if message["method"]?.stringValue == method, message["id"] == nil { return message }
        }
        return nil
    }

    static func request(_ id: Int, _ method: String, _ params: JSON = .null) -> JSON {
        OutgoingMessage.request(id: .number(id), method: method, params: params)
    }

    static func notification(_ method: String, _ params: JSON = .null) -> JSON {
        OutgoingMessage.notification(method: method, params: params)
    }

    /// A pipe: (read end, write end).
    /// A pipe whose ends close on exec: a child spawned by another test running at the same
    /// time must not inherit them (holding a server's stdin open, it would keep the server
    /// from ever seeing end of input). `dup2` onto 0 and 1 in the child clears the flag there.
    static func pipePair() -> (Int32, Int32) {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }
}
