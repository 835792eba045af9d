import Foundation
import PackagePlugin

/// Runs `tabbar check --format xcode` over a target's tab-bar sources during `swift build` (each
/// file checked within its package, so findings that need another file are found): the findings appear as `file:line:col: warning: …` like the compiler's, and errors fail the build.
@main
struct TabBarBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url).filter(CheckCommand.isChecked)
        guard !inputs.isEmpty else { return [] }
        return [try CheckCommand.command(tool: context.tool(named: "tabbar").url, paths: inputs,
                                         inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                                         name: target.name)]
    }
}

/// The one build command both plug-in kinds create.
enum CheckCommand {
    /// The files tabbar reads: Objective-C and Swift source, storyboards and tab-bar configurations.
    static func isChecked(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return ["swift", "m", "mm", "h", "storyboard"].contains(url.pathExtension) || name == "tabbar.json" || name.hasSuffix(".tabbar.json")
    }

    /// `tabbar check` of `paths`, re-run when an input changes. The command writes an empty Swift
    /// file when the check passes, so that the build system runs it (and stops on errors).
    static func command(tool: URL, paths: [URL], inputs: [URL], workDirectory: URL, name: String) -> Command {
        let stamp = workDirectory.appendingPathComponent("TabBarChecked.swift")
        let script = #"tool="$1"; stamp="$2"; shift 2; "$tool" check --format xcode --fail-on error "$@" && echo "// tabbar check passed" > "$stamp""#
        return .buildCommand(
            displayName: "tabbar check \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "tabbar-check", tool.path, stamp.path] + paths.map(\.path),
            inputFiles: [tool] + inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode app projects: the same check over the target's input files. Compiled only where Xcode's
// XcodeProjectPlugin module exists (macOS); untested in tabbar's own CI, which runs on Linux.
extension TabBarBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter(CheckCommand.isChecked)
        guard !inputs.isEmpty else { return [] }
        return [try CheckCommand.command(tool: context.tool(named: "tabbar").url, paths: inputs, inputs: inputs,
                                         workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif
