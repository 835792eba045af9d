// swift-tools-version:6.0
import PackageDescription

/// tabbar: a language server and command-line checker for CYLTabBarController
/// tab-bar configurations. No package dependencies: the toolchain only.
let package = Package(
    name: "tabbar",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabbar", targets: ["tabbar"]),
        .library(name: "TabBarCore", targets: ["TabBarCore"]),
    ],
    targets: [
        // Lossless JSONC parser, JSON values and the line table. Standard library only.
        .target(name: "JSONC", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Model, layout, rules, fixes, previews. No I/O.
        .target(name: "TabBarCore", dependencies: ["JSONC"]),
        // Tokens shared by the source front-ends (Objective-C, Swift). Standard library only.
        .target(name: "SourceText", dependencies: ["JSONC"]),
        // File-system edges shared by the CLI and the server: finding files, asset catalogs, atomic writes.
        .target(name: "TabBarWorkspace", dependencies: ["JSONC", "TabBarCore"]),
        // JSON-RPC transport, LSP types, the server and its document store.
        .target(name: "LanguageServer", dependencies: ["JSONC", "TabBarCore", "TabBarWorkspace"]),
        // The command line as a library (check, preview, rules, explain, lsp).
        .target(name: "TabBarCLI", dependencies: ["JSONC", "TabBarCore", "TabBarWorkspace", "LanguageServer"]),
        .executableTarget(name: "tabbar", dependencies: ["TabBarCLI"]),

        .testTarget(name: "JSONCTests", dependencies: ["JSONC"]),
        .testTarget(name: "TabBarCoreTests", dependencies: ["TabBarCore", "JSONC"], exclude: ["Goldens"]),
        .testTarget(name: "TabBarWorkspaceTests", dependencies: ["TabBarWorkspace", "TabBarCore"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TabBarCore", "JSONC"]),
        .testTarget(name: "TabBarCLITests", dependencies: ["TabBarCLI", "TabBarCore", "JSONC"]),
    ]
)
