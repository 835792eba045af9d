// swift-tools-version:6.0
import PackageDescription

/// A package that uses tabbar's plug-ins as an app would: the build-tool plug-in on its target, and
/// `swift package tabbar check` on demand. Built by `.ci/plugins.sh` (its own .build, kept out of git).
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "tabbar", path: "../../..")],
    targets: [
        .target(name: "TabBarApp", plugins: [.plugin(name: "TabBarBuildToolPlugin", package: "tabbar")]),
    ]
)
