import JSONC
import SwiftSource
import TabBarCore
import Testing

/// The CYL Swift reader asks the evaluator for items it reads no literal in: titles through constants and
/// functions, and `tabBarItemsAttributes` built by `map` over arrays held in properties.
@Suite struct CYLSwiftEvaluatedItemsTests {
    static func items(_ text: String) -> [String] {
        let facts = SwiftExtractor.extract(Array(text.utf8))
        func show(_ fact: SourceFact<String>?) -> String { fact.map { $0.literal ?? "?" } ?? "-" }
        return facts.controllers.flatMap { controller in
            (controller.items?.elements ?? []).map { "\(show($0.title))|\(show($0.image))|\(show($0.selectedImage))" }
        }
    }

    @Test func titlesThroughConstantsAndFunctions() {
        let text = """
            enum Titles { static let home = "首页" }
            class MainTabBarController: CYLTabBarController {
                func setUp() {
                    let attributes: [[AnyHashable: Any]] = [
                        [CYLTabBarItemTitle: Titles.home, CYLTabBarItemImage: icon("home")],
                        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
                    ]
                    tabBarItemsAttributes = attributes
                }
                func icon(_ name: String) -> String { "tab_" + name }
            }
            """
        #expect(Self.items(text) == ["首页|tab_home|-", "我的|me|-"])
    }

    @Test func itemsMappedFromArraysInProperties() {
        let text = """
            class MainTabBarController: CYLTabBarController {
                private let titles = ["首页", "消息"]
                private let images = ["home", "chat"]
                var attributes: [[AnyHashable: Any]] {
                    zip(titles, images).map { [CYLTabBarItemTitle: $0, CYLTabBarItemImage: $1, CYLTabBarItemSelectedImage: $1 + "_sel"] }
                }
                func setUp() {
                    tabBarItemsAttributes = attributes
                }
            }
            """
        #expect(Self.items(text) == ["首页|home|home_sel", "消息|chat|chat_sel"])
        // An array the evaluator cannot compute stays unknown: no items.
        let unknown = text.replacingOccurrences(of: "zip(titles, images)", with: "server.pairs")
        #expect(Self.items(unknown) == [])
    }
}

/// CYL items and view controllers built in different places: a list appended to in a loop, and the two properties set
/// by two methods `viewDidLoad` calls.
@Suite struct CYLSwiftRunItemsTests {
    static func counts(_ text: String) -> [String] {
        SwiftExtractor.extract(Array(text.utf8)).controllers.map { controller in
            "\(controller.items.map { String($0.elements.count) } ?? "-")/\(controller.viewControllers.map { String($0.elements.count) } ?? "-")"
        }
    }

    static let text = """
        class MainTabBarController: CYLTabBarController {
            private var titles: [String] { ["首页", "我的"] }
            private let icons = ["home", "me"]
            override func viewDidLoad() {
                super.viewDidLoad()
                customizeTabBar()
                configureViewControllers()
            }
            func customizeTabBar() {
                var attributes: [[String: Any]] = []
                for (i, title) in titles.enumerated() {
                    attributes.append([CYLTabBarItemTitle: title, CYLTabBarItemImage: icons[i]])
                }
                tabBarItemsAttributes = attributes
            }
            func configureViewControllers() {
                viewControllers = [HomeViewController(), MeViewController(), UIViewController()]
            }
        }
        """

    @Test func attributesAppendedInALoop() {
        #expect(CYLSwiftEvaluatedItemsTests.items(Self.text) == ["首页|home|-", "我的|me|-"])
        // Appended under a condition: not known.
        let branching = Self.text.replacingOccurrences(of: "attributes.append(", with: "if i > 0 { attributes.append(")
            .replacingOccurrences(of: "icons[i]])", with: "icons[i]]) }")
        #expect(!CYLSwiftEvaluatedItemsTests.items(branching).contains("我的|me|-"))
    }

    @Test func viewControllersSetByAnotherMethodViewDidLoadCalls() {
        #expect(Self.counts(Self.text) == ["2/3"])
        // Not called from viewDidLoad (nor an initialiser): not paired.
        let uncalled = Self.text.replacingOccurrences(of: "        configureViewControllers()\n", with: "")
        #expect(Self.counts(uncalled) == ["2/-"])
    }
}
