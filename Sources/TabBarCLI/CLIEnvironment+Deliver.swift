import TabBarWorkspace

extension CLIEnvironment {
    /// Writes a command's result to `path` (`-o`), atomically, or to standard output when there is none.
    func deliver(_ text: String, to path: String?) throws(CLIError) {
        guard let path else {
            writeOutput(text)
            return
        }
        do throws(FileSystemError) {
            try fileSystem.writeFileAtomically(Array(text.utf8), to: path)
        } catch {
            throw .fileSystem(error)
        }
    }
}
