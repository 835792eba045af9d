import JSONC
import SourceText
import SwiftSource
import TabBarCore
import Testing
import TabBarTestSupport

/// A Swift snippet, its facts, and the byte ranges of substrings in it (UTF-8 offsets, so CJK and
/// emoji before a range shift it by several bytes per character).
private struct Snippet {
    let text: String
    let bytes: [UInt8]
    let facts: SourceFileFacts

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        facts = SwiftExtractor.extract(bytes)
    }

    /// The bytes of the `occurrence`-th (1-based) `needle`.
    func range(_ needle: String, _ occurrence: Int = 1) -> ByteRange {
        let pattern = Array(needle.utf8)
        var seen = 0
        var start = 0
        while start + pattern.count <= bytes.count {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                seen += 1
                if seen == occurrence { return ByteRange(start, start + pattern.count) }
            }
            start += 1
        }
        Issue.record("\(needle) (#\(occurrence)) is not in the snippet")
        return ByteRange(-1, -1)
    }

    /// The bytes of the first `needle` inside the `occurrence`-th `outer`.
    func range(_ needle: String, in outer: String, _ occurrence: Int = 1) -> ByteRange {
        let container = range(outer, occurrence)
        let pattern = Array(needle.utf8)
        var start = max(0, container.start)
        while start + pattern.count <= container.end {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return ByteRange(start, start + pattern.count) }
            start += 1
        }
        Issue.record("\(needle) is not in \(outer)")
        return ByteRange(-1, -1)
    }

    /// The text of `range`.
    func text(_ range: ByteRange) -> String {
        String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
    }

    func type(_ name: String, _ occurrence: Int = 1) -> SourceClass? {
        let matches = facts.classes.filter { $0.name == name }
        return occurrence <= matches.count ? matches[occurrence - 1] : nil
    }
}

private func literal<T>(_ fact: SourceFact<T>?) -> T? { fact?.literal }

// MARK: - Controllers

@Suite struct SwiftControllerTests {
    @Test func subclassBuildsItselfWithSuperInit() throws {
        let s = Snippet("""
        import CYLTabBarController

        /// 主界面 🏠
        final class MainTabBarController: CYLTabBarController {
            override init() {
                super.init(viewControllers: Self.makeViewControllers(),
                           tabBarItemsAttributes: MainTabBarController.makeItems())
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBarHeight = 49
            }

            private static func makeViewControllers() -> [UIViewController] {
                let home = UINavigationController(rootViewController: HomeViewController())
                let mine = BaseNavigationController(rootViewController: MineViewController())
                return [home, mine]
            }

            private static func makeItems() -> [[String: Any]] {
                let home = [CYLTabBarItemTitle: "首页🏠", CYLTabBarItemImage: "home_normal", CYLTabBarItemSelectedImage: "home_highlight"]
                let mine = [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "mine_normal"]
                return [home, mine]
            }
        }
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = try #require(s.facts.controllers.first)
        #expect(controller.construction == .initializer)
        #expect(controller.className == "MainTabBarController")
        #expect(controller.range.start == s.range("super.init(").start)
        #expect(controller.range.end == s.range("makeItems())").end)
        #expect(controller.tabBarHeight == SourceFact(.literal(49), range: s.range("49")))

        let items = try #require(controller.items)
        #expect(items.isComplete)
        #expect(items.range == s.range("MainTabBarController.makeItems()"))
        #expect(items.elements.count == 2)
        let home = items.elements[0]
        #expect(home.isKnown && home.keysComplete)
        #expect(home.reference == s.range("home", in: "return [home, mine]", 2))
        #expect(home.range.start == s.range("[CYLTabBarItemTitle: \"首页🏠\"").start)
        #expect(home.title == SourceFact(.literal("首页🏠"), range: s.range("\"首页🏠\"")))
        #expect(home.image == SourceFact(.literal("home_normal"), range: s.range("\"home_normal\"")))
        #expect(home.selectedImage == SourceFact(.literal("home_highlight"), range: s.range("\"home_highlight\"")))
        #expect(items.elements[1].title?.literal == "我的")
        #expect(items.elements[1].selectedImage == nil)

        let viewControllers = try #require(controller.viewControllers)
        #expect(viewControllers.isComplete)
        #expect(viewControllers.range == s.range("Self.makeViewControllers()"))
        #expect(viewControllers.elements.map(\.className) == ["HomeViewController", "MineViewController"])
        #expect(viewControllers.elements[0].range == s.range("home", in: "return [home, mine]"))
    }

    @Test func convenienceInitCallsSelfInitAndThePassThroughIsNotAController() throws {
        let s = Snippet("""
        class MainTabBarController: CYLTabBarController {
            override init(viewControllers: [UIViewController], tabBarItemsAttributes: [[AnyHashable: Any]]) {
                super.init(viewControllers: viewControllers, tabBarItemsAttributes: tabBarItemsAttributes)
            }

            convenience init() {
                let home = HomeViewController()
                home.title = "首页"
                let viewControllers = [UINavigationController(rootViewController: home)]
                let attributes = [[CYLTabBarItemTitle: "首页🏠", CYLTabBarItemImage: "home_normal"]]
                self.init(viewControllers: viewControllers, tabBarItemsAttributes: attributes)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = try #require(s.facts.controllers.first)
        #expect(controller.className == "MainTabBarController")
        #expect(controller.range.start == s.range("self.init(").start)
        let vc = try #require(controller.viewControllers?.elements.first)
        #expect(vc.className == "HomeViewController")
        #expect(vc.range == s.range("UINavigationController(rootViewController: home)"))
        #expect(vc.titleAssignments == [SourceTitleAssignment(
            target: .title, targetRange: s.range("home.title"), navigationItemSpelling: "home.navigationItem.title",
            value: SourceFact(.literal("首页"), range: s.range("\"首页\"")))])
        #expect(controller.items?.elements.first?.title?.literal == "首页🏠")
        #expect(controller.items?.elements.first?.reference == s.range("[CYLTabBarItemTitle: \"首页🏠\", CYLTabBarItemImage: \"home_normal\"]"))
        let methods = try #require(s.type("MainTabBarController")).methods.map(\.selector)
        #expect(methods == ["initWithViewControllers:tabBarItemsAttributes:", "init", "initWithCoder:"])
    }

