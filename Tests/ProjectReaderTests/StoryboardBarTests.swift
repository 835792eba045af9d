import JSONC
import ProjectReader
import StoryboardSource
import TabBarCore
import Testing

/// Storyboard bars linked to code (SPEC section 8): a scene's `<tabBar customClass>` installs a custom bar class
/// written in Objective-C (the public way: no TB028), and the scene's controller class may lay a button over its
/// bar from its code; either way the tab under the button is a placeholder (TB032), not a missing image (TB013).
@Suite struct StoryboardBarTests {
    /// Three tabs; the middle one ("Post") has a title and no image.
    static let tabs: [(className: String?, item: String)] = [
        ("HomeViewController", #"<tabBarItem key="tabBarItem" title="Home" image="home" id="i1"/>"#),
        ("PostViewController", #"<tabBarItem key="tabBarItem" title="Post" id="i2"/>"#),
        ("MeViewController", #"<tabBarItem key="tabBarItem" title="Me" image="me" id="i3"/>"#),
    ]

    /// `Main.storyboard` with `tabs`, its bar of class `barClass` when given.
    static func storyboard(barClass: String?, controllerClass: String? = nil,
                           tabs: [(className: String?, item: String)] = tabs) -> String {
        let text = SourceExample.storyboard(tabs, controllerClass: controllerClass)
        guard let barClass else { return text }
        return text.replacing(#"id="bar"/>"#, with: #"id="bar" customClass="\#(barClass)" customModule="App"/>"#)
    }

    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    /// The codes found, with their severities and the files they are in.
    static func findings(_ project: SourceProject) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (file, diagnostics) in SourceLinter.lint(project, options: LintOptions(assets: nil)).enumerated() {
            for diagnostic in diagnostics {
                result[diagnostic.code, default: []].append("\(project.files[file].path) \(diagnostic.severity)")
            }
        }
        return result
    }

    static func customBarProject(hitTest: Bool = false, barClass: String? = "WBTabBar") -> SourceProject {
        project([("Main.storyboard", storyboard(barClass: barClass)),
                 ("WBTabBar.m", CustomBarTests.bar(hitTest: hitTest))])
    }

    @Test func theCustomClassOfTheStoryboardBarIsLinkedToItsObjectiveCClass() throws {
        let project = Self.customBarProject()
        let controller = try #require(project.controllers.first)
        #expect(project.namedBarClass(of: controller) == "WBTabBar")
        #expect(controller.value.stock?.installedBar?.name == "WBTabBar")
        #expect(project.customBars(for: controller).map(\.name) == ["WBTabBar"])
        #expect(project.controllers(installing: try #require(project.customBars.first)).count == 1)
        #expect(project.tabUnderAddedButton(of: controller) == 1)
    }

    @Test func theBarsRulesApplyWithTheStoryboardsTabCount() throws {
        let found = Self.findings(Self.customBarProject())
        // The layout assumes four tabs (`W / (N + 1)` skipping slot 2 for N = 4); the storyboard has three.
        #expect(found["TB025"] == ["WBTabBar.m error"])
        #expect(found["TB026"] == ["WBTabBar.m warning"])
        #expect(found["TB024"] == ["WBTabBar.m warning"])
        #expect(found["TB032"] == ["Main.storyboard info"])
        #expect(found["TB013"] == nil, "the Post tab is the placeholder under the raised button")
        #expect(found["TB028"] == nil, "a storyboard customClass is the public way")
        // A hit-test override in the class makes the raised part tappable.
        #expect(Self.findings(Self.customBarProject(hitTest: true))["TB024"] == nil)
    }

    @Test func aStockStoryboardBarKeepsItsFindings() throws {
        // No customClass on the bar: the class in code is not this bar's, and the Post tab misses an image.
        let found = Self.findings(Self.customBarProject(barClass: nil))
        #expect(found["TB013"] == ["Main.storyboard error"])
        #expect(found["TB032"] == nil && found["TB025"] == nil)
        let project = Self.customBarProject(barClass: nil)
        #expect(try #require(project.controllers.first).value.stock == nil)
        // A class the project does not have: nothing linked.
        let unknown = Self.customBarProject(barClass: "OtherTabBar")
        #expect(try #require(unknown.controllers.first).value.stock == nil)
        #expect(Self.findings(unknown)["TB013"] == ["Main.storyboard error"])
    }

    @Test func theStoryboardBarIsPreviewedWithTheCustomLayout() throws {
        let project = Self.customBarProject()
        let bar = SourceTabBar(controller: try #require(project.controllers.first), plusButton: nil)
        let input = try #require(bar.layoutInput()).input
        #expect(input.customBar != nil)
        let layout = try LayoutEngine.layout(input, on: Device.defaultDevice).get()
        // `W / (N + 1)` with the storyboard's three tabs and slot 2 skipped for the button.
        #expect(layout.itemWidth == layout.barWidth / 4)
        #expect(layout.plusButton?.index == 2)
    }

    /// Amaroq's case: the scene's controller class adds a compose button over the stock bar in its code, over a
    /// titled tab with no image.
    static let overlayController = """
        @interface DWTabBarController : UITabBarController
        @end

        @implementation DWTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIButton *compose = [UIButton buttonWithType:UIButtonTypeCustom];
            compose.frame = CGRectMake(0, 0, 64, 49);
            [self.tabBar addSubview:compose];
        }
        @end
        """

    @Test func aButtonTheSceneClassAddsOverTheBarMakesItsTabAPlaceholder() throws {
        let text = Self.storyboard(barClass: nil, controllerClass: "DWTabBarController")
        let project = Self.project([("Main.storyboard", text), ("DWTabBarController.m", Self.overlayController)])
        let controller = try #require(project.controllers.first)
        #expect(controller.value.stock?.overlay != nil)
        #expect(project.overlays(for: controller).count == 1)
        let found = Self.findings(project)
        #expect(found["TB013"] == nil)
        #expect(found["TB032"] == ["Main.storyboard info"])
        let diagnostic = try #require(SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }
            .first { $0.code == "TB032" })
        #expect(diagnostic.message.contains("tab 2 'Post' has no image and sits under the button"), "\(diagnostic.message)")
        // Without the code, the storyboard alone says the tab misses its image.
        let alone = Self.project([("Main.storyboard", text)])
        #expect(Self.findings(alone)["TB013"] == ["Main.storyboard error"])
        #expect(Self.findings(alone)["TB032"] == nil)
    }
}
