import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory tabbar-fix [PATH ...]`: `tabbar check --fix`
/// in the package's folder, with SwiftPM's permission to write there (which the read-only `tabbar`
/// verb does not ask for, so that `swift package tabbar check` needs no flag).
@main
struct TabBarFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "tabbar").url
        process.arguments = ["check", "--fix"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw FixExit(status: process.terminationStatus)
        }
    }
}

/// tabbar's exit status, when not 0 (1: findings remain; 2: a usage or I/O error).
struct FixExit: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "tabbar check --fix exited with status \(status)" }
}
