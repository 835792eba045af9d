import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Shapes of stock UIKit bars seen on public apps (docs/validation-uikit.md) that the first UIKit reading
/// missed, each in our own minimal code: the finding lands on the exact line, and code that is right, or
/// that is unknown, gets none.
@Suite struct UIKitRealAppShapesTests {
    /// Each finding as `file:line: code`.
    /// The findings as `file:line: code` (and ` severity` with `severities`), sorted.
    static func findings(_ files: [(String, String)], assets: [String]? = nil, severities: Bool = false) -> [String] {
        let (project, diagnostics) = SourceRuleExamplesTests.lint(files.map { (name: $0.0, text: $0.1) }, assets: assets)
        var result: [String] = []
        for (index, file) in project.files.enumerated() where index < diagnostics.count {
            for diagnostic in diagnostics[index] {
                let line = file.bytes[..<diagnostic.range.start].filter { $0 == 10 }.count + 1
                result.append("\(file.path):\(line): \(diagnostic.code)" + (severities ? " \(diagnostic.severity.rawValue)" : ""))
            }
        }
        return result.sorted()
    }

    /// The tabs the project reads, as `title|image|selected` (`?` unknown, `-` absent).
    static func tabs(_ files: [(String, String)]) -> [[String]] {
        let project = SourceProjectReader.project(files.map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
        func text(_ fact: SourceFact<String>?) -> String { fact.map { $0.literal ?? "?" } ?? "-" }
        return project.controllers.filter { $0.value.isStock }.map { controller in
            (controller.value.items?.elements ?? []).map { "\(text($0.title))|\(text($0.image))|\(text($0.selectedImage))" }
        }
    }

    // MARK: Objective-C helpers defined in another file

    static let objcCategory = (
        "UITabBarController+Tabs.m", """
        #import "UITabBarController+Tabs.h"
        @implementation UITabBarController (Tabs)
        - (void)addTab:(UIViewController *)root named:(NSString *)name icon:(NSString *)icon active:(NSString *)active {
            UINavigationController *wrapper = [[UINavigationController alloc] initWithRootViewController:root];
            root.tabBarItem.title = name;
            root.tabBarItem.image = [[UIImage imageNamed:icon] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
            root.tabBarItem.selectedImage = [UIImage imageNamed:active];
            [self addChildViewController:wrapper];
        }
        @end
        """)

    @Test func objcCategoryHelperInAnotherFileGivesTheTabs() {
        let caller = ("ShopTabs.m", """
            @interface ShopTabs : UITabBarController
            @end
            @implementation ShopTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addTab:[[AisleViewController alloc] init] named:@"Aisles" icon:@"aisle" active:@"aisle_on"];
                [self addTab:[[BasketViewController alloc] init] named:@"Basket" icon:@"basket_on" active:@"basket"];
                [self addTab:[[ReceiptViewController alloc] init] named:@"Receipts" icon:@"receipt" active:@"receipt_on"];
            }
            @end
            """)
        #expect(Self.tabs([Self.objcCategory, caller]) == [["Aisles|aisle|aisle_on", "Basket|basket_on|basket", "Receipts|receipt|receipt_on"]])
        #expect(Self.findings([Self.objcCategory, caller]) == ["ShopTabs.m:7: TB030"])
    }

    @Test func objcHelperBuildsTheSelectedNameByFormat() {
        let base = ("UITabBarController+Pages.m", """
            @implementation UITabBarController (Pages)
            - (void)addPage:(UIViewController *)page caption:(NSString *)caption icon:(NSString *)icon {
                [page.tabBarItem setImage:[UIImage imageNamed:icon]];
                [page.tabBarItem setSelectedImage:[UIImage imageNamed:[NSString stringWithFormat:@"%@_lit", icon]]];
                page.title = caption;
                [self addChildViewController:page];
            }
            @end
            """)
        let header = ("NewsTabs.h", "@interface NewsTabs : UITabBarController\n@end\n")
        let caller = ("NewsTabs.m", """
            #import "NewsTabs.h"
            @implementation NewsTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addPage:[FeedViewController new] caption:@"Feed" icon:@"feed"];
                [self addPage:[SavedViewController new] caption:@"Feed" icon:@"saved"];
            }
            @end
            """)
        #expect(Self.tabs([base, header, caller]) == [["Feed|feed|feed_lit", "Feed|saved|saved_lit"]])
        #expect(Self.findings([base, header, caller], assets: ["feed", "feed_lit", "saved"]) == ["NewsTabs.m:6: TB009", "NewsTabs.m:6: TB014"])
    }

    @Test func objcCallsNoHelperMatchesAreNoTabs() {
        let caller = ("PlainTabs.m", """
            @interface PlainTabs : UITabBarController
            @end
            @implementation PlainTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self configureTheme:@"dark" animated:YES];
                [self addTab:[[AisleViewController alloc] init] unknownLabel:@"Aisles" icon:@"aisle" active:@"aisle_on"];
            }
            @end
            """)
        #expect(Self.tabs([Self.objcCategory, caller]) == [])
        #expect(Self.findings([Self.objcCategory, caller]) == [])
    }

    @Test func objcRightCodeThroughACategoryHelperHasNoFinding() {
        let caller = ("GoodTabs.m", """
            @interface GoodTabs : UITabBarController
            @end
            @implementation GoodTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addTab:[[AisleViewController alloc] init] named:@"Aisles" icon:@"aisle" active:@"aisle_on"];
                [self addTab:[[BasketViewController alloc] init] named:@"Basket" icon:@"basket" active:@"basket_on"];
            }
            @end
            """)
        #expect(Self.tabs([Self.objcCategory, caller]).count == 1)
        #expect(Self.findings([Self.objcCategory, caller], assets: ["aisle", "aisle_on", "basket", "basket_on"]) == [])
    }

    // MARK: Swift `map` over a literal

    @Test func swiftMapOverALocalLiteralWrapsEachRoot() {
        let file = ("GardenTabs.swift", """
            import UIKit
            final class GardenTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let beds = BedsViewController()
                    beds.tabBarItem = UITabBarItem(title: "Beds", image: UIImage(named: "bed"), selectedImage: UIImage(named: "bed_on"))
                    let seeds = SeedsViewController()
                    seeds.tabBarItem = UITabBarItem(title: "Seeds", image: UIImage(named: "seed_on"), selectedImage: UIImage(named: "seed"))
                    let tools = ToolsViewController()
                    tools.tabBarItem = UITabBarItem(title: "Tools", image: UIImage(named: "tool"), selectedImage: UIImage(named: "tool_on"))
                    let roots = [beds, seeds, tools]
                    viewControllers = roots.map { UINavigationController(rootViewController: $0) }
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Beds|bed|bed_on", "Seeds|seed_on|seed", "Tools|tool|tool_on"]])
        #expect(Self.findings([file]) == ["GardenTabs.swift:8: TB030"])
    }

    @Test func swiftMapInlineAndThroughInitIsReadAndOtherClosuresAreNot() {
        let inline = ("Inline.swift", """
            import UIKit
            final class Inline: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = AViewController()
                    a.title = "Same"
                    let b = BViewController()
                    b.title = "Same"
                    setViewControllers([a, b].map(UINavigationController.init(rootViewController:)), animated: false)
                }
            }
            """)
        #expect(Self.tabs([inline]).map(\.count) == [2])
        #expect(Self.findings([inline]) == ["Inline.swift:8: TB009"])
        let other = ("Other.swift", """
            import UIKit
            final class Other: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = AViewController()
                    a.title = "Same"
                    let b = BViewController()
                    b.title = "Same"
                    viewControllers = [a, b].map { wrap($0) }
                }
            }
            """)
        // A bar built at run time: none of its tabs is read.
        #expect(Self.tabs([other]) == [[]])
        #expect(Self.findings([other]) == [])
    }

    // MARK: System items

    @Test func systemItemsAreUnknownInBothLanguages() {
        let swift = ("Library.swift", """
            import UIKit
            final class Library: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let recent = RecentViewController()
                    recent.title = "Shelf"
                    recent.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 0)
                    let saved = SavedViewController()
                    saved.title = "Shelf"
                    saved.tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 1)
                    viewControllers = [recent, saved]
                }
            }
            """)
        #expect(Self.tabs([swift]) == [["?|?|-", "?|?|-"]])
        #expect(Self.findings([swift]) == [])
        let objc = ("Library.m", """
            @interface Library : UITabBarController
            @end
            @implementation Library
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *recent = [[RecentViewController alloc] init];
                recent.title = @"Shelf";
                recent.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemRecents tag:0];
                UIViewController *saved = [[SavedViewController alloc] init];
                saved.title = @"Shelf";
                saved.tabBarItem = [[UITabBarItem alloc] initWithTabBarSystemItem:UITabBarSystemItemBookmarks tag:1];
                self.viewControllers = @[recent, saved];
            }
            @end
            """)
        #expect(Self.tabs([objc]) == [["?|?|-", "?|?|-"]])
        #expect(Self.findings([objc]) == [])
    }

    // MARK: Swift helpers defined in another file

    static let swiftExtension = ("UITabBarController+Tabs.swift", """
        import UIKit
        extension UITabBarController {
            func addTab(_ root: UIViewController, caption: String, icon: String, badge: String? = nil) {
                root.tabBarItem.image = UIImage(named: icon)?.withRenderingMode(.alwaysOriginal)
                root.tabBarItem.selectedImage = UIImage(named: icon + "_hi")
                let wrapper = UINavigationController(rootViewController: root)
                wrapper.title = caption
                addChild(wrapper)
            }
        }
        """)

    @Test func swiftExtensionHelperInAnotherFileGivesTheTabs() {
        let caller = ("RadioTabs.swift", """
            import UIKit
            final class RadioTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(StationsViewController(), caption: "Stations", icon: "antenna", badge: nil)
                    addTab(ShowsViewController(), caption: "Stations", icon: "mic", badge: nil)
                }
            }
            """)
        #expect(Self.tabs([Self.swiftExtension, caller]) == [["Stations|antenna|antenna_hi", "Stations|mic|mic_hi"]])
        #expect(Self.findings([Self.swiftExtension, caller], assets: ["antenna", "antenna_hi", "mic"])
            == ["RadioTabs.swift:6: TB009", "RadioTabs.swift:6: TB014"])
    }

    @Test func swiftCallsLeavingOutADefaultedParameterBindToTheHelper() {
        let caller = ("QuietTabs.swift", """
            import UIKit
            final class QuietTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(StationsViewController(), caption: "Stations", icon: "antenna")
                    addTab(ShowsViewController(), caption: "Stations", icon: "mic", badge: "3")
                }
            }
            """)
        #expect(Self.tabs([Self.swiftExtension, caller]) == [["Stations|antenna|antenna_hi", "Stations|mic|mic_hi"]])
        #expect(Self.findings([Self.swiftExtension, caller], assets: ["antenna", "antenna_hi", "mic", "mic_hi"])
            == ["QuietTabs.swift:6: TB009"])
    }

    @Test func aLiteralDefaultValueGivesTheFieldAtTheCall() {
        let helper = ("UITabBarController+Plain.swift", """
            import UIKit
            extension UITabBarController {
                func addPlainTab(_ root: UIViewController, caption: String, icon: String = "dot", selectedIcon: String? = nil) {
                    root.tabBarItem = UITabBarItem(title: caption, image: UIImage(named: icon), selectedImage: UIImage(named: selectedIcon ?? icon))
                    addChild(UINavigationController(rootViewController: root))
                }
            }
            """)
        let caller = ("PlainTabs.swift", """
            import UIKit
            final class PlainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addPlainTab(HomeViewController(), caption: "Home")
                    addPlainTab(MeViewController(), caption: "Me", icon: "me")
                }
            }
            """)
        #expect(Self.tabs([helper, caller]) == [["Home|dot|-", "Me|me|-"]])
        #expect(Self.findings([helper, caller], assets: ["me"]) == ["PlainTabs.swift:5: TB014"])
    }

    @Test func swiftCallsThatMatchNoHelperAreNoTabs() {
        // Labels other than the helper's, or a parameter without a default left out: the call stays unknown.
        let caller = ("QuietTabs.swift", """
            import UIKit
            final class QuietTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(StationsViewController(), title: "Stations", icon: "antenna")
                    addTab(ShowsViewController(), caption: "Stations")
                    applyTheme(named: "dark", animated: true)
                }
            }
            """)
        #expect(Self.tabs([Self.swiftExtension, caller]) == [])
        #expect(Self.findings([Self.swiftExtension, caller]) == [])
    }

    // MARK: Objective-C setter messages

    @Test func objcSetterMessagesOnTheItemAreRead() {
        let file = ("PhoneTabs.m", """
            @interface PhoneTabs : UITabBarController
            @end
            @implementation PhoneTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addPane:[[DialViewController alloc] init] caption:@"Dial" icon:@"dial" lit:@"dial_lit"];
                [self addPane:[[LogViewController alloc] init] caption:@"Log" icon:@"log" lit:@"log_lit"];
            }
            - (void)addPane:(UIViewController *)pane caption:(NSString *)caption icon:(NSString *)icon lit:(NSString *)lit {
                [pane setTitle:caption];
                [pane.tabBarItem setImage:[UIImage imageNamed:icon]];
                [pane.tabBarItem setSelectedImage:[UIImage imageNamed:lit]];
                [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:pane]];
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Dial|dial|dial_lit", "Log|log|log_lit"]])
        #expect(Self.findings([file], assets: ["dial", "dial_lit", "log"]) == ["PhoneTabs.m:7: TB014"])
    }

    // MARK: Items set by position

    @Test func swiftItemsSetByPositionAfterTheTabsAreSet() {
        let file = ("TideTabs.swift", """
            import UIKit
            final class TideTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [TidesViewController(), MoonViewController()]
                    tabBar.items?[0].title = "Tides"
                    tabBar.items?[0].image = UIImage(named: "wave")
                    guard let items = tabBar.items else { return }
                    items[1].title = "Tides"
                    viewControllers?[1].tabBarItem.image = UIImage(named: "moon")?.withRenderingMode(.alwaysOriginal)
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Tides|wave|-", "Tides|moon|-"]])
        #expect(Self.findings([file], assets: ["wave"]) == ["TideTabs.swift:10: TB014", "TideTabs.swift:9: TB009"])
    }

    @Test func objcItemsSetByPositionThroughALocal() {
        let file = ("TideTabs.m", """
            @interface TideTabs : UITabBarController
            @end
            @implementation TideTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers = @[[TidesViewController new], [MoonViewController new]];
                UITabBarItem *item = [self.tabBar.items objectAtIndex:0];
                item.title = @"Tides";
                item = self.tabBar.items[1];
                item.title = @"Tides";
                UIViewController *moon = self.viewControllers[1];
                moon.tabBarItem.image = [[UIImage imageNamed:@"moon"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Tides|-|-", "Tides|moon|-"]])
        #expect(Self.findings([file], assets: ["wave"]) == ["TideTabs.m:10: TB009", "TideTabs.m:12: TB014"])
    }

    @Test func objcItemsWrittenByPositionWithNoLocal() {
        let file = ("DeckTabs.m", """
            @interface DeckTabs : UITabBarController
            @end
            @implementation DeckTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers = @[[HomeViewController new], [MeViewController new], [MoreViewController new]];
                self.tabBar.items[0].title = @"Home";
                self.tabBar.items[0].image = [UIImage imageNamed:@"home"];
                [self.tabBar.items objectAtIndex:1].title = @"Me";
                [self.tabBar.items[1] setImage:[UIImage imageNamed:@"home"]];
                self.viewControllers[2].tabBarItem.title = @"More";
                [[self.viewControllers objectAtIndex:2].tabBarItem setImage:[UIImage imageNamed:@"more"]];
                self.tabBar.items[2].title = @"More!";
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Home|home|-", "Me|home|-", "More!|more|-"]])
        #expect(Self.findings([file], assets: ["home", "more"]) == ["DeckTabs.m:10: TB022"])
    }

    /// A class that gives each storyboard item its own image back with a rendering mode leaves the storyboard's names.
    @Test func aStoryboardItemsImageGivenBackWithARenderingModeIsKept() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "FirstViewController", item: #"<tabBarItem key="tabBarItem" title="First" image="same" id="i1"/>"#),
            (className: "SecondViewController", item: #"<tabBarItem key="tabBarItem" title="Second" image="same" id="i2"/>"#),
        ], controllerClass: "HarbourTabs"))
        let loop = ("HarbourTabs.swift", """
            import UIKit
            final class HarbourTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for vc in children {
                        vc.tabBarItem.image = vc.tabBarItem.image?.withRenderingMode(.alwaysOriginal)
                    }
                    for (i, vc) in (viewControllers ?? []).enumerated() {
                        vc.tabBarItem.selectedImage = vc.tabBarItem.selectedImage!.withRenderingMode(.alwaysOriginal)
                    }
                }
            }
            """)
        #expect(Self.findings([storyboard, loop], assets: ["same"]).filter { $0.hasSuffix("TB022") }.count == 1)
        // Another image: the storyboard's names no longer show.
        let other = (loop.0, loop.1.replacingOccurrences(of: "vc.tabBarItem.image?.withRenderingMode", with: "UIImage(named: \"x\")?.withRenderingMode"))
        #expect(Self.findings([storyboard, other], assets: ["same"]).filter { $0.hasSuffix("TB022") }.isEmpty)
    }

    /// A raised button a custom bar makes with its frame (`UIButton(frame: CGRect(…, y: -30, …))`) into a property, in
    /// `draw(_:)`: its top 30 pt rise above the bar (TB024); a constraint placing it instead leaves the frame's origin.
    @Test func aButtonMadeWithItsFrameIntoAProperty() {
        let file = ("MainVC.swift", """
            import UIKit
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [HomeViewController(), MenuViewController(), SettingsViewController()]
                    setValue(CustomTabBar(), forKey: "tabBar")
                }
            }
            class CustomTabBar: UITabBar {
                private var centerButton: UIButton!
                override func draw(_ rect: CGRect) {
                    super.draw(rect)
                    if centerButton == nil {
                        centerButton = UIButton(frame: CGRect(x: (self.bounds.width / 2) - 30, y: -30, width: 60, height: 60))
                        addSubview(centerButton)
                    }
                }
            }
            """)
        #expect(Self.findings([file]).filter { $0.hasSuffix("TB024") } == ["MainVC.swift:15: TB024"])
        let constrained = (file.0, file.1.replacingOccurrences(of: "addSubview(centerButton)", with: """
            addSubview(centerButton)
                        centerButton.heightAnchor.constraint(equalToConstant: 60).isActive = true
            """))
        #expect(Self.findings([constrained]).filter { $0.hasSuffix("TB024") } == [])
    }

    @Test func aStoryboardTabGivenItsImageInItsClassCodeIsNotMissingOne() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "FirstViewController", item: #"<tabBarItem key="tabBarItem" title="First" image="first" id="i1"/>"#),
            (className: "SecondViewController", item: #"<tabBarItem key="tabBarItem" title="Second" id="i2"/>"#),
        ], controllerClass: "HarbourTabs"))
        let code = ("HarbourTabs.swift", """
            import UIKit
            final class HarbourTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.items?[1].image = UIImage(named: "second")
                }
            }
            """)
        #expect(Self.findings([storyboard]).contains { $0.hasSuffix("TB013") })
        #expect(!Self.findings([storyboard, code]).contains { $0.hasSuffix("TB013") })
    }

    @Test func objcStoryboardItemsGivenImagesThroughALocalHoldingTheBar() {
        let storyboard = ("Main.storyboard", SourceExample.storyboard([
            (className: "FirstViewController", item: #"<tabBarItem key="tabBarItem" title="First" id="i1"/>"#),
            (className: "SecondViewController", item: #"<tabBarItem key="tabBarItem" title="Second" id="i2"/>"#),
        ], controllerClass: "HarbourTabs"))
        let code = ("HarbourTabs.m", """
            @interface HarbourTabs : UITabBarController
            @end
            @implementation HarbourTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITabBar *tabBar = self.tabBar;
                UITabBarItem *first = [tabBar.items objectAtIndex:0];
                UITabBarItem *second = [tabBar.items objectAtIndex:1];
                first.image = [UIImage imageNamed:@"first"];
                second.image = [UIImage imageNamed:@"second"];
            }
            @end
            """)
        #expect(Self.findings([storyboard]).filter { $0.hasSuffix("TB013") }.count == 2)
        #expect(!Self.findings([storyboard, code]).contains { $0.hasSuffix("TB013") })
        // A local that holds another bar gives no item of this one.
        let other = ("HarbourTabs.m", code.1.replacingOccurrences(of: "UITabBar *tabBar = self.tabBar;",
                                                                    with: "UITabBar *tabBar = [[UITabBar alloc] init];"))
        #expect(Self.findings([storyboard, other]).filter { $0.hasSuffix("TB013") }.count == 2)
    }

    // MARK: Factories of the controller's class

    @Test func swiftFactoriesReturningANavigationControllerGiveTheirTabs() {
        let file = ("FarmTabs.swift", """
            import UIKit
            final class FarmTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [fieldsTab(), barnTab(), helper.weatherTab()]
                }
                private func fieldsTab() -> UIViewController {
                    let fields = FieldsViewController()
                    fields.tabBarItem = UITabBarItem(title: "Fields", image: UIImage(named: "field"), selectedImage: nil)
                    return UINavigationController(rootViewController: fields)
                }
                private func barnTab() -> UINavigationController {
                    let barn = BarnViewController()
                    if barn.isViewLoaded { return UINavigationController() }
                    barn.title = "Fields"
                    let nav = UINavigationController(rootViewController: barn)
                    return nav
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Fields|field|-", "Fields|-|-", "-|-|-"]])
        #expect(Self.findings([file]) == ["FarmTabs.swift:15: TB009"])
    }

    @Test func objcFactoriesReturningANavigationControllerGiveTheirTabs() {
        let file = ("FarmTabs.m", """
            @interface FarmTabs : UITabBarController
            @end
            @implementation FarmTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers = @[[self fieldsTab], [self barnTab], [self.helper weatherTab]];
            }
            - (UIViewController *)fieldsTab {
                FieldsViewController *fields = [[FieldsViewController alloc] init];
                fields.tabBarItem.title = @"Fields";
                fields.tabBarItem.image = [UIImage imageNamed:@"field"];
                return [[UINavigationController alloc] initWithRootViewController:fields];
            }
            - (UIViewController *)barnTab {
                BarnViewController *barn = [BarnViewController new];
                barn.title = @"Fields";
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:barn];
                return nav;
            }
            @end
            """)
        #expect(Self.tabs([file]) == [["Fields|field|-", "Fields|-|-", "-|-|-"]])
        #expect(Self.findings([file]) == ["FarmTabs.m:16: TB009"])
    }

    @Test func swiftFactoryWithParametersReturningTheWrapperGivesEachTab() {
        let file = ("PortTabs.swift", """
            import UIKit
            final class PortTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        wrap(root: DocksViewController(), icon: "dock", caption: "Docks"),
                        wrap(root: ShipsViewController(), icon: "ship", caption: "Docks"),
                    ]
                }
                private func wrap(root: UIViewController, icon: String, caption: String) -> UIViewController {
                    let nav = UINavigationController(rootViewController: root)
                    nav.tabBarItem.image = UIImage(named: icon)
                    nav.tabBarItem.title = caption
                    root.navigationItem.title = caption
                    return nav
                }
            }
            """)
        #expect(Self.tabs([file]) == [["Docks|dock|-", "Docks|ship|-"]])
        #expect(Self.findings([file], assets: ["dock"]) == ["PortTabs.swift:7: TB009", "PortTabs.swift:7: TB014"])
    }

    @Test func swiftFactoryOfAnExtensionInAnotherFileGivesEachArrayElement() {
        let factory = ("UITabBarController+Nav.swift", """
            import UIKit
            extension UITabBarController {
                func navigation(for screen: UIViewController, named name: String, icon: String) -> UINavigationController {
                    let root = screen
                    let nav = UINavigationController(rootViewController: root)
                    nav.tabBarItem = UITabBarItem(title: name, image: UIImage(named: icon), selectedImage: nil)
                    return nav
                }
            }
            """)
        let caller = ("HiveTabs.swift", """
            import UIKit
            final class HiveTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bees = navigation(for: BeesViewController(), named: "Bees", icon: "bee")
                    viewControllers = [bees, navigation(for: HoneyViewController(), named: "Bees", icon: "jar"), elsewhere(HoneyViewController())]
                }
            }
            """)
        #expect(Self.tabs([factory, caller]) == [["Bees|bee|-", "Bees|jar|-", "-|-|-"]])
        #expect(Self.findings([factory, caller], assets: ["bee", "jar"]) == ["HiveTabs.swift:6: TB009"])
        // Without the factory's file, the three elements stay three unknown tabs.
        #expect(Self.tabs([caller]) == [["-|-|-", "-|-|-", "-|-|-"]])
        #expect(Self.findings([caller]) == [])
    }

    @Test func aRootClassOfAHelperBoundTabIsReadForItsOwnTitle() {
        let caller = ("ShopTabs.m", """
            @interface ShopTabs : UITabBarController
            @end
            @implementation ShopTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addTab:[[AisleViewController alloc] init] named:@"Aisles" icon:@"aisle" active:@"aisle_on"];
                [self addTab:[[BasketViewController alloc] init] named:@"Basket" icon:@"basket" active:@"basket_on"];
            }
            @end
            """)
        let root = ("AisleViewController.m", """
            @implementation AisleViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.title = @"Shelves";
            }
            @end
            """)
        #expect(Self.findings([Self.objcCategory, caller, root]) == ["AisleViewController.m:4: TB003"])
    }

    @Test func callsThatSpeakOfNoTabAreNotRecorded() {
        let objc = ("Alerts.m", """
            @implementation Alerts
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarItem.badgeValue = nil;
                [[UITabBar appearance] setTranslucent:NO];
                [self showAlert:@"Hi" animated:YES];
                [self addTab:[Child new] named:@"A" icon:@"a" active:@"a_on"];
            }
            @end
            """)
        let swift = ("Alerts.swift", """
            import UIKit
            final class Alerts: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.badgeValue = nil
                    UITabBar.appearance().isTranslucent = false
                    show(message: "Hi", animated: true)
                    addTab(Child(), caption: "A", icon: "a")
                }
            }
            """)
        let project = SourceProjectReader.project([objc, swift].map { SourceProjectReader.Input(path: $0.0, bytes: Array($0.1.utf8)) })
        let calls = project.files.flatMap(\.facts.controllers).flatMap { $0.stock?.helperCalls ?? [] }.map(\.name)
        #expect(calls == ["addTab:named:icon:active:", "addTab(_:caption:icon:)"])
    }

    /// The navigation controller's own title and item show, and the root's `title` still renames that item: UIKit
    /// hands a root's title change to its navigation controller's item.
    @Test func aRootsTitleRenamesTheItemAHelperGaveItsNavigationController() {
        let factory = ("UITabBarController+Wrap.swift", """
            import UIKit
            extension UITabBarController {
                func wrapped(_ screen: UIViewController, caption: String, icon: String) -> UINavigationController {
                    let nav = UINavigationController(rootViewController: screen)
                    nav.title = caption
                    nav.tabBarItem.image = UIImage(named: icon)
                    return nav
                }
            }
            """)
        let caller = ("KitchenTabs.swift", """
            import UIKit
            final class KitchenTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [wrapped(PantryViewController(), caption: "Pantry", icon: "jar")]
                }
            }
            """)
        let root = ("PantryViewController.swift", """
            import UIKit
            final class PantryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Pantry shelves"
                }
            }
            """)
        #expect(Self.tabs([factory, caller, root]) == [["Pantry|jar|-"]])
        #expect(Self.findings([factory, caller, root]) == ["PantryViewController.swift:5: TB003"])
        // A title set in a function nothing calls renames no tab; one the class calls, or an `@objc` one, may.
        let unused = (root.0, root.1.replacingOccurrences(of: "override func viewDidLoad() {\n        super.viewDidLoad()",
                                                          with: "func buildUI() {"))
        #expect(Self.findings([factory, caller, unused]) == [])
        let called = (root.0, unused.1.replacingOccurrences(of: "final class PantryViewController: UIViewController {",
                                                            with: "final class PantryViewController: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); buildUI() }"))
        #expect(Self.findings([factory, caller, called]) == ["PantryViewController.swift:5: TB003"])
        let exposed = (root.0, unused.1.replacingOccurrences(of: "func buildUI()", with: "@objc func buildUI()"))
        #expect(Self.findings([factory, caller, exposed]) == ["PantryViewController.swift:4: TB003"])
    }
}

