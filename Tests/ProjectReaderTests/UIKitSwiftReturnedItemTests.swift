import ProjectReader
import TabBarCore
import Testing

/// Swift tabs whose item comes from a function of the file that builds it on a local and returns it, and items a
/// function sets by position on a controller it makes (our own small examples).
@Suite struct UIKitSwiftReturnedItemTests {
    static func tabs(_ files: [(String, String)]) -> [[String]] { UIKitRealAppShapesTests.tabs(files) }
    static func findings(_ files: [(String, String)], assets: [String]? = nil) -> [String] {
        UIKitRealAppShapesTests.findings(files, assets: assets)
    }

    @Test func globalFunctionReturnsAnItemBuiltOnALocal() {
        let file = ("Tabs.swift", """
            import UIKit
            func tabItem(_ text: String, _ icon: String) -> UITabBarItem {
                let item = UITabBarItem(title: text, image: UIImage(named: icon), selectedImage: nil)
                item.selectedImage = UIImage(named: icon + "_on")
                return item
            }
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let shop = UINavigationController(rootViewController: ShopViewController())
                    shop.tabBarItem = tabItem("Shop", "shop")
                    let cart = UINavigationController(rootViewController: CartViewController())
                    cart.tabBarItem = tabItem("Shop", "cart")
                    viewControllers = [shop, cart]
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Shop|shop|shop_on", "Shop|cart|cart_on"]])
        #expect(Self.findings([file], assets: ["shop", "shop_on", "cart", "cart_on"]) == ["Tabs.swift:13: TB009"])
    }

    @Test func methodOfTheClassReturnsAnItem() {
        let file = ("Tabs.swift", """
            import UIKit
            final class RootTabs: UITabBarController {
                private func item(named name: String, icon: String) -> UITabBarItem {
                    let made = UITabBarItem(title: name, image: nil, selectedImage: nil)
                    made.image = UIImage(named: icon)
                    return made
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let shop = ShopViewController()
                    shop.tabBarItem = item(named: "Shop", icon: "shop")
                    let cart = CartViewController()
                    cart.tabBarItem = item(named: "Cart", icon: "cart")
                    viewControllers = [shop, cart]
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Shop|shop|-", "Cart|cart|-"]])
    }

    @Test func globalFunctionReturnsANavigationControllerWhoseRootHasTheItem() {
        let file = ("Tabs.swift", """
            import UIKit
            func wrapped(_ screen: UIViewController, title: String, icon: String) -> UINavigationController {
                let nav = UINavigationController(rootViewController: screen)
                nav.tabBarItem.title = title
                nav.tabBarItem.image = UIImage(named: icon)
                return nav
            }
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [wrapped(ShopViewController(), title: "Shop", icon: "shop"),
                                       wrapped(CartViewController(), title: "Cart", icon: "cart")]
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Shop|shop|-", "Cart|cart|-"]])
    }

    @Test func itemsSetByPositionOnAControllerMadeInAFunction() {
        let file = ("Coordinator.swift", """
            import UIKit
            final class Coordinator {
                func start() -> UIViewController {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [ShopViewController(), CartViewController(), MeViewController()]
                    tabs.tabBar.items?[0].title = "Shop"
                    tabs.tabBar.items?[0].image = UIImage(named: "shop")
                    tabs.tabBar.items![1].title = "Shop"
                    let last = tabs.tabBar.items?[2]
                    last?.selectedImage = UIImage(named: "me_on")
                    return tabs
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Shop|shop|-", "Shop|-|-", "-|-|me_on"]])
        #expect(Self.findings([file], assets: ["shop", "me_on"]).contains("Coordinator.swift:8: TB009"))
    }

    @Test func itemsSetThroughALocalHoldingTheItems() {
        let file = ("Coordinator.swift", """
            import UIKit
            final class Coordinator {
                func start() -> UIViewController {
                    let tabs = UITabBarController()
                    tabs.setViewControllers([ShopViewController(), CartViewController()], animated: false)
                    if let items = tabs.tabBar.items {
                        items[0].image = UIImage(named: "shop")
                        items[1].image = UIImage(named: "cart")
                    }
                    return tabs
                }
            }
            """)
        #expect(Self.tabs([file]) == [["-|shop|-", "-|cart|-"]])
    }

    @Test func writesBeforeTheTabsOrAtAnUnknownPositionAreNotPinned() {
        let file = ("Coordinator.swift", """
            import UIKit
            final class Coordinator {
                func start(index: Int) -> UIViewController {
                    let tabs = UITabBarController()
                    tabs.tabBar.items?[0].title = "Early"
                    tabs.viewControllers = [ShopViewController(), CartViewController()]
                    tabs.tabBar.items?[index].title = "Somewhere"
                    let count = tabs.tabBar.items?.count
                    tabs.tabBar.items?[5].title = "Beyond"
                    return tabs
                }
            }
            """)
        #expect(Self.tabs([file]) == [["-|-|-", "-|-|-"]])
    }

    @Test func storedPropertiesGivenAClosureThatBuildsTheChild() {
        let file = ("TabBarController.swift", """
            import UIKit
            class TabBarController: UITabBarController {
                let servers: ServerListViewController = {
                    let vc = ServerListViewController()
                    vc.tabBarItem = UITabBarItem(title: "Servers", image: UIImage(named: "servers"), selectedImage: nil)
                    return vc
                }()
                lazy var about: AboutViewController = {
                    let vc = AboutViewController()
                    vc.tabBarItem = UITabBarItem(title: "About", image: nil, selectedImage: nil)
                    return vc
                }()
                let plain = SettingsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        UINavigationController(rootViewController: servers),
                        UINavigationController(rootViewController: self.about),
                    ]
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Servers|servers|-", "About|-|-"]])
        #expect(Self.findings([file], assets: ["servers"]) == ["TabBarController.swift:10: TB013"])
    }

    /// A helper given the root's metatype (`HomeViewController.self`, made by `type.init()`): the root's class is known,
    /// so its own title is compared with the tab's (TB003); and an `extension UITabBar` overriding a method is read
    /// though its file names nothing but the class it extends (TB031).
    @Test func aRootMadeFromAMetatypeParameter() {
        let bar = ("TabBarController.swift", """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    add("推荐", "find", HomeViewController.self)
                    add("视频", "video", VideoViewController.self)
                }
                func add(_ title: String, _ image: String, _ type: UIViewController.Type) {
                    let child = UINavigationController(rootViewController: type.init())
                    child.title = title
                    child.tabBarItem.image = UIImage(named: image)
                    addChild(child)
                }
            }
            """)
        let root = ("HomeViewController.swift", """
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "首页"
                }
            }
            """)
        let ext = ("TabBarExt.swift", """
            import UIKit
            extension UITabBar {
                override open func sizeThatFits(_ size: CGSize) -> CGSize {
                    var fits = super.sizeThatFits(size)
                    fits.height = 40
                    return fits
                }
            }
            """)
        #expect(Self.findings([bar, root, ext], assets: ["find", "video"]) == ["HomeViewController.swift:5: TB003", "TabBarExt.swift:3: TB031"])
    }
}
