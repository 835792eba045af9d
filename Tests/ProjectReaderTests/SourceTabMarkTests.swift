import JSONC
import ProjectReader
import Testing
import TabBarCore

/// Which tab a finding in source is about (`SourceTabBar.tabs(at:inFile:of:)`), for the HTML report's marks:
/// every finding of a rule about one tab is tied to a tab of a bar, from the rules' own source examples in
/// every front-end; findings about the bar as a whole, the plus button or the code around it are tied to none.
@Suite struct SourceTabMarkTests {
    /// Rules whose findings are about one tab (or two, for a duplicate).
    static let tabCodes = ["TB003", "TB009", "TB012", "TB013", "TB014", "TB022", "TB030", "TB032", "TB033"]
    /// Rules whose findings are about something else: the plus button, a registration, the bar's setters or appearance.
    static let otherCodes = ["TB002", "TB004", "TB005", "TB016", "TB017", "TB018", "TB019", "TB020", "TB023", "TB029"]

    static func tabs(of finding: Diagnostic, inFile file: Int, _ project: SourceProject) -> [Int] {
        project.controllers.flatMap { controller in
            SourceTabBar(controller: controller, plusButton: project.plusButton(for: controller))
                .tabs(at: finding.range, inFile: file, of: project)
        }
    }

    static func findings(_ code: String) throws -> [(example: SourceExample, project: SourceProject, file: Int, finding: Diagnostic)] {
        let description = try #require(RuleRegistry.description(for: code))
        var all: [(SourceExample, SourceProject, Int, Diagnostic)] = []
        for example in description.source.triggering {
            let (project, findings) = SourceRuleExamplesTests.lint(SourceRuleExamplesTests.plain(example), assets: example.assets,
                                                                   prefix: SourceRuleExamplesTests.prefix)
            for (file, list) in findings.enumerated() {
                for finding in list where finding.code == code { all.append((example, project, file, finding)) }
            }
        }
        return all
    }

    @Test(arguments: tabCodes)
    func aFindingAboutATabIsTiedToIt(code: String) throws {
        let found = try Self.findings(code)
        #expect(!found.isEmpty, "\(code) has no triggering source example")
        for (example, project, file, finding) in found {
            #expect(!Self.tabs(of: finding, inFile: file, project).isEmpty,
                    "\(code) at \(project.files[file].path):\(finding.range) (example \(example.file):\(example.line)) is tied to no tab",
                    sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1))
        }
    }

    @Test(arguments: otherCodes)
    func aFindingAboutSomethingElseIsTiedToNoTab(code: String) throws {
        for (example, project, file, finding) in try Self.findings(code) {
            #expect(Self.tabs(of: finding, inFile: file, project).isEmpty,
                    "\(code) at \(project.files[file].path):\(finding.range) (example \(example.file):\(example.line)) is tied to a tab",
                    sourceLocation: SourceLocation(fileID: "TabBarCore/\(code)", filePath: example.file, line: example.line, column: 1))
        }
    }

    @Test func theTitleAViewControllerSetsInItsOwnFileMarksItsTab() throws {
        let files: [(name: String, text: String)] = [
            ("Main.swift", """
            final class Main: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
                    let feed = FeedViewController()
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), selectedImage: nil)
                    viewControllers = [home, feed]
                }
            }
            """),
            ("FeedViewController.swift", """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "News"
                }
            }
            """),
        ]
        let (project, findings) = SourceRuleExamplesTests.lint(files, assets: nil)
        let feed = try #require(project.files.firstIndex { $0.path == "FeedViewController.swift" })
        let finding = try #require(findings[feed].first { $0.code == "TB003" }, "\(findings)")
        #expect(Self.tabs(of: finding, inFile: feed, project) == [1])
    }
}
