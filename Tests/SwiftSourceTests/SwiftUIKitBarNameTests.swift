@testable import SwiftSource
import Testing

/// `SwiftUIKitCustomBars.containsBar` reads an ASCII name by its bytes: it must answer as the `String`
/// search it replaces, whatever the letters' case, and for names with other characters.
@Suite struct SwiftUIKitBarNameTests {
    @Test func answersAsTheStringSearch() {
        let names = ["TabBar", "BaseTabBar", "BARista", "Foobar", "Ba", "bAr", "ba", "bbar", "babar", "Bxar", "", "Navigation",
                     "CustomTabbar", "Ba\u{0301}r", "Bar\u{0301}", "ÇBar", "Tab–Bar", "BaR_2", "aBAR"]
        for name in names {
            #expect(SwiftUIKitCustomBars.containsBar(name) == name.lowercased().contains("bar"), "\(name)")
        }
        #expect(SwiftUIKitCustomBars.containsBar("MyTabBar"))
        #expect(!SwiftUIKitCustomBars.containsBar("Navigation"))
        #expect(SwiftUIKitCustomBars.mayBeBar("BaseTabBar") && !SwiftUIKitCustomBars.mayBeBar("UITabBar"))
    }
}
