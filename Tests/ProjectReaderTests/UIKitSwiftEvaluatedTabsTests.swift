import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The Swift UIKit reader asks the evaluator where a title or image is no literal: constants, an enumeration of
/// tabs, functions two levels deep, arrays held in properties and walked by a loop. Unknown stays unknown.
@Suite struct UIKitSwiftEvaluatedTabsTests {
    static func tabs(_ text: String) -> [[String]] { UIKitRealAppShapesTests.tabs([("Main.swift", text)]) }

    @Test func arraysInPropertiesWalkedByALoop() {
        let text = """
            class MainTabBarController: UITabBarController {
                private let titles = ["首页", "消息", "我的"]
                private var images = ["home", "chat", "me"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for (title, image) in zip(titles, images) {
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: image + "_sel"))
                        addChild(UINavigationController(rootViewController: vc))
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["首页|home|home_sel", "消息|chat|chat_sel", "我的|me|me_sel"]])
    }

    @Test func aLoopOverIndexesAndOverAnEnumeration() {
        let indexes = """
            class MainTabBarController: UITabBarController {
                let titles = ["A", "B"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for i in 0..<titles.count {
                        let vc = UIViewController()
                        vc.tabBarItem.title = titles[i]
                        addChild(vc)
                    }
                }
            }
            """
        #expect(Self.tabs(indexes) == [["A|-|-", "B|-|-"]])
        let cases = """
            enum Tab: CaseIterable {
                case feed, inbox
                var title: String {
                    switch self {
                    case .feed: return "Feed"
                    case .inbox: return "Inbox"
                    }
                }
                var icon: String { self == .feed ? "feed" : "inbox" }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for tab in Tab.allCases {
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(named: tab.icon), tag: 0)
                        addChild(vc)
                    }
                }
            }
            """
        #expect(Self.tabs(cases) == [["Feed|feed|-", "Inbox|inbox|-"]])
    }

    @Test func tabsMappedFromAnEnumeration() {
        let text = """
            enum Tab: CaseIterable {
                case feed, inbox
                var title: String { self == .feed ? "Feed" : "Inbox" }
                var icon: String { self == .feed ? "feed" : "inbox" }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = Tab.allCases.map { tab in
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(named: tab.icon), selectedImage: nil)
                        return UINavigationController(rootViewController: vc)
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|feed|-", "Inbox|inbox|-"]])
        let factory = """
            enum Tab: CaseIterable {
                case feed, inbox
                var title: String { self == .feed ? "Feed" : "Inbox" }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let controllers = Tab.allCases.map { make(for: $0) }
                    setViewControllers(controllers, animated: false)
                }
                func make(for tab: Tab) -> UIViewController {
                    let vc = FeedViewController()
                    vc.tabBarItem.title = tab.title
                    return vc
                }
            }
            """
        #expect(Self.tabs(factory) == [["Feed|-|-", "Inbox|-|-"]])
    }

    @Test func helpersTwoLevelsDeepAndConstants() {
        let text = """
            enum Strings { static let home = "首页"; static let mine = "我的" }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    add(HomeViewController(), title: Strings.home, icon: "home")
                    add(MineViewController(), title: label(for: 1), icon: iconName("mine"))
                }
                func label(for index: Int) -> String { index == 0 ? Strings.home : Strings.mine }
                func iconName(_ base: String) -> String { "tab_" + base }
                func add(_ vc: UIViewController, title: String, icon: String) {
                    vc.tabBarItem.title = title
                    vc.tabBarItem.image = UIImage(named: icon)
                    addChild(vc)
                }
            }
            """
        #expect(Self.tabs(text) == [["首页|home|-", "我的|tab_mine|-"]])
    }

    @Test func unknownStaysUnknown() {
        // A loop that may stop early, a collection not known, a loop variable written over: no tabs made up.
        let early = """
            class MainTabBarController: UITabBarController {
                let titles = ["A", "B"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for title in titles {
                        if title == "B" { break }
                        let vc = UIViewController()
                        vc.title = title
                        addChild(vc)
                    }
                    for title in Server.titles() {
                        let vc = UIViewController()
                        vc.title = title
                        addChild(vc)
                    }
                }
            }
            """
        #expect(Self.tabs(early) == [["?|-|-", "?|-|-"]])
        let written = """
            class MainTabBarController: UITabBarController {
                var titles = ["A", "B"]
                func reload() { titles = [] }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let vc = UIViewController()
                    vc.title = titles[0]
                    addChild(vc)
                }
            }
            """
        #expect(Self.tabs(written) == [["?|-|-"]])
        // Fields set in branches of the loop's body: the reader would give every tab the last branch's image.
        let branches = """
            class MainTabBarController: UITabBarController {
                let titles = ["A", "B"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for title in titles {
                        let vc = UIViewController()
                        if title == "A" { vc.tabBarItem.image = UIImage(named: "a") } else { vc.tabBarItem.image = UIImage(named: "b") }
                        addChild(vc)
                    }
                }
            }
            """
        #expect(Self.tabs(branches).map(\.count) == [1])
    }
}
