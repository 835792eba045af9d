import Foundation
import JSONC
import TabBarCore
import Testing

/// The generated code compiles: the Objective-C passes `clang -fsyntax-only` (ARC, `-Wall -Wextra
/// -Werror`) against the stub headers in `Stubs/ObjC`, the Swift passes `swiftc -typecheck` against the
/// stub modules built from `Stubs/Swift`. Each run checks every example, a configuration that sets every
/// key, and sampled configurations, each under its own class prefix so that all compile together, beside
/// an app delegate that calls them as the documentation says. Skipped, saying why, when the compiler is absent.
@Suite struct CompilerCheckTests {
    /// Every key of the format, with titles that need escaping in both languages.
    static let everyKey = #"""
    {
      "tabBar": { "height": 52.5, "imageInsets": { "top": 4.5, "left": 0, "bottom": -4.5, "right": 0 },
                  "titlePositionAdjustment": { "horizontal": 0, "vertical": -3.5 } },
      "items": [
        { "title": "首页 \"🏠\"", "image": "home", "selectedImage": "home_sel", "badge": "3",
          "imageInsets": { "top": 1, "left": 2, "bottom": 3, "right": 4 }, "titlePositionAdjustment": { "horizontal": 1.5, "vertical": -2 },
          "viewController": { "class": "HomeViewController", "title": "首页 \"🏠\"", "navigationItemTitle": "Home\n\t??=\\" } },
        { "title": "👨‍👩‍👧 家", "image": "family", "viewController": { "navigationItemTitle": "\u2028\u0085\u007f\u001b" } },
        { "title": "عربى", "image": "arabic", "selectedImage": "arabic_sel", "viewController": { "class": "ArabicViewController" } },
        { "title": "我", "image": "me", "badge": "99+", "viewController": { "class": "UITableViewController" } }
      ],
      "plusButton": {
        "width": 55, "height": 80, "title": "发布", "image": "post", "selectedImage": "post_sel",
        "indexOfPlusButtonInTabBar": 1, "multiplierOfTabBarHeight": 0.3, "constantOfPlusButtonCenterYOffset": -14.5,
        "plusChildViewController": { "class": "PublishViewController", "title": "发布", "navigationItemTitle": "发布" },
        "shouldSelectPlusChildViewController": false
      }
    }
    """#

    /// The configurations to compile: the examples without errors, `everyKey`, and sampled ones.
    static func configurations() throws -> [TabBarConfig] {
        var texts = try RoundTripTests.exampleFiles.map {
            try String(contentsOf: RoundTripTests.examples.appendingPathComponent($0), encoding: .utf8)
        }
        texts.append(everyKey)
        for seed in UInt64(1)...80 {
            var sampler = ConfigurationSampler(seed: seed)
            texts.append(sampler.configuration())
        }
        return texts.map { ConfigurationLinter.lint(text: $0) }.filter { !$0.diagnostics.contains { $0.severity == .error } }.map(\.config)
    }

    /// The view controller classes the configurations name (the stubs declare UIKit's own).
    static func classNames(_ configs: [TabBarConfig]) -> [String] {
        var names: Set<String> = []
        for config in configs {
            for item in config.items { if let name = item.viewController?.className?.value { names.insert(name) } }
            if let name = config.plusButton?.plusChildViewController?.className?.value { names.insert(name) }
        }
        return names.filter { !$0.hasPrefix("UI") }.sorted()
    }

    static func generator(_ language: SourceLanguage, _ index: Int) -> CodeGenerator {
        CodeGenerator(language: language, classPrefix: "C\(index)", configurationName: "c\(index).tabbar.json",
                      command: "tabbar generate --language \(language == .swift ? "swift" : "objc") c\(index).tabbar.json")
    }

    /// Writes the Objective-C of `configs` and an app delegate using it to `folder`; the `.m` files to compile.
    static func writeObjectiveC(_ configs: [TabBarConfig], to folder: String) throws -> [String] {
        var sources: [String] = []
        var appDelegate = "#import <UIKit/UIKit.h>\n"
        var body = ""
        for (index, config) in configs.enumerated() {
            let generator = Self.generator(.objectiveC, index)
            for file in try generator.generate(config) {
                try file.text.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
                if file.name.hasSuffix(".m") { sources.append(file.name) }
            }
            appDelegate += "#import \"\(generator.controllerClassName).h\"\n"
            body += "    \(generator.registrationCall);\n"
            body += "    UIViewController *root\(index) = [[\(generator.controllerClassName) alloc] init];\n    (void)root\(index);\n"
        }
        for name in classNames(configs) {
            try "#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@end\n"
                .write(toFile: folder + "/\(name).h", atomically: true, encoding: .utf8)
        }
        appDelegate += "\nBOOL ApplicationDidFinishLaunching(void) {\n" + body + "    return YES;\n}\n"
        try appDelegate.write(toFile: folder + "/AppDelegate.m", atomically: true, encoding: .utf8)
        // The header in Objective-C++ too, where FOUNDATION_EXTERN means extern "C".
        try appDelegate.write(toFile: folder + "/AppDelegate.mm", atomically: true, encoding: .utf8)
        return sources + ["AppDelegate.m"]
    }

    static func clang(_ sources: [String], in folder: String, language: String = "objective-c") throws -> (status: Int32, output: String) {
        let clang = try #require(Toolchain.clang)
        return try Toolchain.run(clang, ["-x", language, "-fobjc-runtime=ios-13.0", "-fobjc-arc", "-fsyntax-only",
                                         "-Wall", "-Wextra", "-Werror", "-I", Toolchain.stubs.path + "/ObjC", "-I", "."] + sources,
                                 in: folder)
    }

    @Test(.enabled(if: Toolchain.clang != nil, "clang is not on PATH (nor in TABBAR_CLANG): the Objective-C syntax check is skipped"))
    func objectiveCPassesClangSyntaxOnly() throws {
        let folder = try Toolchain.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configs = try Self.configurations()
        #expect(configs.count >= 60)
        let sources = try Self.writeObjectiveC(configs, to: folder)
        let run = try Self.clang(sources, in: folder)
        #expect(run.status == 0, "clang -fsyntax-only failed:\n\(run.output)")
        let cpp = try Self.clang(["AppDelegate.mm"], in: folder, language: "objective-c++")
        #expect(cpp.status == 0, "clang -x objective-c++ failed:\n\(cpp.output)")
    }

    /// The check can fail: a misspelt selector and a wrong return type are errors.
    @Test(.enabled(if: Toolchain.clang != nil, "clang is not on PATH (nor in TABBAR_CLANG): the Objective-C syntax check is skipped"))
    func clangRejectsBrokenCode() throws {
        let folder = try Toolchain.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = ConfigurationLinter.lint(text: Self.everyKey).config
        let sources = try Self.writeObjectiveC([config], to: folder)
        for (from, to) in [("registerPlusButton]", "registerPlusButtons]"), ("+ (CGFloat)multiplierOfTabBarHeight", "+ (NSUInteger)multiplierOfTabBarHeight"),
                           ("CYLTabBarItemImage :", "CYLTabBarItemImages :")] {
            let path = folder + "/C0TabBarController.m"
            let original = try String(contentsOfFile: path, encoding: .utf8)
            try original.replacingOccurrences(of: from, with: to).write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Self.clang(sources, in: folder)
            #expect(run.status != 0, "clang accepted \(to)")
            try original.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Builds the stub modules `UIKit` and `CYLTabBarController` into `folder`.
    static func buildSwiftStubs(in folder: String) throws {
        let swiftc = try #require(Toolchain.swiftc)
        for module in ["UIKit", "CYLTabBarController"] {
            let run = try Toolchain.run(swiftc, ["-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                                 Toolchain.stubs.path + "/Swift/\(module).swift",
                                                 "-emit-module-path", "\(module).swiftmodule"], in: folder)
            try #require(run.status == 0, "building the \(module) stub failed:\n\(run.output)")
        }
    }

    /// Writes the Swift of `configs`, the view controller stubs and an app delegate; the files to check.
    static func writeSwift(_ configs: [TabBarConfig], to folder: String) throws -> [String] {
        var sources: [String] = []
        var body = ""
        for (index, config) in configs.enumerated() {
            let generator = Self.generator(.swift, index)
            for file in try generator.generate(config) {
                try file.text.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
                sources.append(file.name)
            }
            body += "        \(generator.registrationCall)\n        let root\(index): UIViewController = \(generator.controllerClassName)()\n"
            body += "        _ = root\(index)\n"
        }
        let classes = classNames(configs).map { "class \($0): UIViewController {}\n" }.joined()
        try ("import UIKit\n\n" + classes).write(toFile: folder + "/ViewControllers.swift", atomically: true, encoding: .utf8)
        let appDelegate = "import UIKit\n\nfinal class AppDelegate {\n    func application() -> Bool {\n" + body + "        return true\n    }\n}\n"
        try appDelegate.write(toFile: folder + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        return sources + ["ViewControllers.swift", "AppDelegate.swift"]
    }

    static func typecheck(_ sources: [String], in folder: String) throws -> (status: Int32, output: String) {
        let swiftc = try #require(Toolchain.swiftc)
        return try Toolchain.run(swiftc, ["-typecheck", "-swift-version", "5", "-I", "."] + sources, in: folder)
    }

    @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc is not on PATH (nor in TABBAR_SWIFTC): the Swift type check is skipped"))
    func swiftTypechecksAgainstStubs() throws {
        let folder = try Toolchain.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.buildSwiftStubs(in: folder)
        let configs = try Self.configurations()
        let sources = try Self.writeSwift(configs, to: folder)
        let run = try Self.typecheck(sources, in: folder)
        #expect(run.status == 0, "swiftc -typecheck failed:\n\(run.output)")
    }

    /// The check can fail: a wrong argument label and a misspelt state are errors.
    @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc is not on PATH (nor in TABBAR_SWIFTC): the Swift type check is skipped"))
    func swiftcRejectsBrokenCode() throws {
        let folder = try Toolchain.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.buildSwiftStubs(in: folder)
        let sources = try Self.writeSwift([ConfigurationLinter.lint(text: Self.everyKey).config], to: folder)
        for (from, to) in [("tabBarItemsAttributes: C0", "tabBarItemAttributes: C0"), ("for: .selected", "for: .chosen"),
                           ("C0PlusButton.register()", "C0PlusButton.registerPlusButton()")] {
            let path = folder + "/C0TabBarController.swift"
            let original = try String(contentsOfFile: path, encoding: .utf8)
            try original.replacingOccurrences(of: from, with: to).write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Self.typecheck(sources, in: folder)
            #expect(run.status != 0, "swiftc accepted \(to)")
            try original.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