    @Test func appDelegateWithTrailingArgumentsAndHeightOnTheVariable() throws {
        let s = Snippet("""
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let tabBarController = CYLTabBarController(
                    viewControllers: [HomeViewController(), MineViewController.init()],
                    tabBarItemsAttributes: [
                        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
                        [CYLTabBarItemTitle: "我的😀", CYLTabBarItemImage: "mine"],
                    ],
                    imageInsets: UIEdgeInsets(top: 4.5, left: 0, bottom: -4.5, right: 0),
                    titlePositionAdjustment: UIOffset(horizontal: 0, vertical: -3),
                    context: "")
                tabBarController.tabBarHeight = 52.5
                window?.rootViewController = tabBarController
                return true
            }
        }

        class SceneDelegate: UIResponder {
            func scene() {
                let root = MainTabBarController.init(viewControllers: vcs, tabBarItemsAttributes: attributes)
                window?.rootViewController = root
            }
        }
        """)
        #expect(s.facts.controllers.count == 2)
        let first = s.facts.controllers[0]
        #expect(first.construction == .initializer)
        #expect(first.className == "CYLTabBarController")
        #expect(first.range.start == s.range("CYLTabBarController(").start)
        #expect(first.range.end == s.range("context: \"\")").end)
        #expect(first.tabBarHeight == SourceFact(.literal(52.5), range: s.range("52.5")))
        #expect(first.items?.elements.map { $0.title?.literal } == ["首页", "我的😀"])
        #expect(first.items?.elements[1].reference == s.range("[CYLTabBarItemTitle: \"我的😀\", CYLTabBarItemImage: \"mine\"]"))
        #expect(first.viewControllers?.elements.map(\.className) == ["HomeViewController", "MineViewController"])
        #expect(first.viewControllers?.elements[1].range == s.range("MineViewController.init()"))

        let second = s.facts.controllers[1]
        #expect(second.className == "MainTabBarController")
        #expect(second.range.start == s.range("MainTabBarController.init(").start)
        #expect(second.items == nil)
        #expect(second.viewControllers == nil)
    }

    @Test func configObjectWithCastsMemberCallsGuardLetAndPlusEquals() throws {
        let s = Snippet("""
        class TabBarControllerConfig: NSObject {
            var tabBarController: CYLTabBarController! {
                let tabBarController = CYLTabBarController(viewControllers: self.viewControllers() as! [UIViewController],
                                                           tabBarItemsAttributes: self.tabBarItemsAttributesForController())
                return tabBarController
            }

            func viewControllers() -> [Any] {
                let homeViewController: HomeViewController! = HomeViewController()
                homeViewController!.title = "首页"
                let firstNav = CYLBaseNavigationController(rootViewController: homeViewController)
                let viewControllers = [firstNav]
                return viewControllers
            }

            func tabBarItemsAttributesForController() -> [[String: String]] {
                let tabBarItemOne = [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home_normal"]
                let tabBarItemsAttributes = [tabBarItemOne]
                return tabBarItemsAttributes
            }

            class func fullFunction() {
                var vcs = [UIViewController]()
                var dicts = [[String: String]]()
                vcs += [UINavigationController(rootViewController: InformationViewController())]
                dicts += [[CYLTabBarItemTitle: "资讯📰"]]
                guard dicts.count > 0 else { return }
                guard let tabVC = CYLTabBarController(viewControllers: vcs, tabBarItemsAttributes: dicts) else { return }
                tabVC.tabBarHeight = 49
            }
        }
        """)
        #expect(s.facts.controllers.count == 2)
        let first = s.facts.controllers[0]
        #expect(first.viewControllers?.range == s.range("self.viewControllers() as! [UIViewController]"))
        let home = try #require(first.viewControllers?.elements.first)
        #expect(home.className == "HomeViewController")
        #expect(home.titleAssignments.map(\.targetRange) == [s.range("homeViewController!.title")])
        #expect(home.titleAssignments.first?.navigationItemSpelling == "homeViewController!.navigationItem.title")
        #expect(first.items?.elements.map { $0.image?.literal } == ["home_normal"])
        #expect(first.items?.elements.first?.reference == s.range("tabBarItemOne", 2))

        let second = s.facts.controllers[1]
        #expect(second.range.start == s.range("CYLTabBarController(viewControllers: vcs").start)
        #expect(second.tabBarHeight?.literal == 49)
        #expect(second.items?.isComplete == true)
        #expect(second.items?.elements.map { $0.title?.literal } == ["资讯📰"])
        #expect(second.viewControllers?.elements.map(\.className) == ["InformationViewController"])
        #expect(second.viewControllers?.elements.first?.range == s.range("UINavigationController(rootViewController: InformationViewController())"))
    }

    @Test func settersOnSelfInTheSubclass() throws {
        let s = Snippet("""
        class RootTabBarController: CYLTabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.viewControllers = [FeedViewController(), ProfileViewController()]
                tabBarItemsAttributes = [[CYLTabBarItemTitle: "动态"], [CYLTabBarItemTitle: "我"]]
                self.tabBarHeight = 56
            }
        }
        """)
        let controller = try #require(s.facts.controllers.first)
        #expect(s.facts.controllers.count == 1)
        #expect(controller.construction == .settersOnly)
        #expect(controller.className == "RootTabBarController")
        #expect(controller.viewControllersSetter == s.range("self.viewControllers = [FeedViewController(), ProfileViewController()]"))
        #expect(controller.attributesSetter == s.range("tabBarItemsAttributes = [[CYLTabBarItemTitle: \"动态\"], [CYLTabBarItemTitle: \"我\"]]"))
        #expect(controller.range == controller.viewControllersSetter)
        #expect(controller.items?.elements.map { $0.title?.literal } == ["动态", "我"])
        #expect(controller.items?.range == s.range("[[CYLTabBarItemTitle: \"动态\"], [CYLTabBarItemTitle: \"我\"]]"))
        #expect(controller.viewControllers?.elements.map(\.className) == ["FeedViewController", "ProfileViewController"])
        #expect(controller.tabBarHeight?.literal == 56)
    }

