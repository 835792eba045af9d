import ProjectReader
import TabBarCore
import Testing

/// TB032 on a disabled item under a button added to the bar (the contract's "or disabled"), wherever the item is
/// disabled: by position in the controller's code, on the child's item, in a storyboard; and no TB013 there.
@Suite struct DisabledPlaceholderTabTests {
    static func findings(_ files: [(String, String)]) -> [String] { UIKitRealAppShapesTests.findings(files, assets: ["live", "me"]) }

    static func objc(_ disable: String) -> (String, String) {
        ("LiveTabBarController.m", """
        @interface LiveTabBarController : UITabBarController
        @end
        @implementation LiveTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:[LiveViewController new]]];
            [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:[CameraViewController new]]];
            [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:[MeViewController new]]];
            UIViewController *live = self.childViewControllers[0];
            live.tabBarItem.image = [UIImage imageNamed:@"live"];
            UIViewController *camera = self.childViewControllers[1];
            \(disable)
            UIViewController *me = self.childViewControllers[2];
            me.tabBarItem.image = [UIImage imageNamed:@"me"];
            UIButton *cameraButton = [UIButton buttonWithType:UIButtonTypeCustom];
            cameraButton.bounds = CGRectMake(0, 0, 64, 64);
            cameraButton.center = CGPointMake(self.tabBar.frame.size.width * 0.5 + 1, self.tabBar.frame.size.height * 0.5 - 20);
            [self.tabBar addSubview:cameraButton];
        }
        @end
        """)
    }

    @Test func anObjectiveCItemDisabledByPosition() {
        #expect(Self.findings([Self.objc("camera.tabBarItem.enabled = NO;")]).filter { $0.hasSuffix("TB032") }.count == 1)
        #expect(Self.findings([Self.objc("[self.tabBar.items objectAtIndex:1].enabled = NO;")]).filter { $0.hasSuffix("TB032") }.count == 1)
        #expect(Self.findings([Self.objc("camera.tabBarItem.enabled = YES;")]).filter { $0.hasSuffix("TB032") }.isEmpty)
        #expect(!Self.findings([Self.objc("camera.tabBarItem.enabled = NO;")]).contains { $0.hasSuffix("TB013") })
    }

    @Test func aSwiftItemDisabledByPositionOrOnTheChild() {
        func swift(_ disable: String) -> (String, String) {
            ("LiveTabBarController.swift", """
            import UIKit
            final class LiveTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let live = LiveViewController()
                    live.tabBarItem.image = UIImage(named: "live")
                    let camera = CameraViewController()
                    camera.tabBarItem.title = "Camera"
                    \(disable)
                    let me = MeViewController()
                    me.tabBarItem.image = UIImage(named: "me")
                    viewControllers = [live, camera, me]
                    let button = UIButton(type: .custom)
                    button.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
                    button.center = CGPoint(x: tabBar.bounds.width / 2, y: tabBar.bounds.height / 2 - 20)
                    tabBar.addSubview(button)
                }
            }
            """)
        }
        #expect(Self.findings([swift("camera.tabBarItem.isEnabled = false")]).filter { $0.hasSuffix("TB032") }.count == 1)
        #expect(Self.findings([swift("")]).filter { $0.hasSuffix("TB032") }.isEmpty)
        let plain = swift("")
        let positional = (plain.0, plain.1.replacingOccurrences(of: "tabBar.addSubview(button)", with: "tabBar.addSubview(button)\n        tabBar.items?[1].isEnabled = false"))
        #expect(Self.findings([positional]).filter { $0.hasSuffix("TB032") }.count == 1)
    }

    @Test func aStoryboardItemEnabledNo() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "LiveViewController", item: #"<tabBarItem key="tabBarItem" title="Live" image="live" id="i1"/>"#),
            (className: "CameraViewController", item: #"<tabBarItem key="tabBarItem" title="Camera" enabled="NO" id="i2"/>"#),
            (className: "MeViewController", item: #"<tabBarItem key="tabBarItem" title="Me" image="me" id="i3"/>"#),
        ], controllerClass: "LiveTabs"))
        let code = ("LiveTabs.swift", """
            import UIKit
            final class LiveTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .custom)
                    button.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
                    button.center = CGPoint(x: tabBar.bounds.width / 2, y: tabBar.bounds.height / 2 - 20)
                    tabBar.addSubview(button)
                }
            }
            """)
        let found = Self.findings([storyboard, code])
        #expect(found.filter { $0.hasSuffix("TB032") }.count == 1)
        #expect(!found.contains { $0.hasSuffix("TB013") })
    }

    /// A tab given nothing whose class, and each app class above it, gives its tab nothing either (no `title`, no
    /// `tabBarItem` in their bodies; the superclass read from the header) is a bare tab under the button.
    @Test func anAppClassThatGivesItsTabNothingIsABareTab() {
        let camera = ("CameraViewController.m", """
            @implementation CameraViewController
            - (void)viewDidLoad { [super viewDidLoad]; self.view.backgroundColor = [UIColor blackColor]; }
            @end
            """)
        let header = ("CameraViewController.h", "@interface CameraViewController : BaseViewController\n@end\n")
        let base = ("BaseViewController.h", "@interface BaseViewController : UIViewController\n@end\n")
        let baseBody = ("BaseViewController.m", "@implementation BaseViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n")
        let bar = Self.objc("")
        #expect(Self.findings([bar, camera, header, base, baseBody]).filter { $0.hasSuffix("TB032") } == ["LiveTabBarController.m:7: TB032"])
        // A base class that titles its views may title the tab: not bare.
        let titled = ("BaseViewController.m", "@implementation BaseViewController\n- (void)viewDidLoad { self.title = self.name; }\n@end\n")
        #expect(Self.findings([bar, camera, header, base, titled]).filter { $0.hasSuffix("TB032") }.isEmpty)
        // Another tab not read either: the bar's reading is not done, nothing is said.
        let unread = (bar.0, bar.1.replacingOccurrences(of: #"live.tabBarItem.image = [UIImage imageNamed:@"live"];"#, with: ""))
        #expect(Self.findings([unread, camera, header, base, baseBody]).filter { $0.hasSuffix("TB032") }.isEmpty)
        // A superclass the project does not hold: not known.
        #expect(Self.findings([bar, camera, header]).filter { $0.hasSuffix("TB032") }.isEmpty)
    }
}
