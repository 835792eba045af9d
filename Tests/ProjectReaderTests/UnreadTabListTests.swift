import ProjectReader
import TabBarCore
import Testing

/// A storyboard scene whose `UITabBarController` subclass sets its tabs in code from a list tabbar cannot read (a
/// parameter, a call's result) never shows the storyboard's tabs: no finding on them. A list made from the tabs it has
/// (rearranged, filtered) keeps them.
@Suite struct UnreadTabListTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tb1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tb1" customClass="MasterTabBarController" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar1"/>
                            <connections>
                                <segue destination="v1" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="v2" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="v1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="首页" image="home" selectedImage="home_sel" id="i1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="v2" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="首页" image="me" selectedImage="me_sel" id="i2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func codes(_ method: String) -> [String] {
        let code = """
            @interface MasterTabBarController : UITabBarController
            @end

            @implementation MasterTabBarController
            \(method)
            @end
            """
        let project = SourceProjectReader.project([.init(path: "App/Base.lproj/Main.storyboard", bytes: Array(storyboard.utf8)),
                                                   .init(path: "App/MasterTabBarController.m", bytes: Array(code.utf8))])
        return SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }.map(\.code)
    }

    @Test func withoutCodeTheStoryboardsTabsAreChecked() {
        #expect(Self.codes("- (void)viewDidLoad { [super viewDidLoad]; }") == ["TB009"])
    }

    @Test(arguments: [
        "- (void)setupWithControllers:(NSArray *)controllers { self.viewControllers = controllers; }",
        "- (void)updateViewControllers:(NSArray *)viewControllers { self.viewControllers = viewControllers; }",
        "- (void)viewDidLoad { [super viewDidLoad]; [self setViewControllers:[Factory makeTabs] animated:NO]; }",
    ])
    func tabsSetFromAnUnreadListReplaceTheStoryboards(method: String) {
        #expect(Self.codes(method) == [])
    }

    @Test(arguments: [
        "- (void)viewDidLoad { [super viewDidLoad]; NSMutableArray *tabs = [self.viewControllers mutableCopy]; [tabs removeLastObject]; self.viewControllers = tabs; }",
        "- (void)reset { self.viewControllers = nil; }",
    ])
    func aListMadeFromItsOwnTabsKeepsTheStoryboards(method: String) {
        #expect(Self.codes(method) == ["TB009"])
    }
}

/// The same in Swift.
@Suite struct SwiftUnreadTabListTests {
    static func codes(_ method: String) -> [String] {
        let code = """
            import UIKit

            class MasterTabBarController: UITabBarController {
                \(method)
            }
            """
        let project = SourceProjectReader.project([.init(path: "App/Base.lproj/Main.storyboard", bytes: Array(UnreadTabListTests.storyboard.utf8)),
                                                   .init(path: "App/MasterTabBarController.swift", bytes: Array(code.utf8))])
        return SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }.map(\.code)
    }

    @Test func withoutCodeTheStoryboardsTabsAreChecked() {
        #expect(Self.codes("override func viewDidLoad() { super.viewDidLoad() }") == ["TB009"])
    }

    @Test(arguments: [
        "func setUp(with controllers: [UIViewController]) { viewControllers = controllers }",
        "func update(viewControllers: [UIViewController]) { self.viewControllers = viewControllers }",
        "override func viewDidLoad() { super.viewDidLoad(); setViewControllers(TabFactory.make(), animated: false) }",
    ])
    func tabsSetFromAnUnreadListReplaceTheStoryboards(method: String) {
        #expect(Self.codes(method) == [])
    }

    @Test(arguments: [
        "override func viewDidLoad() { super.viewDidLoad(); viewControllers = viewControllers?.filter { !($0 is UINavigationController) } }",
        "func reset() { viewControllers = nil }",
    ])
    func aListMadeFromItsOwnTabsKeepsTheStoryboards(method: String) {
        #expect(Self.codes(method) == ["TB009"])
    }
}
