import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A front-end is one more type handed to the reader: the toy `TabListFrontEnd`, defined in this test
/// target and registered nowhere else, gets findings, fixes it renders itself (and none it cannot
/// write), cross-front-end findings and a preview through the public paths the built-in front-ends use.
@Suite struct FrontEndContractTests {
    static let frontEnds = SourceProjectReader.frontEnds + [TabListFrontEnd()]

    static let tabs = """
        # The tabs of a CYLTabBarController, one per line: title | image | selected image | view controller
        首页 | home | home_selected | HomeViewController
        消息 |  |  | MessageViewController
        首页 | mine | mine_selected | MineViewController
        """

    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) },
                                    frontEnds: frontEnds)
    }

    static func lint(_ project: SourceProject, assets: [String]? = nil) -> [[Diagnostic]] {
        SourceLinter.lint(project, options: LintOptions(assets: assets.map { AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"]) }))
    }

    /// The byte offset of the `occurrence`-th `text` in `file`.
    static func offset(of text: String, in file: String, occurrence: Int = 1) -> Int {
        let bytes = Array(file.utf8)
        let needle = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0...].starts(with: needle) }
        return occurrence <= starts.count ? starts[occurrence - 1] : -1
    }

    @Test func theBuiltInReaderIgnoresATabListThatTheInjectedOneReads() {
        let input = [SourceProjectReader.Input(path: "App/Main.tabs", bytes: Array(Self.tabs.utf8))]
        #expect(SourceProjectReader.project(input).files.isEmpty)
        let project = Self.project([("App/Main.tabs", Self.tabs)])
        #expect(project.files.map(\.facts.frontEnd.id) == ["tab-list"])
        #expect(project.files[0].facts.code == nil)
        #expect(project.controllers.map(\.value.separateItems) == [nil])
    }

    @Test func rulesReportInTheTabListAtItsOwnRanges() {
        let project = Self.project([("Main.tabs", Self.tabs)])
        let findings = Self.lint(project)[0]
        let duplicate = findings.filter { $0.code == "TB009" }
        #expect(duplicate.map(\.range.start) == [Self.offset(of: "首页", in: Self.tabs, occurrence: 2)])
        let missingImage = findings.filter { $0.code == "TB013" }
        #expect(missingImage.map(\.range.start) == [Self.offset(of: "消息", in: Self.tabs)])
        #expect(findings.allSatisfy { $0.fixes.isEmpty })
    }

    @Test func theTabListRendersTheFixesItCanWrite() throws {
        let text = "# CYL\n首页 | hoem | home_selected | HomeViewController\n"
        let project = Self.project([("Main.tabs", text)])
        let finding = try #require(Self.lint(project, assets: ["home", "home_selected"])[0].first { $0.code == "TB014" })
        let fix = try #require(finding.fixes.first)
        #expect(fix.title == "Replace with \"home\"")
        let fixed = FixApplier.apply(fix.edits, to: project.files[0].bytes)
        #expect(String(decoding: fixed, as: UTF8.self) == "# CYL\n首页 | home | home_selected | HomeViewController\n")
    }

    @Test func noFixWhereTheTabListCannotWriteTheValue() throws {
        // The catalog's nearest name holds the format's separator: the finding stays, without a fix.
        let text = "# CYL\n首页 | home | home | HomeViewController\n"
        let project = Self.project([("Main.tabs", text)])
        let findings = Self.lint(project, assets: ["ho|me"])[0].filter { $0.code == "TB014" }
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("did you mean \"ho|me\"") && $0.fixes.isEmpty })
    }

    @Test func aTabListTitleIsCheckedAgainstSwiftCodeWhichSwiftFixes() throws {
        let swift = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.title = "Home"
                }
            }
            """
        let project = Self.project([("Main.tabs", Self.tabs), ("HomeViewController.swift", swift)])
        let file = try #require(project.files.firstIndex { $0.path == "HomeViewController.swift" })
        #expect(project.files[file].facts.frontEnd.id == "swift")
        let finding = try #require(Self.lint(project)[file].first { $0.code == "TB003" })
        #expect(finding.range.start == Self.offset(of: "self.title", in: swift))
        let preferred = try #require(finding.fixes.first { $0.isPreferred })
        let fixed = String(decoding: FixApplier.apply(preferred.edits, to: project.files[file].bytes), as: UTF8.self)
        #expect(fixed.contains("self.navigationItem.title = \"Home\""))
        let retitled = try #require(finding.fixes.first { $0.title.hasPrefix("Set it to the tab title") })
        #expect(String(decoding: FixApplier.apply(retitled.edits, to: project.files[file].bytes), as: UTF8.self)
            .contains("self.title = \"首页\""))
    }

    @Test func theTabListIsPreviewed() throws {
        let project = Self.project([("Main.tabs", Self.tabs)])
        let bar = SourceTabBar(controller: try #require(project.controllers.first), plusButton: project.plusButton)
        let config = bar.configuration()
        #expect(config.items.map { $0.title?.value } == ["首页", "消息", "首页"])
        #expect(config.items.map { $0.image?.value } == ["home", nil, "mine"])
        let (input, exact, _) = try #require(bar.layoutInput())
        #expect(exact)
        let layout = try LayoutEngine.layout(input, on: Device.defaultDevice.oriented(.portrait)).get()
        #expect(layout.items.count == 3)
        #expect(Preview.ascii(layout, config: config).contains("消息"))
    }

    @Test func relinkingReadsEachFileWithItsOwnFrontEnd() {
        let project = Self.project([("Main.tabs", Self.tabs)])
        let changed = Self.tabs.split(separator: "\n").map { $0.hasPrefix("消息") ? "消息 | chat | chat_selected | MessageViewController" : $0 }
            .joined(separator: "\n")
        let relinked = SourceProjectReader.project(relinking: project, with: [.init(path: "Main.tabs", bytes: Array(changed.utf8))])
        #expect(relinked.files[0].facts.frontEnd.id == "tab-list")
        #expect(Self.lint(relinked)[0].filter { $0.code == "TB013" }.isEmpty)
    }
}
