import Foundation
import PackagePlugin

/// `swift package tabbar …`: runs tabbar in the package's folder with the arguments given
/// (`check` when none): `swift package tabbar check`, `swift package tabbar preview Sources/App`.
/// It asks for no permission to write, so `check --fix` writes only where SwiftPM does not sandbox
/// plug-ins (Linux); `swift package --allow-writing-to-package-directory tabbar-fix` is the way on macOS.
/// `--target NAME` (repeatable) stands for that target's source files.
@main
struct TabBarCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.isEmpty { rest = ["check"] }
        for name in targets {
            guard let target = try context.package.targets(named: [name]).first as? SourceModuleTarget else { continue }
            rest += target.sourceFiles.map(\.url.path)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "tabbar").url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw TabBarPluginError.exit(process.terminationStatus)
        }
    }
}

/// tabbar's exit status, when not 0 (1: findings; 2: a usage or I/O error).
enum TabBarPluginError: Error, CustomStringConvertible {
    case exit(Int32)

    var description: String {
        switch self {
        case .exit(let status): return "tabbar exited with status \(status)"
        }
    }
}
