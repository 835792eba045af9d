import JSONC
import ProjectReader
import StoryboardSource
import TabBarCore
import Testing

/// A Swift file's language version, from its Xcode project (`SWIFT_VERSION`, or a project last opened before Xcode 8):
/// Swift 2 gives a method's first parameter no label in its selector, so the Swift 3 label rule of TB023 stays silent
/// there; an unknown version keeps it.
@Suite struct SwiftLanguageVersionTests {
    static let plusButton = """
        import UIKit
        class RaisedButton: CYLPlusButton, CYLPlusButtonSubclassing {
            static func plusButton() -> Any { RaisedButton() }
            static func multiplierOfTabBarHeight(tabBarHeight: CGFloat) -> CGFloat { 0.3 }
        }
        """

    /// A project file with one build configuration per entry of `settings` (each the text inside its braces).
    static func projectFile(_ settings: [String], lastSwiftCheck: String? = nil) -> String {
        var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
        if let lastSwiftCheck {
            text += "\t\tD1 = {isa = PBXProject; attributes = {LastSwiftUpdateCheck = \(lastSwiftCheck); LastUpgradeCheck = \(lastSwiftCheck);}; };\n"
        }
        for (index, setting) in settings.enumerated() {
            text += "\t\tE\(index) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\t\(setting)\n\t\t\t};\n\t\t};\n"
        }
        return text + "\t};\n}\n"
    }

    static func codes(_ files: [(String, String)]) -> [String] {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        let lint = SourceLinter.lint(project, options: LintOptions())
        return lint.flatMap { $0.map(\.code) }.sorted()
    }

    static let button = ("App/RaisedButton.swift", plusButton)

    @Test(arguments: [
        ([#"SWIFT_VERSION = "";"#], "0730", false),
        (["SWIFT_VERSION = 2.3;", "SWIFT_VERSION = 2.3;"], "0800", false),
        ([], "0720", false),
        (["SWIFT_VERSION = 3.0;"], "0730", true),
        (["SWIFT_VERSION = 5.0;", "SWIFT_VERSION = 4.2;"], "1500", true),
        // Disagreeing or unreadable versions, and a project opened in Xcode 8 without a version, say nothing.
        (["SWIFT_VERSION = 2.3;", "SWIFT_VERSION = 3.0;"], "0800", true),
        (["SWIFT_VERSION = \"$(INHERITED)\";"], "0730", true),
        ([], "0820", true),
    ] as [([String], String, Bool)])
    func theLabelRuleFollowsTheProjectsSwiftVersion(settings: [String], check: String, reported: Bool) {
        let project = ("App.xcodeproj/project.pbxproj", Self.projectFile(settings, lastSwiftCheck: check))
        #expect(Self.codes([Self.button, project]).contains("TB023") == reported, "\(settings) \(check)")
    }

    @Test func withoutAProjectFileTheVersionIsUnknownAndTheRuleSpeaks() {
        #expect(Self.codes([Self.button]).contains("TB023"))
    }

    @Test func theDeepestProjectHoldingTheFileDecides() {
        let outer = ("App.xcodeproj/project.pbxproj", Self.projectFile(["SWIFT_VERSION = 5.0;"]))
        let inner = ("App/Old.xcodeproj/project.pbxproj", Self.projectFile([#"SWIFT_VERSION = "";"#], lastSwiftCheck: "0730"))
        #expect(!Self.codes([Self.button, outer, inner]).contains("TB023"))
        let elsewhere = ("Other/Old.xcodeproj/project.pbxproj", inner.1)
        #expect(Self.codes([Self.button, outer, elsewhere]).contains("TB023"))
    }

    @Test func aMethodWithoutParametersIsTheSameInEveryVersion() {
        let typo = Self.plusButton + "\nextension RaisedButton {\n    static func indexOfPlusButtonInTabbar() -> UInt { 2 }\n}\n"
        let project = ("App.xcodeproj/project.pbxproj", Self.projectFile([#"SWIFT_VERSION = "";"#], lastSwiftCheck: "0730"))
        #expect(Self.codes([("App/RaisedButton.swift", typo), project]).filter { $0 == "TB023" }.count == 1)
    }

    @Test func theVersionIsReadFromTheProjectFile() throws {
        let facts = StoryboardFrontEndProbe.facts(Self.projectFile(["SWIFT_VERSION = 4.2;", "OTHER_SWIFT_VERSION = 2.0;"]))
        #expect(try #require(facts.tabBar.xcodeProject).swiftMajorVersion == 4)
    }
}
