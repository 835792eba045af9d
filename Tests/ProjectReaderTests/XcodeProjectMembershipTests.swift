import JSONC
import ProjectReader
import StoryboardSource
import TabBarCore
import Testing

/// Only what runs (SPEC section 8): a storyboard none of the project's Xcode projects builds (a backup such as
/// `Main~.storyboard`, a file left out of every target) never runs, so its tab bar gives no finding. An Xcode project
/// that does not name its files (a stub, folders built whole) says nothing. A blind validation of a large app found
/// TB029, TB012 x3, TB032 and TB033 on a stale copy of the main storyboard (issue 33).
@Suite struct XcodeProjectMembershipTests {
    /// A project file as Xcode writes it, listing `storyboards` (a variant group and its `Base.lproj` child each).
    static func projectFile(_ storyboards: [String], synchronized: Bool = false) -> String {
        var objects = ""
        for (index, name) in storyboards.enumerated() {
            objects += """
                		A1000\(index) /* \(name) */ = {isa = PBXVariantGroup; children = (B1000\(index) /* Base */, ); name = \(name); sourceTree = "<group>"; };
                		B1000\(index) /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/\(name); sourceTree = "<group>"; };

                """
        }
        if synchronized {
            objects += "\t\tC10000 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\n"
        }
        return """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 77;
            	objects = {
            \(objects)	};
            	rootObject = D10000 /* Project object */;
            }
            """
    }

    /// The findings as `file: code`.
    static func findings(_ files: [(String, String)]) -> [String] {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        let lint = SourceLinter.lint(project, options: LintOptions())
        return zip(project.files, lint).flatMap { file, diagnostics in diagnostics.map { "\(file.path): \($0.code)" } }.sorted()
    }

    static let main = ("App/Base.lproj/Main.storyboard", StoryboardLivenessTests.storyboard(opaque: true))
    static let stale = ("App/Base.lproj/Main~.storyboard", StoryboardLivenessTests.storyboard(opaque: true))

    @Test func aStoryboardNoXcodeProjectBuildsGivesNoFinding() {
        let project = ("App.xcodeproj/project.pbxproj", Self.projectFile(["Main.storyboard", "LaunchScreen.storyboard"]))
        let found = Self.findings([Self.main, Self.stale, project])
        #expect(found.contains("App/Base.lproj/Main.storyboard: TB013"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("App/Base.lproj/Main~.storyboard") }, "\(found)")
        // Without the project file, both storyboards are read as before.
        let unknown = Self.findings([Self.main, Self.stale])
        #expect(unknown.contains { $0.hasPrefix("App/Base.lproj/Main~.storyboard") }, "\(unknown)")
    }

    @Test(arguments: [false, true])
    func aProjectFileThatNamesNoFileOrBuildsFoldersWholeSaysNothing(synchronized: Bool) {
        let text = synchronized ? Self.projectFile(["Other.storyboard"], synchronized: true) : "// !$*UTF8*$!\n"
        let found = Self.findings([Self.stale, ("App.xcodeproj/project.pbxproj", text)])
        #expect(found.contains("App/Base.lproj/Main~.storyboard: TB013"), "\(found)")
    }

    @Test func anyOfTheProjectsXcodeProjectsMayBuildIt() {
        let app = ("App.xcodeproj/project.pbxproj", Self.projectFile(["LaunchScreen.storyboard"]))
        let other = ("Tools/Tools.xcodeproj/project.pbxproj", Self.projectFile(["Main~.storyboard"]))
        let found = Self.findings([Self.stale, app, other])
        #expect(found.contains("App/Base.lproj/Main~.storyboard: TB013"), "\(found)")
    }

    @Test func theProjectFileIsReadOnlyForAProjectWithAStoryboardBar() {
        let project = ("App.xcodeproj/project.pbxproj", Self.projectFile(["Main.storyboard"]))
        let code = ("App/AppDelegate.swift", "import UIKit\nfinal class AppDelegate: UIResponder {}\n")
        let read = SourceProjectReader.project([project, code].map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(!read.files.contains { $0.path.hasSuffix("project.pbxproj") })
        let withBar = SourceProjectReader.project([project, Self.main].map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(withBar.files.contains { $0.path.hasSuffix("project.pbxproj") })
    }

    @Test func storyboardNamesAreTakenFromEverySpelling() throws {
        let text = """
            // !$*UTF8*$!
            {
            	objects = {
            		E1 /* Tabs.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = E2 /* Tabs.storyboard */; };
            		E2 /* Tabs.storyboard */ = {isa = PBXFileReference; path = "Sub Folder/Tabs.storyboard"; sourceTree = "<group>"; };
            		E3 = {isa = PBXFileReference; path = "主页.storyboard"; sourceTree = "<group>"; };
            	};
            }
            """
        let facts = StoryboardFrontEndProbe.facts(text)
        let project = try #require(facts.tabBar.xcodeProject)
        #expect(project.storyboards == ["Tabs.storyboard", "主页.storyboard"])
        #expect(project.namesEveryFile)
        #expect(XcodeProjectFiles.build("App/Base.lproj/主页.storyboard", among: [project]))
        #expect(!XcodeProjectFiles.build("App/Base.lproj/Main.storyboard", among: [project]))
    }
}

/// The storyboard front-end's facts of a file, through the reader's list of front-ends.
enum StoryboardFrontEndProbe {
    static func facts(_ text: String) -> SourceFileFacts {
        let frontEnd = SourceProjectReader.frontEnds.first { $0.id == "storyboard" }!
        return frontEnd.extract(Array(text.utf8))
    }
}