    @Test func plainInitializerThenSetters() throws {
        let s = Snippet("""
        func makeRoot() -> UIViewController {
            let tabs = CYLTabBarController()
            tabs.viewControllers = controllers
            tabs.tabBarItemsAttributes = [["CYLTabBarItemTitle": "📷 相册"]]
            tabs.tabBarHeight = kHeight
            tabBarController?.setViewControllers([A(), B()], animated: false)
            return tabs
        }
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = try #require(s.facts.controllers.first)
        #expect(controller.construction == .plain)
        #expect(controller.className == "CYLTabBarController")
        #expect(controller.range == s.range("CYLTabBarController()"))
        #expect(controller.viewControllersSetter == s.range("tabs.viewControllers = controllers"))
        #expect(controller.attributesSetter == s.range("tabs.tabBarItemsAttributes = [[\"CYLTabBarItemTitle\": \"📷 相册\"]]"))
        #expect(controller.viewControllers == nil)
        #expect(controller.items?.elements.first?.title == SourceFact(.literal("📷 相册"), range: s.range("\"📷 相册\"")))
        #expect(controller.tabBarHeight == SourceFact(.unknown, range: s.range("kHeight")))
    }

    @Test func viewControllersAloneMakeNoControllerAndOwnPropertiesAreNotSetters() {
        let s = Snippet("""
        class PagesController: UIViewController {
            var viewControllers: [UIViewController] = []
            var tabBarItemsAttributes: [[String: Any]] = []
            func reload() {
                self.tabBarItemsAttributes = [[CYLTabBarItemTitle: "x"]]
                tabBarItemsAttributes = []
                navigation.viewControllers = [A()]
            }
        }
        """)
        #expect(s.facts.controllers.isEmpty)
    }

    @Test func setViewControllersAnimated() throws {
        let s = Snippet("""
        extension MainTabBarController {
            func configure() {
                tabBarItemsAttributes = Self.items
                setViewControllers([HomeViewController()], animated: false)
            }
            static var items: [[String: Any]] { [[CYLTabBarItemTitle: "首页"]] }
        }
        """)
        let controller = try #require(s.facts.controllers.first)
        #expect(controller.className == "MainTabBarController")
        #expect(controller.viewControllersSetter == s.range("setViewControllers([HomeViewController()], animated: false)"))
        #expect(controller.viewControllers?.elements.first?.className == "HomeViewController")
        #expect(controller.items?.elements.first?.title?.literal == "首页")
        #expect(controller.items?.range == s.range("Self.items"))
    }
}

// MARK: - Items and arrays

@Suite struct SwiftItemTests {
    @Test func keySpellingsCastsAndImageValues() throws {
        let function = """
            func attributes() -> [[AnyHashable: Any]] {
                let home: [String: Any] = [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: UIImage(named: "home_n")!]
                let message = [CYLTabBarItemTitle as NSCopying: "消息" as AnyObject, "CYLTabBarItemImage": #imageLiteral(resourceName: "msg")] as [AnyHashable: Any]
                let mine = [CYLTabBarItemTitle: "我的", CYLTabBarLottieURL: url, NSAttributedString.Key.foregroundColor: UIColor.red]
                let find = [CYLTabBarItemTitle: NSLocalizedString("发现", comment: ""), CYLTabBarItemImage: R.image.find()]
                return [home, message, mine, find]
            }
        """
        // At file scope `attributes()` is a global function: the evaluator calls it. An entry it cannot compute (an
        // image made by `UIImage`, a localized title) is unknown, as is a dictionary with a key it does not know.
        let global = Snippet(function + "\nlet controller = CYLTabBarController(viewControllers: [], tabBarItemsAttributes: attributes())\n")
        #expect(global.facts.controllers.count == 1)
        let called = try #require(global.facts.controllers.first?.items)
        #expect(called.elements.map { $0.title?.literal } == ["首页", "消息", nil, nil])
        #expect(called.elements.map(\.isKnown) == [true, true, false, true])
        #expect(called.elements[0].image?.value == .unknown)

        let wrapped = Snippet("enum Config {\n" + function
            + "\n    static let controller = CYLTabBarController(viewControllers: [], tabBarItemsAttributes: attributes())\n}\n")
        let items = try #require(wrapped.facts.controllers.first?.items)
        #expect(items.elements.count == 4)
        let home = items.elements[0], message = items.elements[1], mine = items.elements[2], find = items.elements[3]
        #expect(home.image == SourceFact(.literal("home_n"), range: wrapped.range("\"home_n\"")))
        #expect(home.keysComplete)
        #expect(message.title == SourceFact(.literal("消息"), range: wrapped.range("\"消息\"")))
        #expect(message.image == SourceFact(.literal("msg"), range: wrapped.range("\"msg\"")))
        #expect(message.range.start == wrapped.range("[CYLTabBarItemTitle as NSCopying").start)
        #expect(message.reference == wrapped.range("message", 2))
        #expect(message.keysComplete)
        #expect(mine.title?.literal == "我的")
        #expect(!mine.keysComplete)
        #expect(find.title == SourceFact<String>(.localized(key: "发现"), range: wrapped.range("NSLocalizedString(\"发现\", comment: \"\")")))
        #expect(find.image == SourceFact<String>(.unknown, range: wrapped.range("R.image.find()")))
    }

    @Test func arrayBuiltWithAppendAndPlusEquals() throws {
        let s = Snippet("""
        class TabBarConfig: NSObject {
            lazy var tabBarController: CYLTabBarController = {
                var items = [[String: Any]]()
                var controllers: [UIViewController] = []
                let home = [CYLTabBarItemTitle: "首页"]
                items.append(home)
                controllers.append(HomeViewController())
                items += [[CYLTabBarItemTitle: "圈子⭕️"]]
                controllers += [CircleViewController()]
                items.append(contentsOf: [[CYLTabBarItemTitle: "我的"]])
                controllers.append(contentsOf: [MineViewController()])
                guard items.count > 0 else { fatalError() }
                let tabs = CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: items)
                items.append([CYLTabBarItemTitle: "太迟了"])
                return tabs
            }()
        }
        """)
        let controller = try #require(s.facts.controllers.first)
        let items = try #require(controller.items)
        #expect(items.isComplete)
        #expect(items.range == s.range("items", in: "tabBarItemsAttributes: items)"))
        #expect(items.elements.map { $0.title?.literal } == ["首页", "圈子⭕️", "我的"])
        #expect(items.elements[0].reference == s.range("home", in: "items.append(home)"))
        #expect(items.elements[0].range == s.range("[CYLTabBarItemTitle: \"首页\"]"))
        let controllers = try #require(controller.viewControllers)
        #expect(controllers.isComplete)
        #expect(controllers.elements.map(\.className) == ["HomeViewController", "CircleViewController", "MineViewController"])
    }

    @Test func appendsInLoopsAndConditionsAreIncomplete() throws {
        let s = Snippet("""
        class MainTabBarController: CYLTabBarController {
            override func viewDidLoad() {
                var items: [[String: String]] = [[CYLTabBarItemTitle: "首页"]]
                for title in titles {
                    items.append([CYLTabBarItemTitle: title])
                }
                #if DEBUG
                items.append([CYLTabBarItemTitle: "调试"])
                #endif
                tabBarItemsAttributes = items
            }

            func other() {
                var items: [[String: String]] = [[CYLTabBarItemTitle: "a"], [CYLTabBarItemTitle: "b"]]
                items.insert([CYLTabBarItemTitle: "c"], at: 0)
                tabBarItemsAttributes = items
            }
        }
        """)
        #expect(s.facts.controllers.count == 2)
        let looped = try #require(s.facts.controllers[0].items)
        #expect(!looped.isComplete)
        #expect(looped.knownCount == nil)
        #expect(looped.elements.first?.title?.literal == "首页")
        #expect(looped.elements[1].title == SourceFact(.unknown, range: s.range("title", in: "[CYLTabBarItemTitle: title]")))
        #expect(s.facts.controllers[1].items == nil)
    }

    @Test func viewControllerShapes() throws {
        let s = Snippet("""
        class Config {
            func make() -> CYLTabBarController {
                let discover = DiscoverViewController(nibName: nil, bundle: nil)
                discover.title = "发现"
                discover.navigationItem.title = "Discover 🔭"
                let nav = BaseNavigationController(rootViewController: discover)
                let list = [
                    UINavigationController(rootViewController: HomeViewController()),
                    nav,
                    MessageViewController.init(),
                    UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!,
                    UINavigationController(),
                    makeProfile(),
                    self.settings,
                ]
                return CYLTabBarController(viewControllers: list, tabBarItemsAttributes: items)
            }
            let settings = SettingsViewController()
        }
        """)
        let controllers = try #require(s.facts.controllers.first?.viewControllers)
        #expect(controllers.isComplete)
        #expect(controllers.elements.map(\.className) == [
            "HomeViewController", "DiscoverViewController", "MessageViewController", nil, nil, nil, "SettingsViewController",
        ])
        #expect(controllers.elements[1].range == s.range("nav", in: "nav,"))
        #expect(controllers.elements[3].range == s.range("UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()!"))
        #expect(controllers.elements[1].titleAssignments == [
            SourceTitleAssignment(target: .title, targetRange: s.range("discover.title"),
                                  navigationItemSpelling: "discover.navigationItem.title",
                                  value: SourceFact(.literal("发现"), range: s.range("\"发现\""))),
            SourceTitleAssignment(target: .navigationItemTitle, targetRange: s.range("discover.navigationItem.title"),
                                  navigationItemSpelling: nil,
                                  value: SourceFact(.literal("Discover 🔭"), range: s.range("\"Discover 🔭\""))),
        ])
    }

    @Test func unknownArraysAndElements() throws {
        let s = Snippet("""
        class Builder {
            func build(items: [[String: Any]], store: Store) {
                let a = CYLTabBarController(viewControllers: store.controllers, tabBarItemsAttributes: items)
                let b = CYLTabBarController(viewControllers: flag ? x : y, tabBarItemsAttributes: [makeItem(), [CYLTabBarItemTitle: "\\(name)"]])
            }
        }
        """)
        #expect(s.facts.controllers.count == 2)
        #expect(s.facts.controllers[0].items == nil)
        #expect(s.facts.controllers[0].viewControllers == nil)
        #expect(s.facts.controllers[1].viewControllers == nil)
        let items = try #require(s.facts.controllers[1].items)
        #expect(items.isComplete)
        #expect(items.elements[0] == SourceItem(range: s.range("makeItem()"), reference: s.range("makeItem()"), isKnown: false, keysComplete: false))
        #expect(items.elements[1].title == SourceFact(.unknown, range: s.range("\"\\(name)\"")))
    }

    @Test func variablesDeclaredInBothBranchesOfIfAreUnknown() throws {
        let s = Snippet("""
        struct Factory {
            static func make() -> UIViewController {
                #if DEBUG
                let controllers = [DebugViewController()]
                #else
                let controllers = [HomeViewController()]
                #endif
                return CYLTabBarController(viewControllers: controllers, tabBarItemsAttributes: [[CYLTabBarItemTitle: "首页"]])
            }
        }
        """)
        let controller = try #require(s.facts.controllers.first)
        #expect(controller.viewControllers == nil)
        #expect(controller.items?.knownCount == 1)
    }
}

// MARK: - The plus button

@Suite struct SwiftPlusButtonTests {
    @Test func classMethodsAndSelectors() throws {
        let s = Snippet("""
        import CYLTabBarController

        /// 发布按钮 ✍️
        class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
            static func plusButton() -> Any {
                let button = PlusButton()
                button.setImage(UIImage(named: "post_normal"), for: .normal)
                button.frame = CGRect(x: 0, y: 0, width: 55, height: 80)
                return button
            }

            static func indexOfPlusButtonInTabBar() -> UInt { 2 }

            static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                return CGFloat(0.3)
            }

            static func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                return -CGFloat(14);
            }

