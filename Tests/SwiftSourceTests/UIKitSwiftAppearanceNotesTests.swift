import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// The notes TB029 reads in Swift (issue 33): the bar view's own background colour and translucency on a
/// tab bar, `scrollEdgeAppearance` in every spelling (a local, `Self.appearance()`, the contained proxy,
/// `self`), not on a navigation bar or toolbar, and what becomes of a declared `UITabBarAppearance`.
@Suite struct UIKitSwiftAppearanceNotesTests {
    /// The kinds of the appearance notes of `body`, the body of a method.
    static func kinds(_ body: String) -> [SourceNote.Kind] {
        let text = "final class Looks {\n    func apply(_ tabs: UITabBarController, nav: UINavigationController) {\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
            + "\n    }\n}\n"
        return SwiftExtractor.extract(Array(text.utf8)).tabBar.barNotes.map(\.kind)
    }

    @Test func theBarViewsBackgroundColourAndTranslucencyAreNoted() {
        #expect(Self.kinds("tabs.tabBar.backgroundColor = .white") == [.barBackgroundColor])
        #expect(Self.kinds("UITabBar.appearance().backgroundColor = UIColor(white: 1, alpha: 1)") == [.barBackgroundColor])
        #expect(Self.kinds("tabs.tabBar.backgroundColor = .clear").isEmpty)
        #expect(Self.kinds("tabs.tabBar.isTranslucent = true") == [.translucencyKept])
        #expect(Self.kinds("tabs.tabBar.isTranslucent = false").isEmpty)
        #expect(Self.kinds("UITabBar.appearance().isTranslucent = true") == [.translucencyKept])
        // A colour of an appearance object is no bar's, even written through the bar.
        #expect(Self.kinds("tabs.tabBar.standardAppearance.backgroundColor = .white").isEmpty)
        #expect(Self.kinds("tabs.tabBar.barTintColor = .white") == [.legacyBackground("barTintColor")])
    }

    @Test func anImageOfTheClearColourIsNoOpaqueLook() {
        #expect(Self.kinds("tabs.tabBar.backgroundImage = UIImage.gk_image(with: .clear, size: CGSize(width: 1, height: 1))").isEmpty)
        #expect(Self.kinds("tabs.tabBar.backgroundImage = image(color: UIColor.clear)").isEmpty)
        #expect(Self.kinds("tabs.tabBar.backgroundImage = image(color: .white)") == [.legacyBackground("backgroundImage")])
        #expect(Self.kinds("tabs.tabBar.backgroundImage = UIImage(named: \"clear\")") == [.legacyBackground("backgroundImage")])
    }

    /// A `UIViewController` with a `UITabBar` of its own: a stand-alone bar, which no scroll view's edge makes transparent.
    @Test func aStandaloneBarsLookIsNoPremise() {
        func kinds(_ superclass: String, _ property: String) -> [SourceNote.Kind] {
            let text = """
                final class Screen: \(superclass) {
                    \(property)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.barTintColor = .blue
                        self.tabBar.backgroundImage = UIImage(named: "bar")
                    }
                }
                """
            return SwiftExtractor.extract(Array(text.utf8)).tabBar.barNotes.map(\.kind)
        }
        #expect(kinds("UIViewController", "@IBOutlet var tabBar: UITabBar!").isEmpty)
        #expect(kinds("UITabBarController", "") == [.legacyBackground("barTintColor"), .legacyBackground("backgroundImage")])
        #expect(kinds("UIViewController", "@IBOutlet var bar: UITabBar!") == [.legacyBackground("barTintColor"), .legacyBackground("backgroundImage")])
    }

