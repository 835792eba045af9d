import Testing
@testable import SwiftSource

/// A first read skips the item settings of a file whose bytes spell no collection a setting goes through
/// (`UIKitSwiftItemSettings.maySet`); revisions read them whole. Both must agree with a fresh read at every step.
@Suite struct ItemSettingsGateTests {
    static let plain = """
        import UIKit

        final class Screen: UIViewController {
            private var items: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.title = "标题 😀"
                items = ["a", "b"]
                UITabBar.appearance().tintColor = .systemRed
            }
        }
        """

    @Test func theGateSeesEverySpellingASettingNeeds() {
        #expect(!UIKitSwiftItemSettings.maySet(Array(Self.plain.utf8)))
        for line in ["tabBar.items?[0].title = \"a\"", "viewControllers?[1].tabBarItem.image = nil", "children[2].title = \"c\"",
                     "vc.tabBarItem = UITabBarItem()", "setViewControllers(list, animated: false)"] {
            #expect(UIKitSwiftItemSettings.maySet(Array(line.utf8)), "\(line)")
        }
    }

    @Test func firstReadsAndRevisionsAgreeAcrossTheGate() {
        var bytes = Array(Self.plain.utf8)
        var extraction = SwiftExtractor.extract(bytes, revising: nil)
        #expect(extraction.facts.tabBar.itemSettingsByPosition.isEmpty)
        let edits = [
            ("items = [\"a\", \"b\"]", "tabBarController?.tabBar.items?[1].title = \"二\""),
            ("final class Screen: UIViewController", "final class Screen: UITabBarController"),
            ("tabBarController?.tabBar.items?[1].title", "tabBar.items?[1].title"),
            ("tabBar.items?[1].title = \"二\"", "items = []"),
        ]
        var sawSettings = false
        for (step, (find, replacement)) in edits.enumerated() {
            bytes = SwiftHandoverTests.replacing(find, with: replacement, in: bytes)
            let revised = SwiftExtractor.extract(bytes, revising: extraction.state)
            let fresh = SwiftExtractor.extract(bytes)
            #expect(revised.facts.tabBar.itemSettingsByPosition == fresh.tabBar.itemSettingsByPosition, "edit \(step)")
            #expect(revised.facts == fresh, "edit \(step)")
            sawSettings = sawSettings || !fresh.tabBar.itemSettingsByPosition.isEmpty
            extraction = revised
        }
        #expect(sawSettings)
        #expect(extraction.facts.tabBar.itemSettingsByPosition.isEmpty)
    }
}
