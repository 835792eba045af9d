import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The Swift UIKit reader follows loops over the tabs: `forEach` like `for … in`, items written in a loop over the
/// controller's own list (`viewControllers`, `tabBar.items`, a local handed to `viewControllers`) with the index
/// bound to each tab's position, and the Swift 2 call whose first argument carries no label.
@Suite struct UIKitSwiftLoopTabsTests {
    static func tabs(_ text: String) -> [[String]] { UIKitRealAppShapesTests.tabs([("Main.swift", text)]) }

    static let tabEnum = """
        enum Tab: Int, CaseIterable {
            case feed, inbox
            var title: String {
                switch self {
                case .feed: return "Feed"
                case .inbox: return "Inbox"
                }
            }
        }
        """

    @Test func forEachOverAnEnumerationAddsOneTabPerCase() {
        let text = Self.tabEnum + """

            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Tab.allCases.forEach { tab in
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(named: "icon_\\(tab.rawValue)"), selectedImage: nil)
                        addChild(vc)
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|icon_0|-", "Inbox|icon_1|-"]])
    }

    @Test func itemsWrittenInALoopOverTheLocalListOfTabs() {
        let text = Self.tabEnum + """

            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list: [UIViewController] = [FeedViewController(), InboxViewController()]
                    for (i, vc) in list.enumerated() {
                        let tab = Tab(rawValue: i)!
                        vc.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(named: "t\\(i)"), selectedImage: UIImage(named: "t\\(i)_on"))
                    }
                    viewControllers = list
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|t0|t0_on", "Inbox|t1|t1_on"]])
    }

    @Test func itemsWrittenInALoopOverViewControllersInALaterMethod() {
        let text = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    makeTabs()
                    nameTabs()
                }
                func makeTabs() {
                    viewControllers = [UINavigationController(rootViewController: FeedViewController()), InboxViewController()]
                }
                func nameTabs() {
                    for (i, vc) in (viewControllers ?? []).enumerated() {
                        vc.tabBarItem = UITabBarItem(title: names[i], image: UIImage(named: "n\\(i)"), selectedImage: nil)
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|n0|-", "Inbox|n1|-"]])
        let items = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    tabBar.items?.enumerated().forEach { (i, item) in
                        item.title = names[i]
                    }
                }
            }
            """
        #expect(Self.tabs(items) == [["Feed|-|-", "Inbox|-|-"]])
    }

    @Test func itemsSubscriptedByALoopsIndex() {
        let text = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    for i in 0..<names.count {
                        tabBar.items?[i].title = names[i]
                        tabBar.items?[i].image = UIImage(named: "icon_\\(i)")
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|icon_0|-", "Inbox|icon_1|-"]])
        let offsets = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    for (i, name) in names.enumerated() {
                        viewControllers?[i].tabBarItem.title = name
                    }
                }
            }
            """
        #expect(Self.tabs(offsets) == [["Feed|-|-", "Inbox|-|-"]])
        // Over a collection not known: no position is told.
        let unknown = text.replacingOccurrences(of: "0..<names.count", with: "0..<server.count")
        #expect(Self.tabs(unknown) == [["-|-|-", "-|-|-"]])
    }

    @Test func aLoopThatBranchesOrWalksAnotherListSetsNothingKnown() {
        let branching = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    for (i, vc) in (viewControllers ?? []).enumerated() {
                        if i == 0 { continue }
                        vc.tabBarItem.title = names[i]
                    }
                }
            }
            """
        #expect(Self.tabs(branching) == [["-|-|-", "-|-|-"]])
        let other = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed", "Inbox"]
                var others: [UIViewController] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    for (i, vc) in others.enumerated() {
                        vc.tabBarItem.title = names[i]
                    }
                }
            }
            """
        #expect(!Self.tabs(other).flatMap { $0 }.contains { $0.hasPrefix("Feed") })
        // An index past the known list is unknown, never a neighbour's value.
        let short = """
            class MainTabBarController: UITabBarController {
                let names = ["Feed"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), InboxViewController()]
                    for (i, vc) in viewControllers!.enumerated() {
                        vc.tabBarItem.title = names[i]
                    }
                }
            }
            """
        #expect(Self.tabs(short) == [["Feed|-|-", "?|-|-"]])
    }

    @Test func aLocalTableNamedOnlyInsideAnInterpolation() {
        let text = """
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list: [UIViewController] = [FeedViewController(), InboxViewController()]
                    let table = [("Feed", "feed"), ("Inbox", "inbox")]
                    for (index, vc) in list.enumerated() {
                        vc.tabBarItem.title = table[index].0
                        vc.tabBarItem.image = UIImage(named: "tab_\\(table[index].1)_icon")
                        addChild(UINavigationController(rootViewController: vc))
                    }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|tab_feed_icon|-", "Inbox|tab_inbox_icon|-"]])
    }

    @Test func theTabsWrappedAfterTheyAreSet() {
        let text = """
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedViewController()
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
                    let inbox = InboxViewController()
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "inbox"), tag: 1)
                    viewControllers = [feed, inbox]
                    viewControllers = viewControllers?.map { UINavigationController(rootViewController: $0) }
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|feed|-", "Inbox|inbox|-"]])
        // A list mapped to anything else is another list.
        let other = text.replacingOccurrences(of: "UINavigationController(rootViewController: $0)", with: "make($0)")
        #expect(Self.tabs(other) != [["Feed|feed|-", "Inbox|inbox|-"]])
    }

    @Test func aSwift2HelperCallWithoutTheFirstLabel() {
        let text = """
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(FeedViewController(), title: "Feed", imageName: "feed")
                    addTab(InboxViewController(), title: "Inbox", imageName: "inbox")
                }
                func addTab(vc: UIViewController, title: String, imageName: String) {
                    vc.tabBarItem.title = title
                    vc.tabBarItem.image = UIImage(named: imageName)
                    addChildViewController(UINavigationController(rootViewController: vc))
                }
            }
            """
        #expect(Self.tabs(text) == [["Feed|feed|-", "Inbox|inbox|-"]])
        // A parameter with a label of its own still needs it.
        let labelled = text.replacingOccurrences(of: "func addTab(vc:", with: "func addTab(child vc:")
        #expect(Self.tabs(labelled) != [["Feed|feed|-", "Inbox|inbox|-"]])
    }
}
