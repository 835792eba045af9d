import ProjectReader
import TabBarCore
import Testing

/// Swift bars as older and library code writes them: a helper whose parameter is written `let name: String` (Swift 2),
/// a slot count held by a `let` of the bar's type, a skip written as the counter's step (`i += i == 1 ? 2 : 1`),
/// and a tab bar item's private key read in an extension of `UITabBarItem` (not of another class).
@Suite struct UIKitSwiftProjectShapesTests {
    static func findings(_ files: [(String, String)], assets: [String]? = nil) -> [String] {
        UIKitRealAppShapesTests.findings(files, assets: assets)
    }

    @Test func aSwift2HelperParameterWithLetIsBound() {
        let code = ("Tabs.swift", """
            import UIKit
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChildViewController(HomeVC(), title: "首页", imageName: "tab_home")
                    addChildViewController(MeVC(), title: "我", imageName: "tab_me")
                }
                func addChildViewController(controller: UIViewController, title: String, let imageName: String) {
                    controller.tabBarItem.title = title
                    controller.tabBarItem.image = UIImage(named: imageName)
                    controller.tabBarItem.selectedImage = UIImage(named: imageName + "_selelcted")
                    addChildViewController(UINavigationController(rootViewController: controller))
                }
            }
            """)
        #expect(UIKitRealAppShapesTests.tabs([code]) == [["首页|tab_home|tab_home_selelcted", "我|tab_me|tab_me_selelcted"]])
        #expect(Self.findings([code], assets: ["tab_home", "tab_me", "tab_home_selected", "tab_me_selected"])
            == ["Tabs.swift:5: TB014", "Tabs.swift:6: TB014"])
    }

    static let bar = """
        import UIKit
        class ComposeBar: UITabBar {
            private let count: CGFloat = 5
            override func layoutSubviews() {
                super.layoutSubviews()
                let width = bounds.width / count
                let frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
                var index = 0
                for view in subviews where view is UIControl && !(view is UIButton) {
                    view.frame = frame.offsetBy(dx: CGFloat(index) * width, dy: 0)
                    index += index == 1 ? 2 : 1
                }
            }
        }
        class Tabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setValue(ComposeBar(), forKey: "tabBar")
                addChild(A())
                addChild(B())
                addChild(C())
                addChild(D())
            }
        }
        """

    @Test func aSlotCountHeldByALetOfTheBarAndASkipInTheStep() {
        let found = Self.findings([("Bar.swift", Self.bar)]).filter { $0.contains("TB025") }
        #expect(found == ["Bar.swift:6: TB025"])
        // Five tabs against four slots: an error, at the same place.
        let five = Self.bar.replacingOccurrences(of: "addChild(D())", with: "addChild(D())\n        addChild(E())")
        #expect(UIKitRealAppShapesTests.findings([("Bar.swift", five)], severities: true).filter { $0.contains("TB025") }
            == ["Bar.swift:6: TB025 error"])
        // A `var` may change: no fixed count.
        let variable = Self.bar.replacingOccurrences(of: "private let count", with: "private var count")
        #expect(Self.findings([("Bar.swift", variable)]).filter { $0.contains("TB025") }.isEmpty)
    }

    @Test func aPrivateItemKeyInAnExtensionOfTheItemNotOfAnotherClass() {
        let tabs = ("Tabs.swift", """
            import UIKit
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeVC()
                    home.tabBarItem = UITabBarItem(title: "首页", image: UIImage(named: "a"), selectedImage: UIImage(named: "b"))
                    viewControllers = [home]
                }
            }
            """)
        let badges = ("Badges.swift", """
            import UIKit
            extension UIBarButtonItem {
                func showBadge() { show(in: self.value(forKey: "_view") as? UIView) }
            }
            extension UITabBarItem {
                func showBadge() { show(in: self.value(forKey: "_view") as? UIView) }
            }
            """)
        #expect(Self.findings([tabs, badges]) == ["Badges.swift:6: TB027"])
    }

    /// An image named in another bundle (a framework's) is not the app's catalogs' to check.
    @Test func anImageOfAnotherBundleIsNotCheckedAgainstTheAppsCatalogs() {
        func tabs(_ bundle: String) -> (String, String) {
            ("Tabs.swift", """
            import UIKit
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeVC()
                    home.tabBarItem.title = "Home"
                    home.tabBarItem.image = UIImage(named: "Triage", in: \(bundle), compatibleWith: nil)
                    viewControllers = [home]
                }
            }
            """)
        }
        #expect(Self.findings([tabs("Bundle(for: Kit.self)")], assets: ["other"]).isEmpty)
        #expect(UIKitRealAppShapesTests.tabs([tabs("Kit.bundle")]) == [["Home|?|-"]])
        #expect(Self.findings([tabs(".main")], assets: ["other"]) == ["Tabs.swift:7: TB014"])
    }

    /// A slot width kept in a stored property of the bar, dividing another file's constant that holds the screen's
    /// width through the file's bounds constant.
    @Test func aSlotWidthInAPropertyDividingAnotherFilesScreenWidth() {
        let bar = ("Bar.swift", """
            import UIKit
            class MOTabBar: UITabBar {
                var itemW: CGFloat = Screen_Width / 5.0
                override func layoutSubviews() {
                    super.layoutSubviews()
                    var num: CGFloat = 0
                    subviews.filter({ $0 is UIControl }).forEach({
                        $0.frame = CGRect(x: num * itemW, y: 0, width: itemW, height: $0.frame.size.height)
                        num += 1
                        if num == 2 {
                            num += 1
                        }
                    })
                }
            }
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setValue(MOTabBar(), forKey: "tabBar")
                    addChild(A())
                    addChild(B())
                    addChild(C())
                    addChild(D())
                }
            }
            """)
        let globals = ("GlobalDefine.swift", """
            import UIKit
            let Screen_Bounds: CGRect = UIScreen.main.bounds
            let Screen_Width: CGFloat = Screen_Bounds.size.width
            """)
        #expect(Self.findings([bar, globals]).filter { $0.contains("TB025") } == ["Bar.swift:3: TB025"])
        // Without the constant's file, or with a constant that is not the screen's width, no layout is assumed.
        #expect(Self.findings([bar]).filter { $0.contains("TB025") }.isEmpty)
        let other = ("GlobalDefine.swift", "import UIKit\nlet Screen_Width: CGFloat = 300\n")
        #expect(Self.findings([bar, other]).filter { $0.contains("TB025") }.isEmpty)
    }
}