            static func multiplerInCenterY() -> CGFloat { return (0.25) }

            static func multiplierOfTabBarHeight(tabBarHeight: CGFloat) -> CGFloat { 0.5 }

            static func plusChildViewController() -> UIViewController {
                return UINavigationController(rootViewController: PublishViewController())
            }

            static func shouldSelectPlusChildViewController() -> Bool { true }
        }
        """)
        let plus = try #require(s.type("PlusButton"))
        #expect(plus.superclass == "CYLPlusButton")
        #expect(plus.protocols == ["CYLPlusButtonSubclassing"])
        #expect(plus.nameRange == s.range("PlusButton", in: "class PlusButton"))
        #expect(plus.methods.map(\.selector) == [
            "plusButton", "indexOfPlusButtonInTabBar", "multiplierOfTabBarHeight:",
            "constantOfPlusButtonCenterYOffsetForTabBarHeight:", "multiplerInCenterY",
            "multiplierOfTabBarHeightWithTabBarHeight:", "plusChildViewController", "shouldSelectPlusChildViewController",
        ])
        #expect(plus.methods.allSatisfy { $0.isClassMethod })

        let factory = try #require(plus.classMethod(PlusButtonSelector.plusButton))
        #expect(factory.frameWidth == SourceFact(.literal(55), range: s.range("55")))
        #expect(factory.frameHeight == SourceFact(.literal(80), range: s.range("80")))

        let index = try #require(plus.classMethod(PlusButtonSelector.index))
        #expect(index.returnedNumber == SourceFact(.literal(2), range: s.range("2", in: "{ 2 }")))
        #expect(index.nameRange == s.range("indexOfPlusButtonInTabBar"))
        #expect(index.signatureRange == s.range("indexOfPlusButtonInTabBar()"))

        let multiplier = try #require(plus.classMethod(PlusButtonSelector.multiplier))
        #expect(multiplier.returnedNumber == SourceFact(.literal(0.3), range: s.range("0.3")))
        #expect(multiplier.nameRange == s.range("multiplier", in: "multiplier(ofTabBarHeight"))
        #expect(multiplier.signatureRange == s.range("multiplier(ofTabBarHeight tabBarHeight: CGFloat)"))

        let offset = try #require(plus.classMethod(PlusButtonSelector.centerYOffset))
        #expect(offset.returnedNumber == SourceFact(.literal(-14), range: s.range("-CGFloat(14)")))

        let deprecated = try #require(plus.classMethod(PlusButtonSelector.deprecatedMultiplier))
        #expect(deprecated.returnedNumber == SourceFact(.literal(0.25), range: s.range("0.25")))
        #expect(deprecated.signatureRange == s.range("multiplerInCenterY()"))
        let line = s.range("    static func multiplerInCenterY() -> CGFloat { return (0.25) }\n")
        #expect(deprecated.lineRange == line)

        let misspelled = try #require(plus.classMethod("multiplierOfTabBarHeightWithTabBarHeight:"))
        #expect(misspelled.nameRange == s.range("multiplierOfTabBarHeight"))
        #expect(misspelled.returnedNumber?.literal == 0.5)

        #expect(plus.classMethod(PlusButtonSelector.plusChildViewController)?.returnedNumber == nil)
        #expect(plus.classMethod(PlusButtonSelector.shouldSelect)?.returnedNumber == nil)
    }

    @Test func unknownReturnsAndSizeToFit() throws {
        let s = Snippet("""
        class PostButton: CYLPlusButton, CYLPlusButtonSubclassing {
            class func plusButton() -> Any {
                let button = PostButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                button.setTitle("发布", for: .normal)
                button.sizeToFit()
                return button
            }

            class func indexOfPlusButtonInTabBar() -> UInt {
                if UIDevice.current.userInterfaceIdiom == .pad { return 3 }
                return 2
            }

            class func constantOfPlusButtonCenterYOffset(forTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                return isIPhoneX ? -15 : -5
            }

            class func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                kMultiplier
            }
        }
        """)
        let plus = try #require(s.type("PostButton"))
        let factory = try #require(plus.classMethod(PlusButtonSelector.plusButton))
        #expect(factory.frameWidth == nil)
        #expect(factory.frameHeight == nil)
        #expect(plus.classMethod(PlusButtonSelector.index)?.returnedNumber == SourceFact(.unknown, range: s.range("2", in: "return 2")))
        #expect(plus.classMethod(PlusButtonSelector.centerYOffset)?.returnedNumber
            == SourceFact(.unknown, range: s.range("isIPhoneX ? -15 : -5")))
        #expect(plus.classMethod(PlusButtonSelector.multiplier)?.returnedNumber == SourceFact(.unknown, range: s.range("kMultiplier")))
    }

    @Test func framesOfTheReturnedButtonOnly() throws {
        let s = Snippet("""
        extension PlusButton: CYLPlusButtonSubclassing {
            @objc static func plusButton() -> Any {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
                let button = PlusButton()
                button.bounds = CGRectMake(0, 0, 64, buttonHeight)
                button.titleLabel?.sizeToFit()
                container.addSubview(button)
                return button
            }
        }
        """)
        let plus = try #require(s.type("PlusButton"))
        #expect(plus.isExtension)
        #expect(plus.protocols == ["CYLPlusButtonSubclassing"])
        #expect(plus.superclass == nil)
        let factory = try #require(plus.classMethod(PlusButtonSelector.plusButton))
        #expect(factory.frameWidth == SourceFact(.literal(64), range: s.range("64")))
        #expect(factory.frameHeight == SourceFact(.unknown, range: s.range("buttonHeight")))
        #expect(factory.lineRange.start == s.range("    @objc static").start)
    }

    @Test func objcAttributeNamesTheSelector() throws {
        let s = Snippet("""
        final class RaisedButton: CYLPlusButton {
            @objc(multiplierOfTabBarHeight:)
            static func raisedMultiplier(_ height: CGFloat) -> CGFloat { 0.2 }
        }
        """)
        let method = try #require(s.type("RaisedButton")?.classMethod(PlusButtonSelector.multiplier))
        #expect(method.returnedNumber?.literal == 0.2)
        #expect(method.nameRange == s.range("raisedMultiplier"))
        #expect(method.lineRange.start == s.range("    @objc(").start)
    }
}

// MARK: - Selectors

@Suite struct SwiftSelectorTests {
    @Test(arguments: [
        ("func a() {}", "a"),
        ("func a(_ x: Int) {}", "a:"),
        ("func a(tabBarHeight: CGFloat) {}", "aWithTabBarHeight:"),
        ("func a(ofTabBarHeight tabBarHeight: CGFloat) {}", "aOfTabBarHeight:"),
        ("func a(of x: Int, y: Int, _ z: Int) {}", "aOf:y::"),
        ("func a(_ x: Int, with y: @escaping () -> Void) {}", "a:with:"),
        ("func a<T: Equatable>(x: T) {}", "aWithX:"),
        ("func `default`() {}", "default"),
        ("init(frame: CGRect) {}", "initWithFrame:"),
        ("init?(coder aDecoder: NSCoder) {}", "initWithCoder:"),
        ("init(_ value: Int) {}", "init:"),
        ("@objc(customName:) func a(x: Int) {}", "customName:"),
        ("var computed: Int { 1 }", "computed"),
        ("static let stored = [1, 2]", "stored"),
        ("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: Options?) -> Bool { true }",
         "application:didFinishLaunchingWithOptions:"),
    ])
    func selector(_ declaration: String, _ expected: String) throws {
        let s = Snippet("class 示例 {\n    \(declaration)\n}\n")
        let method = try #require(s.type("示例")?.methods.first)
        #expect(method.selector == expected)
    }
}

// MARK: - Registrations

@Suite struct SwiftRegistrationTests {
    @Test func registrationSpellings() throws {
        let s = Snippet("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                // 先注册加号按钮 ➕
                PublishButton.register()
                ComposeButton.registerSubclass()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                manager.register()
                // OldButton.register()
                /* OtherButton.registerPlusButton() */
                return true
            }
        }

        class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
            override class func load() {
                PlusButton.registerPlusButton()
                super.registerSubclass()
            }
            static func plusButton() -> Any { PlusButton() }
        }
        """)
        #expect(s.facts.registrations.count == 4)
        let first = s.facts.registrations[0]
        #expect(first == SourceRegistration(className: "PublishButton", range: s.range("PublishButton.register()"),
                                            nameRange: s.range("register", 1), isDeprecated: false, isInLoad: false))
        let second = s.facts.registrations[1]
        #expect(second.className == "ComposeButton")
        #expect(second.isDeprecated)
        #expect(second.nameRange == s.range("registerSubclass"))
        let third = s.facts.registrations[2]
        #expect(third.className == "PlusButton")
        #expect(third.range == s.range("PlusButton.registerPlusButton()"))
        #expect(third.isInLoad)
        let fourth = s.facts.registrations[3]
        #expect(fourth.className == "PlusButton")
        #expect(fourth.range == s.range("super.registerSubclass()"))
        #expect(fourth.isInLoad && fourth.isDeprecated)
    }
}

