import Testing
import TabBarWorkspace
@testable import TabBarCLI
import TabBarTestSupport

/// `tabbar check` on a file in a crowded folder that is no project: no walk (its folder
/// and that folder's children are listed, nothing deeper), fast; nothing at all with
/// TB014 off; and TB014 still works in a real project.
@Suite(.serialized) struct CheckOutsideProjectTests {
    static let bar = #"{ "items": [ { "title": "A", "image": "home" }, { "title": "B", "image": "hme" } ] }"#

    @Test func aFileOutsideAnyProjectIsCheckedWithoutAWalk() throws {
        let crowded = try CrowdedFolder()
        defer { crowded.remove() }
        crowded.write(crowded.folder + "/x.tabbar.json", Self.bar)
        let projectFile = crowded.project + "/App/tabbar.json"
        crowded.write(projectFile, Self.bar)
        let variables = ["HOME": crowded.base]

        let system = CountingFileSystem(LocalFileSystem(currentDirectory: crowded.folder))
        let run = CLIRunner.run(["check", "x.tabbar.json"], variables: variables, fileSystem: system)
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "Read 1 file, 1 with a tab bar: no problems.\n")
        // What is listed, not how long it took, shows the walk stays near the file (a timed test would fail on a busy machine).
        let listed = Set(system.listed)
        #expect(listed.contains(crowded.folder))
        let deeper = listed.filter { $0.hasPrefix(crowded.folder + "/") }
            .filter { $0.dropFirst(crowded.folder.count + 1).contains("/") }
        #expect(deeper.isEmpty, "listed \(deeper.count) folders below the file's child folders")
        #expect(!listed.contains(crowded.base) && !listed.contains("/") && !listed.contains("/tmp"))

        let off = CountingFileSystem(LocalFileSystem(currentDirectory: crowded.folder))
        let ignored = CLIRunner.run(["check", "--ignore", "TB014", "x.tabbar.json"], variables: variables, fileSystem: off)
        #expect(ignored.exitCode == 0)
        #expect(off.listed.isEmpty, "listed \(off.listed.count) folders for a rule that is off")

        let project = CLIRunner.run(["check", projectFile], variables: variables)
        #expect(project.exitCode == 1)
        #expect(project.stdout.contains("warning[TB014] image \"hme\" is not in App/Assets.xcassets: did you mean \"home\"?"))
    }
}
