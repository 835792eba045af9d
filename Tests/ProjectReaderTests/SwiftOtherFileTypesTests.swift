import ProjectReader
import TabBarCore
import Testing

/// Swift tabs described by a type another file declares: an enumeration of tabs looped over or mapped in the
/// controller's file, its titles and image names in computed properties (our own small examples).
@Suite struct SwiftOtherFileTypesTests {
    static func tabs(_ files: [(String, String)]) -> [[String]] { UIKitRealAppShapesTests.tabs(files) }
    static func findings(_ files: [(String, String)], assets: [String]? = nil) -> [String] {
        UIKitRealAppShapesTests.findings(files, assets: assets)
    }

    static let section = ("Section.swift", """
        import UIKit
        enum Section: Int, CaseIterable {
            case feed, search
            var caption: String {
                switch self {
                case .feed: return "Feed"
                case .search: return "Feed"
                }
            }
            var icon: String {
                switch self {
                case .feed: return "feed"
                case .search: return "search"
                }
            }
        }
        """)

    /// A controller that maps the cases of `Section` (declared in another file) to its tabs.
    static let mapped = ("RootTabs.swift", """
        import UIKit
        final class RootTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = Section.allCases.map { section in
                    let screen = UIViewController()
                    screen.tabBarItem = UITabBarItem(title: section.caption, image: UIImage(named: section.icon), selectedImage: nil)
                    return screen
                }
            }
        }
        """)

    @Test func casesMappedInTheControllersFile() {
        let main = Self.mapped
        #expect(Self.tabs([main, Self.section]) == [["Feed|feed|-", "Feed|search|-"]])
        #expect(Self.findings([main, Self.section], assets: ["feed", "search"]) == ["RootTabs.swift:7: TB009"])
        // Alone, the controller's file knows nothing of its tabs.
        #expect(Self.findings([main], assets: ["feed", "search"]).isEmpty)
    }

    @Test func casesLoopedOverInTheControllersFile() {
        let main = ("RootTabs.swift", """
            import UIKit
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for section in Section.allCases {
                        let screen = UIViewController()
                        screen.tabBarItem.title = section.caption
                        screen.tabBarItem.image = UIImage(named: section.icon)
                        addChild(screen)
                    }
                }
            }
            """)
        #expect(Self.tabs([main, Self.section]) == [["Feed|feed|-", "Feed|search|-"]])
    }

    @Test func aTypeTwoFilesDeclareIsNotRead() {
        let main = Self.mapped
        let other = ("Other/Section.swift", Self.section.1.replacingOccurrences(of: "\"Feed\"", with: "\"News\""))
        #expect(Self.findings([main, Self.section, other], assets: ["feed", "search"]).isEmpty)
    }

    @Test func forEachOverAnotherFilesCasesTagsEachTab() {
        let view = ("RootView.swift", """
            import SwiftUI
            struct RootView: View {
                @State private var selected: Section = .feed
                var body: some View {
                    TabView(selection: $selected) {
                        ForEach(Section.allCases, id: \\.self) { section in
                            Text(section.caption).tabItem { Label(section.caption, systemImage: "star") }
                        }
                    }
                }
            }
            """)
        // The tabs are read through the other file, and `ForEach` tags each with its element: no missing tag.
        #expect(Self.findings([view, Self.section]) == ["RootView.swift:7: TB009"])
        #expect(!Self.findings([view, Self.section]).contains { $0.hasSuffix("TB034") })
    }
}
