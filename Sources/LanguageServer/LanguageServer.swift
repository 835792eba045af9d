/// Entry point of `tabbar lsp`. The server itself arrives with its own issue.
public enum LanguageServerEntry {
    /// Serves LSP on stdin/stdout until `exit` or end of input; returns the exit code.
    public static func run(arguments: [String] = []) -> Int32 {
        1
    }
}