// MARK: - Titles

@Suite struct SwiftTitleTests {
    @Test func titleAssignmentsOfAViewController() throws {
        let s = Snippet("""
        class HomeViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                self.title = "首页🏠"
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("Home", comment: "")
                navigationItem.title = "Home"
                self.navigationItem.title = String(localized: "home.nav")
                DispatchQueue.main.async { [weak self] in self?.title = "加载中…" }
                title = "\\(user.name)的主页"
                title = isVIP ? "VIP" : "首页"
                if title == "x" { print("same") }
                label.title = "不是"
            }

            func rename(title: String) {
                title = title
            }

            func local() {
                var title = "局部"
                title = "还是局部"
            }

            static func make() {
                title = "静态"
            }
        }
        """)
        let titles = try #require(s.type("HomeViewController")).titleAssignments
        #expect(titles.count == 7)
        #expect(titles[0] == SourceTitleAssignment(
            target: .title, targetRange: s.range("self.title"), navigationItemSpelling: "self.navigationItem.title",
            value: SourceFact(.literal("首页🏠"), range: s.range("\"首页🏠\""))))
        #expect(titles[1] == SourceTitleAssignment(
            target: .title, targetRange: s.range("title", in: "title = NSLocalizedString"), navigationItemSpelling: "navigationItem.title",
            value: SourceFact(.localized(key: "Home"), range: s.range("NSLocalizedString(\"Home\", comment: \"\")"))))
        #expect(titles[2] == SourceTitleAssignment(
            target: .navigationItemTitle, targetRange: s.range("navigationItem.title", in: "navigationItem.title = \"Home\""),
            navigationItemSpelling: nil, value: SourceFact(.literal("Home"), range: s.range("\"Home\"", 2))))
        #expect(titles[3].target == .navigationItemTitle)
        #expect(titles[3].targetRange == s.range("self.navigationItem.title"))
        #expect(titles[3].value == SourceFact(.localized(key: "home.nav"), range: s.range("String(localized: \"home.nav\")")))
        #expect(titles[4].targetRange == s.range("self?.title"))
        #expect(titles[4].navigationItemSpelling == "self?.navigationItem.title")
        #expect(titles[4].value.literal == "加载中…")
        #expect(titles[5].value == SourceFact(.unknown, range: s.range("\"\\(user.name)的主页\"")))
        #expect(titles[6].value == SourceFact(.unknown, range: s.range("isVIP ? \"VIP\" : \"首页\"")))
    }
}

