#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarCore
import TabBarWorkspace

/// Entry point of `tabbar lsp`: LSP 3.17 over stdin/stdout.
public enum LanguageServerEntry {
    /// Serves LSP on stdin/stdout until `exit` or end of input; returns the exit code
    /// (0 after `shutdown` then `exit`, else 1).
    ///
    /// The real stdout is duplicated for protocol messages and file descriptor 1 is
    /// pointed at stderr, so a stray `print` cannot corrupt the stream.
    public static func run(arguments: [String] = []) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            SystemCall.log("usage: tabbar lsp\n\nServes the Language Server Protocol on stdin/stdout; logs go to stderr.")
            return 0
        }
        signal(SIGPIPE, SIG_IGN)
        let output = dup(1)
        guard output >= 0, dup2(2, 1) >= 0 else {
            SystemCall.log("tabbar lsp: cannot set up standard output")
            return 1
        }
        return serve(input: 0, output: output)
    }

    /// Serves LSP on the given file descriptors: reads `input` on a thread of its own (the
    /// first message on the calling thread), handles messages on the calling thread and
    /// writes replies to `output`.
    /// - Parameter log: receives the server's lines about itself (standard error by default).
    /// - Returns: the exit code.
    public static func serve(input: Int32, output: Int32, log: ((String) -> Void)? = nil) -> Int32 {
        let connection = StdioConnection(input: input, output: output)
        let queue = connection.queue
        let server = TabBarServer(send: { message in connection.send(OutgoingMessage.frame(message)) },
                                  log: log, watchProcess: { pid in queue.watchedProcess = pid },
                                  post: { queue.push($0) }, documentation: installedDocumentation())
        // The first message (`initialize`) is read and answered on this thread; the reader
        // thread starts after it, while the client reads the answer.
        connection.readFirstMessage()
        while let event = queue.tryPop() {
            if let code = server.handle(event) { return code }
        }
        connection.startReading()
        while true {
            if let code = server.handle(queue.pop()) { return code }
        }
    }

    /// The rule pages of this copy: `TABBAR_DOCS_URL`, the installed pages, or the checkout's.
    static func installedDocumentation() -> RuleDocumentation {
        let name = RuleDocumentationLocator.variable
        let value = getenv(name).map { String(cString: $0) }
        return RuleDocumentationLocator.locate(variables: value.map { [name: $0] } ?? [:],
                                               executable: RuleDocumentationLocator.executablePath())
    }
}
