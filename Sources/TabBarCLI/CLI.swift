/// The `tabbar` command line as a library, so tests run it in-process.
public enum TabBarCommand {
    /// Runs `tabbar` with `arguments` (without the program name); returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        0
    }
}
