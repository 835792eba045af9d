// swift-tools-version:6.0
import PackageDescription

/// tabbar: a language server and command-line checker for iOS tab bars where apps build them:
/// CYLTabBarController and UIKit tab bars in Objective-C and Swift, storyboards, and tab-bar
/// configuration files (tabbar.json). No package dependencies: the toolchain only.
let package = Package(
    name: "tabbar",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabbar", targets: ["tabbar"]),
        .library(name: "TabBarCore", targets: ["TabBarCore"]),
        // SwiftPM plug-ins: `tabbar check` in every build of a target, and `swift package tabbar …`.
        .plugin(name: "TabBarBuildToolPlugin", targets: ["TabBarBuildToolPlugin"]),
        .plugin(name: "TabBarCommandPlugin", targets: ["TabBarCommandPlugin"]),
        .plugin(name: "TabBarFixPlugin", targets: ["TabBarFixPlugin"]),
    ],
    targets: [
        // Lossless JSONC parser, JSON values and the line table. Standard library only.
        .target(name: "JSONC", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Model, layout, rules, fixes, previews. No I/O.
        .target(name: "TabBarCore", dependencies: ["JSONC"]),
        // CYLTabBarController's own rules (its readers are the front-ends' CYL/ folders).
        .target(name: "CYLTechnology", dependencies: ["JSONC", "TabBarCore"], path: "Sources/Technologies/CYL"),
        // UIKit tab bars built in code: what the Objective-C and Swift readers share, and UIKit's own rules.
        .target(name: "UIKitTechnology", dependencies: ["JSONC", "TabBarCore"], path: "Sources/Technologies/UIKit"),
        // The byte screen's SSSE3 scan (C: a table lookup per byte, which portable Swift SIMD cannot ask for), chosen at
        // run time; the portable filter of SourceText scans elsewhere.
        .target(name: "ScreenKernel"),
        // Tokens shared by the source front-ends (Objective-C, Swift). Standard library only.
        .target(name: "SourceText", dependencies: ["JSONC", "ScreenKernel"]),
        // The Objective-C front-end: lexer and extraction into TabBarCore's source model.
        .target(name: "ObjCSource", dependencies: ["JSONC", "SourceText", "TabBarCore", "UIKitTechnology"]),
        // The Swift front-end: lexer and extraction into TabBarCore's source model.
        .target(name: "SwiftSource", dependencies: ["JSONC", "SourceText", "TabBarCore", "UIKitTechnology"]),
        // The storyboard front-end: a tolerant XML lexer and the tab bar controller scenes of Interface Builder files.
        .target(name: "StoryboardSource", dependencies: ["JSONC", "SourceText", "TabBarCore"]),
        // The one reader of source projects: project roots, the front-ends' screens, two passes, lock files.
        .target(name: "ProjectReader", dependencies: ["JSONC", "TabBarCore", "ObjCSource", "SwiftSource", "StoryboardSource", "CYLTechnology", "UIKitTechnology", "TabBarWorkspace"]),
        // File-system edges shared by the CLI and the server: finding files, asset catalogs, atomic writes.
        .target(name: "TabBarWorkspace", dependencies: ["JSONC", "TabBarCore"]),
        // JSON-RPC transport, LSP types, the server and its document store.
        .target(name: "LanguageServer", dependencies: ["JSONC", "TabBarCore", "TabBarWorkspace", "ProjectReader"]),
        // The command line as a library (check, preview, import, generate, init, rules, explain, lsp).
        .target(name: "TabBarCLI", dependencies: ["JSONC", "TabBarCore", "TabBarWorkspace", "ProjectReader", "LanguageServer", "StoryboardSource", "SwiftSource"]),
        .executableTarget(name: "tabbar", dependencies: ["TabBarCLI"]),
        // Checks a target's sources during `swift build` (and Xcode builds, through XcodeProjectPlugin).
        .plugin(name: "TabBarBuildToolPlugin", capability: .buildTool(), dependencies: ["tabbar"]),
        // `swift package tabbar check|preview|…`: reads only, so it needs no permission flag.
        .plugin(name: "TabBarCommandPlugin",
                capability: .command(intent: .custom(verb: "tabbar", description: "Check or preview iOS tab bars (CYLTabBarController, UIKit, storyboards)")),
                dependencies: ["tabbar"]),
        // `swift package --allow-writing-to-package-directory tabbar-fix`: tabbar check --fix.
        .plugin(name: "TabBarFixPlugin",
                capability: .command(intent: .custom(verb: "tabbar-fix", description: "Apply tabbar's safe fixes (tabbar check --fix)"),
                                     permissions: [.writeToPackageDirectory(reason: "tabbar check --fix applies safe fixes to your sources")]),
                dependencies: ["tabbar"]),

        // What several test targets share (a crowded folder, a file system that counts what is listed); never shipped.
        .target(name: "TabBarTestSupport", dependencies: ["TabBarWorkspace"], path: "Tests/TabBarTestSupport"),
        .testTarget(name: "JSONCTests", dependencies: ["JSONC", "TabBarTestSupport"]),
        .testTarget(name: "TabBarCoreTests", dependencies: ["TabBarCore", "JSONC", "TabBarTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "ObjCSourceTests", dependencies: ["ObjCSource", "SourceText", "JSONC", "TabBarCore", "TabBarTestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "SourceText", "JSONC", "TabBarCore", "TabBarTestSupport"]),
        .testTarget(name: "StoryboardSourceTests", dependencies: ["StoryboardSource", "JSONC", "TabBarCore"]),
        .testTarget(name: "ProjectReaderTests", dependencies: ["ProjectReader", "StoryboardSource", "SwiftSource", "CYLTechnology", "UIKitTechnology", "TabBarCore", "TabBarWorkspace", "JSONC", "TabBarTestSupport"]),
        // tabbar generate: the round trip through the source front-ends, and the compilers against stub headers.
        .testTarget(name: "CodeGenerationTests", dependencies: ["TabBarCore", "ProjectReader", "SwiftSource", "JSONC", "TabBarTestSupport"], exclude: ["Stubs"]),
        .testTarget(name: "TabBarWorkspaceTests", dependencies: ["TabBarWorkspace", "TabBarCore", "ProjectReader", "TabBarTestSupport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TabBarCore", "JSONC", "TabBarTestSupport"]),
        .testTarget(name: "TabBarCLITests", dependencies: ["TabBarCLI", "TabBarCore", "ProjectReader", "JSONC", "TabBarTestSupport"]),
        // A toy front-end and a toy Swift technology defined inside the test, registered through the reader's
        // front-end list: findings, fixes, cross-front-end findings, a preview and the server through the same
        // public paths as the built-in ones.
        .testTarget(name: "FrontEndContractTests", dependencies: ["ProjectReader", "SwiftSource", "TabBarCore", "JSONC", "LanguageServer", "TabBarWorkspace"]),
    ]
)