// MARK: - Types, comments, conditional compilation

@Suite struct SwiftDeclarationTests {
    @Test func typesNestedTypesAndInsertionPoints() throws {
        let s = Snippet("""
        enum Tabs {
        \tstruct Item: Hashable {
        \t\tlet title: String
        \t}
        \tstatic var items: [Item] { [] }
        }

        public final class Bar<T>: UIView,
          Themeable {
          func a() {}
        }
        class OneLine: NSObject { func b() {} }
        class Empty {
        }
        """)
        #expect(s.facts.classes.map(\.name) == ["Tabs", "Item", "Bar", "OneLine", "Empty"])
        let tabs = try #require(s.type("Tabs"))
        #expect(tabs.indentUnit == "\t")
        #expect(tabs.range == s.range("enum Tabs {\n\tstruct Item: Hashable {\n\t\tlet title: String\n\t}\n\tstatic var items: [Item] { [] }\n}"))
        #expect(tabs.insertionOffset == s.range("}\n\npublic").start)
        #expect(tabs.methods.map(\.selector) == ["items"])
        let item = try #require(s.type("Item"))
        #expect(item.indentUnit == "\t\t")
        #expect(item.protocols == ["Hashable"])
        #expect(item.methods.isEmpty)
        let bar = try #require(s.type("Bar"))
        #expect(bar.superclass == "UIView")
        #expect(bar.protocols == ["Themeable"])
        #expect(bar.indentUnit == "  ")
        #expect(bar.range.start == s.range("class Bar").start)
        let oneLine = try #require(s.type("OneLine"))
        #expect(oneLine.insertionOffset == s.range("} }").start + 2)
        #expect(oneLine.indentUnit == "    ")
        let empty = try #require(s.type("Empty"))
        #expect(empty.indentUnit == "    ")
        #expect(empty.insertionOffset == s.text.utf8.count - 1)
    }