    /// A local named `tabBar` holding a view laid over the bar is not the bar: its colour silences nothing, its
    /// legacy look is no cause. A local typed or made a `UITabBar`, given the bar, or installed as it, is the bar.
    @Test func aLocalNamedTabBarHoldingAnotherViewIsNotTheBar() {
        #expect(Self.kinds("let tabBar = UIView(frame: .zero)\ntabBar.backgroundColor = .white").isEmpty)
        #expect(Self.kinds("let tabBar = OverlayView()\ntabBar.barTintColor = .white\ntabs.tabBar.addSubview(tabBar)").isEmpty)
        #expect(Self.kinds("let tabBar = tabs.tabBar\ntabBar.backgroundColor = .white") == [.barBackgroundColor])
        #expect(Self.kinds("let tabBar = UITabBar()\ntabBar.barTintColor = .white") == [.legacyBackground("barTintColor")])
        #expect(Self.kinds("let tabBar: UITabBar = make()\ntabBar.barTintColor = .white") == [.legacyBackground("barTintColor")])
        #expect(Self.kinds("let tabBar = RaisedBar()\ntabBar.barTintColor = .white\ntabs.setValue(tabBar, forKey: \"tabBar\")")
            == [.legacyBackground("barTintColor"), .tabBarReplacedByKVC])
        // No local of that name: the controller's bar.
        #expect(Self.kinds("tabs.tabBar.backgroundColor = .white\nlet bar = UIView()") == [.barBackgroundColor])
    }

    @Test func scrollEdgeAppearancesInEverySpellingAreNoted() {
        for spelling in [
            "tabs.tabBar.scrollEdgeAppearance = look",
            "UITabBar.appearance(whenContainedInInstancesOf: [Looks.self, UINavigationController.self]).scrollEdgeAppearance = look",
            "let bar = tabs.tabBar\nbar.scrollEdgeAppearance = look",
            "let proxy = Self.appearance()\nproxy.scrollEdgeAppearance = look",
            "let proxy = UITabBar.appearance(whenContainedInInstancesOf: [Looks.self])\nproxy?.scrollEdgeAppearance = look",
            "self.scrollEdgeAppearance = look",
            "scrollEdgeAppearance = look",
            "someBar.scrollEdgeAppearance = look",
            "bars[0].scrollEdgeAppearance = look",
        ] {
            #expect(Self.kinds(spelling) == [.scrollEdgeAppearance], "\(spelling)")
        }
    }

    @Test func otherBarsScrollEdgeAppearancesAreNot() {
        for spelling in [
            "nav.navigationBar.scrollEdgeAppearance = look",
            "UINavigationBar.appearance().scrollEdgeAppearance = look",
            "navigationItem.scrollEdgeAppearance = look",
            "nav.toolbar.scrollEdgeAppearance = UIToolbarAppearance()",
            "let bar = nav.navigationBar\nbar.scrollEdgeAppearance = look",
            "if let bar = nav.navigationController?.navigationBar {\n    bar.scrollEdgeAppearance = look\n}",
            "let bar: UIToolbar = nav.toolbar\nbar.scrollEdgeAppearance = look",
            "let scrollEdgeAppearance = look",
        ] {
            #expect(Self.kinds(spelling).isEmpty, "\(spelling)")
        }
    }

    @Test func anOpaqueAppearanceGivenAsTheStandardOneIsNoted() {
        #expect(Self.kinds("let look = UITabBarAppearance()\nlook.configureWithOpaqueBackground()\ntabs.tabBar.standardAppearance = look")
                == [.opaqueStandardAppearance])
        #expect(Self.kinds("let look = UITabBarAppearance()\nlook.backgroundColor = .systemBackground\nUITabBar.appearance().standardAppearance = look")
                == [.opaqueStandardAppearance])
        #expect(Self.kinds("let look: UITabBarAppearance = .init()\nlook.backgroundImage = UIImage(named: \"bar\")\ntabs.tabBar.standardAppearance = look")
                == [.opaqueStandardAppearance])
        // The bar's own standard appearance read into a local, made opaque, given back.
        #expect(Self.kinds("let look = tabs.tabBar.standardAppearance\nlook.backgroundColor = .white\ntabs.tabBar.standardAppearance = look")
                == [.opaqueStandardAppearance])
        // Not opaque, or made opaque after it was copied into the bar, or no tab bar's.
        #expect(Self.kinds("let look = UITabBarAppearance()\nlook.configureWithDefaultBackground()\ntabs.tabBar.standardAppearance = look").isEmpty)
        #expect(Self.kinds("let look = UITabBarAppearance()\nlook.backgroundColor = .clear\ntabs.tabBar.standardAppearance = look").isEmpty)
        #expect(Self.kinds("let look = UITabBarAppearance()\ntabs.tabBar.standardAppearance = look\nlook.configureWithOpaqueBackground()").isEmpty)
        #expect(Self.kinds("let look = UITabBarAppearance()\nlook.configureWithOpaqueBackground()\nitem.standardAppearance = look").isEmpty)
        // Declared again: the second one is followed from its own declaration.
        #expect(Self.kinds("""
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            if true {
                let look = UITabBarAppearance()
                tabs.tabBar.standardAppearance = look
            }
            """).isEmpty)
    }

    @Test func anAppearancePassedToACallIsHandedOff() {
        let declared = "let look = UITabBarAppearance()\nlook.configureWithOpaqueBackground()\n"
        #expect(Self.kinds(declared + "ThemeManager.shared.apply(look, to: tabs.tabBar)") == [.appearanceHandedOff])
        #expect(Self.kinds(declared + "configure(tabs.tabBar, with: look)") == [.appearanceHandedOff])
        #expect(Self.kinds(declared + "applyAppearance(look)") == [.appearanceHandedOff])
        #expect(Self.kinds("let look = tabs.tabBar.standardAppearance.copy()\nstyle(look)") == [.appearanceHandedOff])
        // A copy is followed no further, and no call.
        #expect(Self.kinds(declared + "let copy = UITabBarAppearance(barAppearance: look)").isEmpty)
        #expect(Self.kinds(declared + "let pair = (look)").isEmpty)
        // A parameter of that type is a declared appearance too.
        let text = "func style(_ bar: UITabBar, _ look: UITabBarAppearance) {\n    Theme.apply(look)\n}\n"
        #expect(SwiftExtractor.extract(Array(text.utf8)).tabBar.barNotes.map(\.kind) == [.appearanceHandedOff])
    }

    @Test func notesComeInTheFilesOrder() {
        let kinds = Self.kinds("""
            tabs.tabBar.barTintColor = .white
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            tabs.tabBar.standardAppearance = look
            let bar = tabs.tabBar
            bar.scrollEdgeAppearance = look
            tabs.tabBar.isTranslucent = true
            """)
        #expect(kinds == [.legacyBackground("barTintColor"), .opaqueStandardAppearance, .scrollEdgeAppearance, .translucencyKept])
    }
}
