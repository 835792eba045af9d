import JSONC
@testable import LanguageServer

/// A small Swift app: the controller in one file, the view controllers and the plus button in
/// others, as real apps have them. Four items and a registered plus button (55 × 80, multiplier 0.3).
enum ShopApp {
    static let root = "/work/shop"
    static let main = root + "/App/Main/MainTabBarController.swift"
    static let home = root + "/App/Home/HomeViewController.swift"
    static let profile = root + "/App/Profile/ProfileViewController.swift"
    static let plus = root + "/App/Main/PostButton.swift"
    static let delegate = root + "/App/AppDelegate.swift"
    static let other = root + "/App/Util/Formatter.swift"

    static func uri(_ path: String) -> String { DocumentURI.fileURI(path: path) }

    /// The controller, its fourth tab titled `lastTitle`.
    static func mainText(lastTitle: String = "我的") -> String {
        """
        import UIKit
        import CYLTabBarController

        final class MainTabBarController: CYLTabBarController {
            init() {
                super.init(viewControllers: [HomeViewController(), MessagesViewController(),
                                             DiscoverViewController(), ProfileViewController()],
                           tabBarItemsAttributes: [
                               [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                               [CYLTabBarItemTitle: "消息", CYLTabBarItemImage: "message"],
                               [CYLTabBarItemTitle: "发现", CYLTabBarItemImage: "discover"],
                               [CYLTabBarItemTitle: "\(lastTitle)", CYLTabBarItemImage: "me"],
                           ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// The profile screen sets `self.title` (after a comment with CJK and an emoji on its line).
    static let profileText = """
        import UIKit

        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                /* 资料 😀 */ title = "我的"
            }
        }
        """

    static let homeText = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "首页"
            }
        }
        """

    static let plusText = """
        import UIKit
        import CYLTabBarController

        final class PostButton: CYLPlusButton, CYLPlusButtonSubclassing {
            static func plusButton() -> Any {
                let button = PostButton()
                button.frame = CGRect(x: 0, y: 0, width: 55, height: 80)
                return button
            }

            static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                return 0.3
            }
        }
        """

    static let delegateText = """
        import UIKit
        import CYLTabBarController

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                PostButton.register()
                window = UIWindow()
                window?.rootViewController = MainTabBarController()
                return true
            }
        }
        """

    static let otherText = """
        struct Formatter {
            func format(_ value: Int) -> String { "\\(value)" }
        }
        """

    /// Every file of the app on the stand-in disk.
    static func disk(lastTitle: String = "我的") -> [String: String] {
        [main: mainText(lastTitle: lastTitle), home: homeText, profile: profileText, plus: plusText,
         delegate: delegateText, other: otherText]
    }
}

/// A small Objective-C app whose plus button still uses the deprecated `multiplerInCenterY` (TB004).
enum ObjCApp {
    static let root = "/work/objc"
    static let config = root + "/App/TabBarConfig.m"
    static let plus = root + "/App/PlusButton.m"

    static let configText = """
        #import "TabBarConfig.h"

        @implementation TabBarConfig
        - (CYLTabBarController *)tabBarController {
            [PlusButton registerPlusButton];
            return [CYLTabBarController tabBarControllerWithViewControllers:@[ [HomeViewController new], [MineViewController new] ]
                                                      tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"首页" },
                                                                               @{ CYLTabBarItemTitle : @"我的" } ]];
        }
        @end
        """

    static let plusText = """
        #import "PlusButton.h"

        @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
        @end

        @implementation PlusButton
        + (id)plusButton {
            PlusButton *button = [[PlusButton alloc] init];
            button.frame = CGRectMake(0, 0, 60, 60);
            return button;
        }

        + (CGFloat)multiplerInCenterY {
            return 0.3;
        }
        @end
        """

    static var disk: [String: String] { [config: configText, plus: plusText] }
}
