import Foundation
import TabBarCLI
import TabBarWorkspace

/// Collects what the CLI writes.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ chunk: String) {
        lock.lock()
        text += chunk
        lock.unlock()
    }

    var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

/// The result of one in-process run.
struct CLIRun {
    let exitCode: Int32
    let stdout: String
    let stderr: String
}

/// Runs `tabbar` in-process with captured streams.
enum CLIRunner {
    /// The working folder of runs that name none: empty and in no repository, so that
    /// standard input is checked without any asset catalog.
    static let emptyFolder: String = {
        var template = Array((NSTemporaryDirectory() + "tabbar-cwd-XXXXXX").utf8CString)
        _ = mkdtemp(&template)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    static func run(_ arguments: [String], in directory: String? = nil, stdin: String = "",
                    variables: [String: String] = [:], terminal: Bool = false,
                    fileSystem: (any FileSystem)? = nil) -> CLIRun {
        let out = OutputCapture(), err = OutputCapture()
        let input = Array(stdin.utf8)
        let system = fileSystem ?? LocalFileSystem(currentDirectory: directory ?? emptyFolder)
        let environment = CLIEnvironment(writeOutput: { out.append($0) }, writeError: { err.append($0) },
                                         readInput: { input }, fileSystem: system, variables: variables,
                                         outputIsTerminal: terminal)
        let code = TabBarCommand.run(arguments, environment: environment)
        return CLIRun(exitCode: code, stdout: out.value, stderr: err.value)
    }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "tabbar-tests-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw CocoaError(.fileWriteUnknown) }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `text` to `name` (folders created), returns the absolute path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    func mkdir(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }

    /// The entries of the folder (or a subfolder), sorted.
    func entries(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : path + "/" + name).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// File status through stat(2): mode and inode, to see whether a file was replaced.
enum FileStatus {
    static func mode(_ path: String) -> UInt32 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt32(info.st_mode) & 0o7777 : 0
    }

    static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    static func modificationTime(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
        return info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
        #else
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        #endif
    }
}

/// Configuration texts shared by the tests.
enum Fixtures {
    /// Clean: four titled items with images, no plus button.
    static let clean = """
    {
      "items": [
        { "title": "首页", "image": "home" },
        { "title": "消息", "image": "message" },
        { "title": "发现", "image": "discover" },
        { "title": "我", "image": "me" }
      ]
    }

    """

    /// Two safe fixes (TB003 rename, TB004 rename) and one finding without a fix (TB009).
    static let fixable = """
    {
      // 😀 标签栏
      "items": [
        { "title": "首页", "image": "home", "viewController": { "class": "H", "title": "Home" } },
        { "title": "首页", "image": "me" }
      ],
      "plusButton": { "image": "plus", "multiplerInCenterY": 0.3 }
    }

    """

    /// A warning only (TB009 duplicate title).
    static let warningOnly = """
    { "items": [ { "title": "A", "image": "a" }, { "title": "A", "image": "b" } ] }

    """

    /// An error with no fix, and a layout that cannot be computed (TB002, odd N).
    static let oddPlus = """
    { "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" }, { "title": "C", "image": "c" } ],
      "plusButton": { "image": "plus" } }

    """

    /// An info only (TB011: the plus button rises above the bar).
    static let infoOnly = """
    { "items": [ { "title": "A", "image": "a" }, { "title": "B", "image": "b" } ],
      "plusButton": { "image": "plus", "width": 60, "height": 100 } }

    """
}
