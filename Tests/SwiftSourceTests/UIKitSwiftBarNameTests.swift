@testable import SwiftSource
import Testing

/// `UIKitSwiftCustomBars.containsBar` reads an ASCII name by its bytes: it must answer as the `String`
/// search it replaces, whatever the letters' case, and for names with other characters.
@Suite struct UIKitSwiftBarNameTests {
    @Test func answersAsTheStringSearch() {
        let names = ["TabBar", "BaseTabBar", "BARista", "Foobar", "Ba", "bAr", "ba", "bbar", "babar", "Bxar", "", "Navigation",
                     "CustomTabbar", "Ba\u{0301}r", "Bar\u{0301}", "ÇBar", "Tab–Bar", "BaR_2", "aBAR"]
        for name in names {
            #expect(UIKitSwiftCustomBars.containsBar(name) == name.lowercased().contains("bar"), "\(name)")
        }
        #expect(UIKitSwiftCustomBars.containsBar("MyTabBar"))
        #expect(!UIKitSwiftCustomBars.containsBar("Navigation"))
        #expect(UIKitSwiftCustomBars.mayBeBar("BaseTabBar") && !UIKitSwiftCustomBars.mayBeBar("UITabBar"))
    }
}
