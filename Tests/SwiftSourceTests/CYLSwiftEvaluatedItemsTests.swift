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
