#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `tabbar` binary with pipes on stdin and stdout (stderr discarded).
final class Subprocess {
    /// `.build/debug/tabbar`, found from this file's path.
    static let binary: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/.build/debug/tabbar"
    }()

    let pid: pid_t
    let endpoint: PipeEndpoint

    /// Starts the binary with `arguments`; `environment` entries replace or add to the
    /// test process's own variables.
    init?(arguments: [String], environment: [String: String] = [:]) {
        guard access(Self.binary, X_OK) == 0 else { return nil }
        let (inRead, inWrite) = PipeEndpoint.pipePair()
        let (outRead, outWrite) = PipeEndpoint.pipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inRead, 0)
        posix_spawn_file_actions_adddup2(&actions, outWrite, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in [inRead, inWrite, outRead, outWrite] { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([Self.binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = Self.environment(with: environment).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, Self.binary, &actions, nil, argv, envp)
        close(inRead)
        close(outWrite)
        guard result == 0 else {
            close(inWrite)
            close(outRead)
            return nil
        }
        self.pid = pid
        self.endpoint = PipeEndpoint(toServer: inWrite, fromServer: outRead)
    }

    /// `NAME=value` strings of this process's environment with `overrides` applied.
    static func environment(with overrides: [String: String]) -> [String] {
        var entries: [String] = []
        var entry = environ
        while let cString = entry.pointee {
            let pair = String(cString: cString)
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? pair
            if overrides[name] == nil { entries.append(pair) }
            entry += 1
        }
        return entries + overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// Waits for the process to end; its exit code.
    func wait() -> Int32 {
        (waitStatus() >> 8) & 0xFF
    }

    /// Waits for the process to end; the raw `waitpid` status (a signal in the low 7 bits).
    /// A process still running after `seconds` is killed (SIGKILL shows in the status), so a
    /// server that does not end fails its test instead of hanging the suite.
    func waitStatus(seconds: Int = 30) -> Int32 {
        var status: Int32 = 0
        var waited = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) { break }
            if waited >= seconds * 100 {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                break
            }
            usleep(10_000)
            waited += 1
        }
        close(endpoint.fromServer)
        return status
    }

    /// Whether the built binary serves LSP (`tabbar lsp` answers `initialize`).
    static let servesLSP: Bool = {
        guard let process = Subprocess(arguments: ["lsp"]) else { return false }
        process.endpoint.timeout = 10_000
        process.endpoint.send(PipeEndpoint.request(1, "initialize", ["processId": .null, "capabilities": [:]]))
        let answered = process.endpoint.reply(to: 1)?["result"]?["capabilities"] != nil
        process.endpoint.closeInput()
        _ = process.wait()
        return answered
    }()
}
