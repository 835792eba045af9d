/// The examples of TB029: the generic tests run them, `tabbar explain` and the docs print them.
extension MissingScrollEdgeAppearanceRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [UITabBar appearance].↓barTintColor = [UIColor whiteColor];
                    self.tabBar.tintColor = [UIColor orangeColor];
                }
                @end
                """#),
                SourceExample("AppDelegate.swift", #"""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func styleTabBar() {
                        UITabBar.appearance().↓backgroundImage = UIImage(named: "tabbar_background")
                        UITabBar.appearance().shadowImage = UIImage()
                    }
                }
                """#),
                // An opaque appearance given only as the standard one: at the end of the content, the bar
                // falls back to the transparent default scroll-edge look.
                SourceExample("HomeTabBarController.swift", #"""
                final class HomeTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let barLook = UITabBarAppearance()
                        barLook.configureWithOpaqueBackground()
                        barLook.shadowColor = .separator
                        tabBar.↓standardAppearance = barLook
                    }
                }
                """#),
                SourceExample("RDTabBarController.m", #"""
                @implementation RDTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    if (@available(iOS 13.0, *)) {
                        UITabBarAppearance *look = [[UITabBarAppearance alloc] init];
                        look.backgroundColor = [UIColor systemBackgroundColor];
                        [self.tabBar ↓setStandardAppearance:look];
                    }
                }
                @end
                """#),
                // A legacy look set on `self` by a `UITabBar` subclass, in its initialiser (written or not).
                SourceExample("ADTabBar.swift", #"""
                final class ADTabBar: UITabBar {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        self.↓backgroundImage = UIImage(named: "tabbar-light")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """#),
                SourceExample("XMGTabBar.m", #"""
                @interface XMGTabBar : UITabBar
                @end
                @implementation XMGTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        self.↓backgroundImage = [UIImage imageNamed:@"tabbar-light"];
                    }
                    return self;
                }
                @end
                """#),
                // The same, set on `self` in a `UITabBar` subclass (written or not) and in a category.
                SourceExample("RoundedTabBar.swift", #"""
                final class RoundedTabBar: UITabBar {
                    func configureAppearance() {
                        let look = UITabBarAppearance()
                        look.configureWithOpaqueBackground()
                        self.↓standardAppearance = look
                    }
                }
                """#),
                SourceExample("UITabBar+Look.m", #"""
                @implementation UITabBar (Look)
                - (void)applyLook {
                    UITabBarAppearance *look = [[UITabBarAppearance alloc] init];
                    [look configureWithOpaqueBackground];
                    [self ↓setStandardAppearance:look];
                }
                @end
                """#),
                // A navigation bar's scroll-edge appearance says nothing about the tab bar.
                SourceExample("AppearanceSetup.swift", #"""
                enum AppearanceSetup {
                    static func apply(to navigationController: UINavigationController) {
                        UITabBar.appearance().↓barTintColor = .systemGroupedBackground
                        let navigation = UINavigationBarAppearance()
                        navigation.configureWithOpaqueBackground()
                        UINavigationBar.appearance().scrollEdgeAppearance = navigation
                        let bar = navigationController.navigationBar
                        bar.scrollEdgeAppearance = navigation
                    }
                }
                """#),
                // A `UITabBarAppearance`'s background colour is not the bar view's: it makes the appearance opaque.
                SourceExample("SettingsTabBarController.swift", #"""
                final class SettingsTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let barAppearance = UITabBarAppearance()
                        barAppearance.backgroundColor = .systemBackground
                        tabBar.↓standardAppearance = barAppearance
                    }
                }
                """#),
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("FeedViewController", #"<tabBarItem key="tabBarItem" title="Feed" image="feed" id="item-1"/>"#),
                ], tabBar: #"""
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="bar">
                    <color key="↓barTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </tabBar>
                """#)),
                // A scroll-edge appearance set on `self` in a navigation bar extension is the navigation bar's.
                SourceExample("Appearance.swift", #"""
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.↓barTintColor = .systemBackground
                    }
                }

                extension UINavigationBar {
                    func applyOpaqueLook(_ color: UIColor) {
                        let look = UINavigationBarAppearance()
                        look.configureWithOpaqueBackground()
                        standardAppearance = look
                        scrollEdgeAppearance = look
                        self.scrollEdgeAppearance = look
                    }
                }
                """#),
                SourceExample("UINavigationBar+Look.m", #"""
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tabBar.↓barTintColor = [UIColor whiteColor];
                }
                @end

                @implementation UINavigationBar (Look)
                - (void)applyOpaqueLook:(UINavigationBarAppearance *)look {
                    self.scrollEdgeAppearance = look;
                    [self setScrollEdgeAppearance:look];
                }
                @end
                """#),
                // SwiftUI: the proxy set in a View's `init`, as only the standard appearance.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    init() {
                        let appearance = UITabBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        UITabBar.appearance().↓standardAppearance = appearance
                    }

                    var body: some View {
                        TabView {
                            FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                            ProfileView().tabItem { Label("Profile", systemImage: "person") }
                        }
                    }
                }
                """#),
            ],
            nonTriggering: [
                // A look set only on systems before iOS 15 never shows where the bar turns transparent.
                SourceExample("WBTabBarController.m", #"""
                @implementation WBTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    if ([[UIDevice currentDevice].systemVersion floatValue] < 7.0) {
                        self.tabBar.backgroundImage = [UIImage imageNamed:@"tabbar_background"];
                    }
                }
                @end
                """#),
                SourceExample("LegacyTabBarController.swift", #"""
                final class LegacyTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if #available(iOS 13.0, *) {
                            tabBar.tintColor = .systemBlue
                        } else {
                            tabBar.barTintColor = .white
                        }
                    }
                }
                """#),
                // A legacy look on `self` in a view that is no tab bar, or cleared: nothing to lose at the scroll edge.
                SourceExample("CardView.swift", #"""
                final class CardView: UIImageView {
                    func style() {
                        self.backgroundImage = UIImage(named: "card")
                    }
                }
                final class PlainTabBar: UITabBar {
                    func style() {
                        backgroundImage = UIImage()
                    }
                }
                """#),
                // SwiftUI: `.toolbarBackground(.visible, for: .tabBar)` keeps the bar's background at the scroll edge.
                SourceExample("RootView.swift", #"""
                import SwiftUI

                struct RootView: View {
                    init() {
                        UITabBar.appearance().barTintColor = .systemBackground
                    }

                    var body: some View {
                        TabView {
                            FeedView()
                                .toolbarBackground(.visible, for: .tabBar)
                                .tabItem { Label("Feed", systemImage: "list.bullet") }
                            ProfileView()
                                .toolbarBackground(.visible, for: .tabBar)
                                .tabItem { Label("Profile", systemImage: "person") }
                        }
                    }
                }
                """#),
                // An opaque standard appearance on `self` of a class that is no tab bar (a navigation bar subclass).
                SourceExample("ThemedNavigationBar.swift", #"""
                final class ThemedNavigationBar: UINavigationBar {
                    func configureAppearance() {
                        let look = UINavigationBarAppearance()
                        look.configureWithOpaqueBackground()
                        self.standardAppearance = look
                    }
                }
                """#),
                // On `self` in a tab bar subclass, with the scroll-edge appearance beside it.
                SourceExample("RoundedTabBar.swift", #"""
                final class RoundedTabBar: UITabBar {
                    func configureAppearance() {
                        let look = UITabBarAppearance()
                        look.configureWithOpaqueBackground()
                        standardAppearance = look
                        scrollEdgeAppearance = look
                    }
                }
                """#),
                SourceExample("MainTabBarController.m", #"""
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [UITabBar appearance].barTintColor = [UIColor whiteColor];
                    if (@available(iOS 15.0, *)) {
                        UITabBarAppearance *appearance = [[UITabBarAppearance alloc] init];
                        [appearance configureWithOpaqueBackground];
                        self.tabBar.standardAppearance = appearance;
                        self.tabBar.scrollEdgeAppearance = appearance;
                    }
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.backgroundImage = UIImage()
                        tabBar.shadowImage = UIImage()
                        navigationController?.navigationBar.barTintColor = .white
                    }
                }
                """#),
                // The bar view's own background colour keeps it painted at the scroll edge too.
                SourceExample("AppDelegate.swift", #"""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func styleTabBar() {
                        UITabBar.appearance().backgroundImage = UIImage(named: "tabbar_background")
                        UITabBar.appearance().backgroundColor = .white
                    }
                }
                """#),
                SourceExample("ShopTabBarController.swift", #"""
                final class ShopTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.barTintColor = .white
                        tabBar.backgroundColor = .white
                    }
                }
                """#),
                SourceExample("CYLTabBarControllerConfig.m", #"""
                @implementation CYLTabBarControllerConfig
                - (void)customizeTabBarAppearance {
                    [[UITabBar appearance] setBarTintColor:[UIColor whiteColor]];
                    [[UITabBar appearance] setBackgroundColor:[UIColor whiteColor]];
                }
                @end
                """#),
                // The scroll-edge appearance set through a local holding the proxy, in an extension.
                SourceExample("UITabBar+Theme.swift", #"""
                extension UITabBar {
                    static func applyTheme() {
                        UITabBar.appearance().barTintColor = .systemBackground
                        let proxy = Self.appearance()
                        let look = UITabBarAppearance()
                        look.configureWithOpaqueBackground()
                        proxy.standardAppearance = look
                        proxy.scrollEdgeAppearance = look
                    }
                }
                """#),
                // … through the proxy of the bars inside some controllers only.
                SourceExample("SceneDelegate.swift", #"""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func styleBars() {
                        UITabBar.appearance().barTintColor = .black
                        let look = UITabBarAppearance()
                        look.configureWithOpaqueBackground()
                        let contained = UITabBar.appearance(whenContainedInInstancesOf: [PlayerTabBarController.self])
                        contained.standardAppearance = look
                        contained.scrollEdgeAppearance = look
                    }
                }
                """#),
                // … through a local holding the controller's bar, or on itself in a subclass.
                SourceExample("RootViewController.swift", #"""
                final class RootViewController: UIViewController {
                    func embed(_ tabs: UITabBarController) {
                        tabs.tabBar.barTintColor = .white
                        let bar = tabs.tabBar
                        bar.scrollEdgeAppearance = bar.standardAppearance
                    }
                }
                """#),
                SourceExample("STTabBar.m", #"""
                @implementation STTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) {
                        [[UITabBar appearance] setBackgroundImage:[UIImage imageNamed:@"bar_bg"]];
                        self.scrollEdgeAppearance = self.standardAppearance;
                    }
                    return self;
                }
                @end
                """#),
                // The system's translucent look kept explicitly.
                SourceExample("TabsController.swift", #"""
                final class TabsController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.barTintColor = .white
                        tabBar.isTranslucent = true
                    }
                }
                """#),
                SourceExample("AppDelegate.m", #"""
                @implementation AppDelegate
                - (void)styleTabBar {
                    [UITabBar appearance].barTintColor = [UIColor whiteColor];
                    [[UITabBar appearance] setTranslucent:YES];
                }
                @end
                """#),
                // … or set through a local holding the bar or its appearance proxy.
                SourceExample("AppearanceConfigurator.swift", #"""
                enum AppearanceConfigurator {
                    static func configure() {
                        UITabBar.appearance().barTintColor = Theme.background
                        let tabBarAppearance = UITabBar.appearance()
                        tabBarAppearance.backgroundColor = Theme.background
                    }
                }
                """#),
                SourceExample("MainTabController.swift", #"""
                final class MainTabController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.barTintColor = .white
                        let tabBarAppearance = UITabBar.appearance()
                        tabBarAppearance.isTranslucent = true
                    }
                }
                """#),
                SourceExample("HomeTabBarController.m", #"""
                @implementation HomeTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tabBar.barTintColor = [UIColor whiteColor];
                    UITabBar *bar = self.tabBar;
                    bar.translucent = YES;
                }
                @end
                """#),
                // An appearance handed to code tabbar does not follow: it may set it as the scroll-edge one.
                SourceExample("ProfileTabBarController.swift", #"""
                final class ProfileTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.barTintColor = .white
                        let look = UITabBarAppearance()
                        look.configureWithOpaqueBackground()
                        tabBar.standardAppearance = look
                        ThemeManager.shared.apply(look, to: tabBar)
                    }
                }
                """#),
                SourceExample("WBTabBarController.m", #"""
                @implementation WBTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tabBar.barTintColor = [UIColor whiteColor];
                    UITabBarAppearance *look = [UITabBarAppearance new];
                    [look configureWithOpaqueBackground];
                    [WBTheme configureTabBar:self.tabBar withAppearance:look];
                }
                @end
                """#),
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("FeedViewController", #"<tabBarItem key="tabBarItem" title="Feed" image="feed" id="item-1"/>"#),
                ], tabBar: #"""
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="bar">
                    <color key="barTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <tabBarAppearance key="standardAppearance" id="app-std"/>
                    <tabBarAppearance key="scrollEdgeAppearance" id="app-edge"/>
                </tabBar>
                """#)),
                SourceExample("Main.storyboard", SourceExample.storyboard([
                    ("FeedViewController", #"<tabBarItem key="tabBarItem" title="Feed" image="feed" id="item-1"/>"#),
                ], tabBar: #"""
                <tabBar key="tabBar" contentMode="scaleToFill" backgroundImage="bar_bg" id="bar">
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </tabBar>
                """#)),
            ]))
}
