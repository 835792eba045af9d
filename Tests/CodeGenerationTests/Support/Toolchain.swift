import Foundation

/// The compilers the generated code is checked with, found on `PATH` (or named by `TABBAR_CLANG` /
/// `TABBAR_SWIFTC`), and a way to run them.
enum Toolchain {
    static let clang = find("clang", override: "TABBAR_CLANG")
    static let swiftc = find("swiftc", override: "TABBAR_SWIFTC")

    /// The stub headers and Swift modules the generated code is compiled against.
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    static func find(_ name: String, override: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[override], FileManager.default.isExecutableFile(atPath: path) { return path }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `executable` with `arguments` in `directory`; the exit status and everything it printed.
    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "tabbar-generate-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw CocoaError(.fileWriteUnknown) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