extension UIKitRealAppShapesTests {
    /// The fixes offered for each finding of `code`, as their edits' new texts.
    static func fixTexts(_ files: [(String, String)], code: String, assets: [String]) -> [[String]] {
        let (_, diagnostics) = SourceRuleExamplesTests.lint(files.map { (name: $0.0, text: $0.1) }, assets: assets)
        return diagnostics.flatMap { $0 }.filter { $0.code == code }.map { $0.fixes.flatMap { $0.edits.map(\.newText) } }
    }

    @Test func aNameAHelperBuildsAroundTheLiteralGetsNoReplacingFix() {
        // `icon + "_hi"`: replacing the argument "mic" by the nearest asset would build "…_hi_hi".
        let built = ("RadioTabs.swift", """
            import UIKit
            final class RadioTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(ShowsViewController(), caption: "Shows", icon: "mic", badge: nil)
                }
            }
            """)
        #expect(Self.fixTexts([Self.swiftExtension, built], code: "TB014", assets: ["mic", "mic_ho"]) == [[]])
        // The image itself is the argument: the fix replaces it.
        let whole = ("RadioTabs.swift", """
            import UIKit
            final class RadioTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addTab(ShowsViewController(), caption: "Shows", icon: "mik", badge: nil)
                }
            }
            """)
        #expect(Self.fixTexts([Self.swiftExtension, whole], code: "TB014", assets: ["mic", "mic_hi"]) == [["\"mic\""]])
    }
}
