import ProjectReader
import TabBarCore
import Testing

/// Tabs described by a table of dictionaries that a loop hands to a factory one entry at a time (the shape a
/// widely copied Swift course teaches; research §1.1 item 6), in our own code.
@Suite struct UIKitTableTabsTests {
    static let controller = ("MainViewController.swift", """
        import UIKit
        class MainViewController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setupChildControllers()
            }
        }
        extension MainViewController {
            private func setupChildControllers() {
                let table = [
                    ["clsName": "FeedViewController", "title": "动态", "imageName": "feed"],
                    ["clsName": "InboxViewController", "title": "消息", "imageName": "inbox"],
                    ["clsName": "UIViewController"],
                    ["clsName": "MeViewController", "title": "我", "imageName": "me"],
                ]
                var controllers = [UIViewController]()
                for entry in table {
                    controllers.append(controller(dict: entry))
                }
                viewControllers = controllers
            }

            private func controller(dict: [String: String]) -> UIViewController {
                guard let clsName = dict["clsName"],
                      let title = dict["title"],
                      let imageName = dict["imageName"],
                      let cls = NSClassFromString(Bundle.main.namespace + "." + clsName) as? UIViewController.Type else {
                    return UIViewController()
                }
                let vc = cls.init()
                vc.title = title
                vc.tabBarItem.image = UIImage(named: "tabbar_" + imageName)
                vc.tabBarItem.selectedImage = UIImage(named: "tabbar_" + imageName + "_selected")?.withRenderingMode(.alwaysOriginal)
                return NavigationController(rootViewController: vc)
            }
        }
        """)

    static func classes(_ files: [(String, String)]) -> [[String]] {
        let project = SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
        return project.controllers.filter { $0.value.isStock }.map { ($0.value.viewControllers?.elements ?? []).map { $0.className ?? "?" } }
    }

    @Test func eachEntryIsATabWithItsTitleImagesAndClass() {
        #expect(UIKitRealAppShapesTests.tabs([Self.controller]) == [[
            "动态|tabbar_feed|tabbar_feed_selected", "消息|tabbar_inbox|tabbar_inbox_selected", "?|?|?", "我|tabbar_me|tabbar_me_selected",
        ]])
        #expect(Self.classes([Self.controller]) == [["FeedViewController", "InboxViewController", "UIViewController", "MeViewController"]])
    }

    @Test func aMissingImageIsReportedAtTheEntryAndNotReplaced() {
        let assets = ["tabbar_feed", "tabbar_feed_selected", "tabbar_inbox", "tabbar_inbox_selected", "tabbar_me", "tabbar_mee_selected"]
        #expect(UIKitRealAppShapesTests.findings([Self.controller], assets: assets) == ["MainViewController.swift:14: TB014"])
        #expect(UIKitRealAppShapesTests.fixTexts([Self.controller], code: "TB014", assets: assets) == [[]])
    }

    @Test func aRootRetitledByItsOwnClassIsTB003() {
        let inbox = ("InboxViewController.swift", """
            import UIKit
            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "收件箱"
                }
            }
            """)
        let assets = ["tabbar_feed", "tabbar_feed_selected", "tabbar_inbox", "tabbar_inbox_selected", "tabbar_me", "tabbar_me_selected"]
        #expect(UIKitRealAppShapesTests.findings([Self.controller, inbox], assets: assets) == ["InboxViewController.swift:5: TB003"])
    }

    @Test func aLoopOverSomethingElseIsNoTab() {
        let file = ("Tabs.swift", """
            import UIKit
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var controllers = [UIViewController]()
                    for entry in Settings.shared.tabs {
                        controllers.append(make(entry))
                    }
                    viewControllers = controllers
                }
            }
            """)
        // A bar built at run time: none of its tabs is read.
        #expect(UIKitRealAppShapesTests.tabs([file]) == [[]])
    }
}