    @Test func commentedOutCodeIsIgnored() {
        let s = Snippet("""
        // let a = CYLTabBarController(viewControllers: [A()], tabBarItemsAttributes: [[CYLTabBarItemTitle: "甲"]])
        /* class Ghost: CYLPlusButton {
            static func indexOfPlusButtonInTabBar() -> UInt { 9 }
        } */
        /// 文档注释 📝
        class Real {}
        """)
        #expect(s.facts.controllers.isEmpty)
        #expect(s.facts.classes.map(\.name) == ["Real"])
        #expect(s.facts.comments == [
            s.range("// let a = CYLTabBarController(viewControllers: [A()], tabBarItemsAttributes: [[CYLTabBarItemTitle: \"甲\"]])"),
            s.range("/* class Ghost: CYLPlusButton {\n    static func indexOfPlusButtonInTabBar() -> UInt { 9 }\n} */"),
            s.range("/// 文档注释 📝"),
        ])
    }

    @Test func everyConditionalBranchIsRead() throws {
        let s = Snippet("""
        #if DEBUG
        class DebugButton: CYLPlusButton, CYLPlusButtonSubclassing {
            static func indexOfPlusButtonInTabBar() -> UInt { 1 }
        }
        #elseif os(iOS)
        class ReleaseButton: CYLPlusButton, CYLPlusButtonSubclassing {
            #if targetEnvironment(simulator)
            static func indexOfPlusButtonInTabBar() -> UInt { 2 }
            #else
            static func indexOfPlusButtonInTabBar() -> UInt { 3 }
            #endif
        }
        #endif
        """)
        #expect(s.facts.classes.map(\.name) == ["DebugButton", "ReleaseButton"])
        #expect(s.type("ReleaseButton")?.methods.compactMap { $0.returnedNumber?.literal } == [2, 3])
    }
}

// MARK: - Robustness


@Suite struct SwiftExtractorRobustnessTests {
    static let fragments: [String] = [
        "class A: CYLTabBarController {", "}", "{", "(", ")", "[", "]", "override init() {",
        "super.init(viewControllers: ", "tabBarItemsAttributes: ", "self.init(viewControllers: vcs, tabBarItemsAttributes: items)",
        "CYLTabBarController(viewControllers: [A()], tabBarItemsAttributes: [[CYLTabBarItemTitle: \"首页\"]])",
        "let x = ", "var items = [[String: Any]]()", "items.append(", "items += [", "x.title = \"标题😀\"", "title = ",
        "self.navigationItem.title = ", "tabBarItemsAttributes = items\n", "viewControllers = [HomeViewController()]\n",
        "static func plusButton() -> Any {", "button.frame = CGRect(x: 0, y: 0, width: 55, height: 80)", "button.sizeToFit()",
        "static func indexOfPlusButtonInTabBar() -> UInt { 2 }", "return -CGFloat(", "#if DEBUG\n", "#else\n", "#endif\n",
        "// comment\n", "/* block ", "*/", "\"", "\"\"\"", "\"\\(x)\"", "PlusButton.register()", "override class func load() {",
        "extension X: Y {", "func f(_ a: Int, b c: Int) -> Int {", "@objc(a:)", "let", "var", "=", "==", ".", ",", ":", ";",
        "\n", " ", "as! [String: Any]", "!", "?", "`default`", "#imageLiteral(resourceName: \"a\")", "UIImage(named: \"b\")!",
        "NSLocalizedString(\"k\", comment: \"\")", "guard let t = CYLTabBarController(", "else { return }", "lazy var c = {",
        "}()", "get {", "protocol P {", "struct S<T: Q>: R where T: Equatable {", "enum E { case a(Int) }", "&items",
        "items[0] = ", "nav = UINavigationController(rootViewController: ", "tabBarHeight = 49", "setViewControllers([a], animated: true)",
    ]

