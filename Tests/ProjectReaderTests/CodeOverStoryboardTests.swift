import ProjectReader
import TabBarCore
import Testing

/// Code wins over the storyboard (issue 33, cause 2): a storyboard tab whose item the code sets, by a position
/// tabbar cannot evaluate, through a local, or through the root's navigation controller, is not reported
/// as having no image; and a finding on a storyboard value is never an error while code may set items.
@Suite struct CodeOverStoryboardTests {
    /// Three storyboard tabs of `HarbourTabs`; the third has a title and no image.
    static let storyboard = ("Main.storyboard", SourceExample.storyboard([
        (className: "DocksViewController", item: #"<tabBarItem key="tabBarItem" title="Docks" image="docks" id="i1"/>"#),
        (className: "BoatsViewController", item: #"<tabBarItem key="tabBarItem" title="Boats" image="boats" id="i2"/>"#),
        (className: "TidesViewController", item: #"<tabBarItem key="tabBarItem" title="Tides" id="i3"/>"#),
    ], controllerClass: "HarbourTabs"))

    /// The findings as `file:line: code severity`.
    static func findings(_ files: [(String, String)]) -> [String] { UIKitRealAppShapesTests.findings(files, severities: true) }

    /// The tabs of every bar that is not CYLTabBarController's, as `title|image|selected` (`?` unknown, `-` absent).
    static func tabs(_ files: [(String, String)]) -> [[String]] {
        let project = SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
        func text(_ fact: SourceFact<String>?) -> String { fact.map { $0.literal ?? "?" } ?? "-" }
        return project.controllers.filter { $0.value.separateItems == nil }.map { controller in
            (controller.value.items?.elements ?? []).map { "\(text($0.title))|\(text($0.image))|\(text($0.selectedImage))" }
        }
    }

    static func missingImages(_ files: [(String, String)]) -> [String] { findings(files).filter { $0.contains("TB013") } }

    @Test func withoutCodeTheStoryboardTabLacksItsImage() {
        #expect(Self.missingImages([Self.storyboard]) == ["Main.storyboard:33: TB013 error"])
    }

    @Test func aSwiftLocalHoldingTheViewControllersSetsTheImage() {
        let code = ("HarbourTabs.swift", """
            import UIKit
            final class HarbourTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let tabs = viewControllers else { return }
                    tabs[2].tabBarItem.image = UIImage(named: "tides")
                }
            }
            """)
        #expect(Self.missingImages([Self.storyboard, code]).isEmpty)
        #expect(Self.tabs([Self.storyboard, code]) == [["Docks|docks|-", "Boats|boats|-", "Tides|tides|-"]])
    }

    /// A Swift local holding one tab's item (`let item = tabBar.items![2] as! UITabBarItem`) sets that tab's fields.
    @Test func aSwiftLocalHoldingOneItemSetsThatTab() {
        let code = ("HarbourTabs.swift", """
            import UIKit
            final class HarbourTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var tides = self.tabBar.items![2] as! UITabBarItem
                    tides.image = UIImage(named: "tides")
                    let docks = tabBar.items?[0]
                    docks?.title = "Piers"
                }
            }
            """)
        #expect(Self.missingImages([Self.storyboard, code]).isEmpty)
        #expect(Self.tabs([Self.storyboard, code]) == [["Piers|docks|-", "Boats|boats|-", "Tides|tides|-"]])
    }

    /// The scene's class sets a tab's image by position in its own file: a finding on that image is the code's,
    /// reported on the code's literal (the storyboard's bytes are not where the value is written).
    @Test func aFindingOnAValueTheClassSetsInCodeIsReportedOnTheCode() {
        let code = ("HarbourTabs.m", """
            @implementation HarbourTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITabBarItem *item = [self.tabBar.items objectAtIndex:1];
                item.image = [UIImage imageNamed:@"boats_new"];
                self.tabBar.items[2].image = [UIImage imageNamed:@"tides"];
            }
            @end
            """)
        let found = UIKitRealAppShapesTests.findings([Self.storyboard, code], assets: ["docks", "boats", "tides"])
        #expect(found.filter { $0.contains("TB014") } == ["HarbourTabs.m:5: TB014"])
        #expect(Self.tabs([Self.storyboard, code]) == [["Docks|docks|-", "Boats|boats_new|-", "Tides|tides|-"]])
        // Without the code, the storyboard's own images are all in the catalog.
        #expect(UIKitRealAppShapesTests.findings([Self.storyboard], assets: ["docks", "boats", "tides"])
            .filter { $0.contains("TB014") }.isEmpty)
    }

    @Test func anIndexTabbarCannotEvaluateMakesEveryTabsFieldUnknown() {
        let code = ("HarbourTabs.swift", """
            import UIKit
            enum Harbour: Int { case docks, boats, tides }
            final class HarbourTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers![Harbour.tides.rawValue].tabBarItem.image = UIImage(systemName: "water.waves")
                }
            }
            """)
        #expect(Self.missingImages([Self.storyboard, code]).isEmpty)
        #expect(Self.tabs([Self.storyboard, code]) == [["Docks|?|-", "Boats|?|-", "Tides|?|-"]])
    }

    @Test func anObjectiveCSubscriptAndALoopSetTheImage() {
        let subscripted = ("HarbourTabs.m", """
            @implementation HarbourTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers[2].tabBarItem.image = [UIImage imageNamed:@"tides"];
            }
            @end
            """)
        #expect(Self.missingImages([Self.storyboard, subscripted]).isEmpty)
        let looped = ("HarbourTabs.m", """
            @implementation HarbourTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                for (UIViewController *child in self.viewControllers) {
                    [child.tabBarItem setImage:[UIImage imageNamed:NSStringFromClass([child class])]];
                }
            }
            @end
            """)
        #expect(Self.missingImages([Self.storyboard, looped]).isEmpty)
        let byVariable = ("HarbourTabs.m", """
            @implementation HarbourTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSUInteger last = self.viewControllers.count - 1;
                UITabBarItem *item = self.tabBar.items[last];
                item.image = [UIImage imageNamed:@"tides"];
            }
            @end
            """)
        #expect(Self.missingImages([Self.storyboard, byVariable]).isEmpty)
    }

    @Test func aRootSettingItsNavigationControllersItemSetsTheTabsImage() {
        let storyboard = ("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <tabBar key="tabBar" id="bar"/>
                            <connections>
                                <segue destination="nav1" kind="relationship" relationship="viewControllers" id="g1"/>
                                <segue destination="nav2" kind="relationship" relationship="viewControllers" id="g2"/>
                            </connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Docks" image="docks" id="i1"/>
                            <connections><segue destination="root1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav2" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Tides" id="i2"/>
                            <connections><segue destination="root2" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="root1" customClass="DocksViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="root2" customClass="TidesViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """)
        #expect(Self.missingImages([storyboard]) == ["Main.storyboard:21: TB013 error"])
        let objc = ("TidesViewController.m", """
            @implementation TidesViewController
            - (instancetype)initWithCoder:(NSCoder *)coder {
                if (self = [super initWithCoder:coder]) {}
                return self;
            }
            - (void)awakeFromNib {
                [super awakeFromNib];
                self.navigationController.tabBarItem.image = [UIImage imageNamed:@"tides"];
            }
            @end
            """)
        #expect(Self.missingImages([storyboard, objc]).isEmpty)
        let swift = ("TidesViewController.swift", """
            import UIKit
            final class TidesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.tabBarItem.image = UIImage(named: "tides")
                }
            }
            """)
        #expect(Self.missingImages([storyboard, swift]).isEmpty)
    }

    @Test func aWriteFromCodeThatNoBarOwnsKeepsTheFindingAtWarning() {
        let delegate = ("AppDelegate.swift", """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let tabs = window?.rootViewController as? UITabBarController
                    tabs?.viewControllers?.last?.tabBarItem.image = UIImage(named: "tides")
                    return true
                }
            }
            """)
        #expect(Self.missingImages([Self.storyboard, delegate]) == ["Main.storyboard:33: TB013 warning"])
        let objc = ("AppDelegate.m", """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UITabBarController *tabs = (UITabBarController *)self.window.rootViewController;
                [[tabs.viewControllers lastObject] tabBarItem].image = [UIImage imageNamed:@"tides"];
                return YES;
            }
            @end
            """)
        #expect(Self.missingImages([Self.storyboard, objc]) == ["Main.storyboard:33: TB013 warning"])
    }

    @Test func aDefaultTitleTheRootRetitlesIsNotShown() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "ListViewController", item: #"<tabBarItem key="tabBarItem" title="Item" image="list" id="i1"/>"#),
            (className: "GridViewController", item: #"<tabBarItem key="tabBarItem" title="Item 2" image="grid" id="i2"/>"#),
        ]))
        #expect(Self.findings([storyboard]).filter { $0.contains("TB033") }.count == 2)
        let code = ("ListViewController.swift", """
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("list.title", comment: "")
                }
            }
            """)
        #expect(Self.findings([storyboard, code]).filter { $0.contains("TB033") } == ["Main.storyboard:25: TB033 info"])
    }

    @Test func twoPlaceholderTitlesTheRootsRenameAreNoDuplicate() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "ListViewController", item: #"<tabBarItem key="tabBarItem" title="Item" image="list" id="i1"/>"#),
            (className: "GridViewController", item: #"<tabBarItem key="tabBarItem" title="Item" image="grid" id="i2"/>"#),
        ]))
        #expect(Self.findings([storyboard]).filter { $0.contains("TB009") } == ["Main.storyboard:25: TB009 warning"])
        let code = ("Screens.swift", """
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "List"
                }
            }
            final class GridViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Grid"
                }
            }
            """)
        // The first tab's root loads with the bar: "List" shows beside "Item" from the first frame.
        #expect(Self.findings([storyboard, code]).filter { $0.contains("TB009") }.isEmpty)
        // Two later tabs renamed only when first visited show "Item" twice until then.
        let three = ("Main.storyboard", SourceExample.storyboard([
            (className: nil, item: #"<tabBarItem key="tabBarItem" title="Home" image="home" id="i0"/>"#),
            (className: "ListViewController", item: #"<tabBarItem key="tabBarItem" title="Item" image="list" id="i1"/>"#),
            (className: "GridViewController", item: #"<tabBarItem key="tabBarItem" title="Item" image="grid" id="i2"/>"#),
        ]))
        #expect(Self.findings([three, code]).filter { $0.contains("TB009") }.count == 1)
    }
}

/// A tab whose navigation controller has its own item and a root in another storyboard (a storyboard reference):
/// the navigation controller's item shows when the referenced scene carries none.
@Suite struct NavigationRootReferenceTests {
    static let bar = ("TabBar.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="seg"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Item 1" id="it"/>
                            <connections>
                                <segue destination="ref" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Profile" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)

    static func profile(item: String) -> (String, String) {
        ("Profile.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="pvc">
            <scenes>
                <scene sceneID="p0">
                    <objects>
                        <tableViewController id="pvc" customClass="ProfileViewController" sceneMemberID="viewController">
                            \(item)
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
    }

    @Test func theNavigationControllersItemShowsWhenTheReferencedRootHasNone() {
        let files = [Self.bar, Self.profile(item: "")]
        #expect(CodeOverStoryboardTests.tabs(files) == [["Item 1|-|-"]])
        #expect(CodeOverStoryboardTests.findings(files) == ["TabBar.storyboard:17: TB013 warning", "TabBar.storyboard:17: TB033 info"])
        // A root carrying its own item: which one shows is not known.
        let both = [Self.bar, Self.profile(item: #"<tabBarItem key="tabBarItem" title="Profile" image="p" id="pi"/>"#)]
        #expect(CodeOverStoryboardTests.tabs(both) == [["-|-|-"]])
        #expect(CodeOverStoryboardTests.findings(both).isEmpty)
    }
}