    @Test func randomSplicesNeverTrapAndRangesStayInside() {
        var generator = SeededGenerator(state: 0x7AB_BA2)
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            let pieces = Int.random(in: 1...40, using: &generator)
            for _ in 0..<pieces {
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    for _ in 0..<Int.random(in: 1...6, using: &generator) { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
                } else {
                    bytes += Array(Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)].utf8)
                }
            }
            let facts = SwiftExtractor.extract(bytes)
            let problems = Self.rangesOutside(facts, count: bytes.count)
            #expect(problems.isEmpty, "round \(round): \(problems)")
            if !problems.isEmpty { break }
        }
    }

    @Test func deepNestingAndLongFilesStayFlat() {
        let deep = Array(String(repeating: "{([", count: 20_000).utf8) + Array(String(repeating: "])}", count: 20_000).utf8)
        _ = SwiftExtractor.extract(deep)
        let chain = Array(("func f() { " + String(repeating: "a.", count: 50_000) + "b = 1; x = " + String(repeating: "(", count: 30_000) + " }").utf8)
        _ = SwiftExtractor.extract(chain)
        let nested = Array(("class A { func f() { " + String(repeating: "{ let x = [", count: 10_000) + String(repeating: "] }", count: 10_000) + " } }").utf8)
        #expect(SwiftExtractor.extract(nested).classes.count == 1)
        let unterminated = Array("class A { func f() { let x = [1, 2, (3, \"\\(".utf8)
        let facts = SwiftExtractor.extract(unterminated)
        #expect(Self.rangesOutside(facts, count: unterminated.count).isEmpty)
        #expect(SwiftExtractor.extract([]).classes.isEmpty)
    }

    /// Inputs shaped to defeat a careless scanner (rescans, per-use searches): each must grow linearly.
    static let pathological: [(name: String, make: @Sendable (Int) -> String)] = [
        ("let chain", { n in "class A { func f() { " + String(repeating: "let a = ", count: n) + "1 } }" }),
        ("sibling blocks", { n in "class A { func f() { " + String(repeating: "{ let x = [1]; x = [2] } ", count: n) + "} }" }),
        ("return chain", { n in "class A { static func indexOfPlusButtonInTabBar() -> UInt { " + String(repeating: "return ", count: n) + "1 } }" }),
        ("appends then uses", { n in
            "class A { func f() { var items = [[String: Any]]()\n"
                + String(repeating: "items.append([CYLTabBarItemTitle: \"甲\"])\n", count: n)
                + String(repeating: "_ = CYLTabBarController(viewControllers: [A()], tabBarItemsAttributes: items)\n", count: n) + "} }"
        }),
        ("titles and elements", { n in
            "class A { func f() { let vc = H()\n" + String(repeating: "vc.title = \"乙\"\n", count: n)
                + "_ = CYLTabBarController(viewControllers: [" + String(repeating: "vc, ", count: n) + "], tabBarItemsAttributes: [])\n} }"
        }),
        ("deep signs", { n in
            "class P { static func indexOfPlusButtonInTabBar() -> UInt { return " + String(repeating: "-(", count: n) + "1"
                + String(repeating: ")", count: n) + " } }"
        }),
        ("unbalanced", { n in String(repeating: "class A: B { func f() { if let x = y { ( [ ", count: n) }),
    ]

    /// A hang guard, not a speed test (speed is measured by benchmarks, never by timed tests on a
    /// shared machine): each input, at 4,000 repetitions, is read with every range inside the file
    /// well within a bound that only a quadratic scan would miss.
    @Test func pathologicalInputsFinish() {
        let clock = ContinuousClock()
        for (name, make) in Self.pathological {
            let bytes = Array(make(4_000).utf8)
            var facts = SourceFileFacts(frontEnd: SwiftFrontEnd())
            let elapsed = clock.measure { facts = SwiftExtractor.extract(bytes) }
            #expect(elapsed < .seconds(30), "\(name): \(elapsed)")
            #expect(Self.rangesOutside(facts, count: bytes.count).isEmpty, "\(name)")
        }
    }

    static func rangesOutside(_ facts: SourceFileFacts, count: Int) -> [String] {
        var problems: [String] = []
        func check(_ range: ByteRange?, _ what: String) {
            guard let range else { return }
            if range.start < 0 || range.end > count || range.start > range.end { problems.append("\(what) \(range)") }
        }
        func check<T>(_ fact: SourceFact<T>?, _ what: String) { check(fact?.range, what) }
        func check(_ title: SourceTitleAssignment) {
            check(title.targetRange, "title target")
            check(title.value, "title value")
        }
        facts.comments.forEach { check($0, "comment") }
        for declaration in facts.classes {
            check(declaration.nameRange, "class name")
            check(declaration.range, "class")
            check(ByteRange.empty(at: declaration.insertionOffset), "insertion")
            declaration.titleAssignments.forEach(check)
            for method in declaration.methods {
                check(method.nameRange, "method name")
                check(method.signatureRange, "signature")
                check(method.lineRange, "lines")
                check(method.returnedNumber, "returned")
                check(method.frameWidth, "width")
                check(method.frameHeight, "height")
            }
        }
        for controller in facts.controllers {
            check(controller.range, "controller")
            check(controller.attributesSetter, "attributes setter")
            check(controller.viewControllersSetter, "view controllers setter")
            check(controller.tabBarHeight, "height")
            check(controller.items?.range, "items")
            for item in controller.items?.elements ?? [] {
                check(item.range, "item")
                check(item.reference, "reference")
                check(item.title, "item title")
                check(item.image, "image")
                check(item.selectedImage, "selected image")
            }
            check(controller.viewControllers?.range, "view controllers")
            for viewController in controller.viewControllers?.elements ?? [] {
                check(viewController.range, "view controller")
                viewController.titleAssignments.forEach(check)
            }
        }
        for registration in facts.registrations {
            check(registration.range, "registration")
            check(registration.nameRange, "registration name")
        }
        return problems
    }
}
