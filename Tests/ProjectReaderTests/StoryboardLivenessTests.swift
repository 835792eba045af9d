import JSONC
import ProjectReader
import StoryboardSource
import TabBarCore
import Testing

/// Only what runs (issue 33 item 3, SPEC section 8): a storyboard tab bar scene that never runs (a launch screen's,
/// a scene whose class the code makes and fills itself) gives no finding at all, and one that may never show (the
/// initial scene of a storyboard that is not the main one, a scene whose identifier nobody is seen instantiating)
/// keeps its findings, never above warning. Every bar here has a tab titled "Mine" and no image: TB013, an error on a
/// bar that runs.
@Suite struct StoryboardLivenessTests {
    /// Two tabs, the second without an image.
    static let tabs: [(className: String?, item: String)] = [
        ("HomeViewController", #"<tabBarItem key="tabBarItem" title="Home" image="home" id="it-1"/>"#),
        ("MineViewController", #"<tabBarItem key="tabBarItem" title="Mine" id="it-2"/>"#),
    ]

    /// A storyboard holding one tab bar controller scene with `tabs`: the initial one unless `identifier` is given
    /// (then it has that storyboard identifier instead), of class `controllerClass`, its bar made opaque (TB029) when
    /// `opaque`, the whole a launch screen when `launchScreen`.
    static func storyboard(controllerClass: String? = nil, identifier: String? = nil, launchScreen: Bool = false,
                           opaque: Bool = false) -> String {
        var text = SourceExample.storyboard(tabs, controllerClass: controllerClass)
        if let identifier {
            text = text.replacing(#" initialViewController="tbc""#, with: "")
                .replacing(#"<tabBarController id="tbc""#, with: #"<tabBarController id="tbc" storyboardIdentifier="\#(identifier)""#)
        }
        if launchScreen {
            text = text.replacing("<document ", with: #"<document launchScreen="YES" "#)
        }
        if opaque {
            text = text.replacing(#"<tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>"#,
                                  with: #"<tabBar key="tabBar" contentMode="scaleToFill" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tabBar>"#)
        }
        return text
    }

    /// An `Info.plist` as Xcode writes it, with `entries` (key, string value) in its dictionary.
    static func infoPlist(_ entries: [(String, String)]) -> String {
        let body = entries.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """
    }

    /// The scene delegate of an app that makes its `MainTabBarController` and fills it in code; its own "Mine" tab
    /// names an empty image (TB013: the code's bar is checked).
    static let sceneDelegate = ("SceneDelegate.swift", """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let home = UINavigationController(rootViewController: HomeViewController())
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
                let mine = UINavigationController(rootViewController: MineViewController())
                mine.tabBarItem = UITabBarItem(title: "Mine", image: UIImage(named: ""), selectedImage: nil)
                let tab = MainTabBarController()
                tab.viewControllers = [home, mine]
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = tab
                window?.makeKeyAndVisible()
            }
        }
        """)

    /// The controller class, which sets no tabs of its own.
    static let controllerClass = ("MainTabBarController.swift", """
        import UIKit

        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.tintColor = .systemOrange
            }
        }
        """)

    /// The TB013 findings as `path severity`, and every code found.
    static func check(_ files: [(String, String)]) -> (missingImage: [String], codes: Set<String>, project: SourceProject) {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        var missing: [String] = []
        var codes: Set<String> = []
        for (file, diagnostics) in SourceLinter.lint(project, options: LintOptions(assets: nil)).enumerated() {
            for diagnostic in diagnostics {
                codes.insert(diagnostic.code)
                if diagnostic.code == "TB013" { missing.append("\(project.files[file].path) \(diagnostic.severity)") }
            }
        }
        return (missing.sorted(), codes, project)
    }

    // MARK: Launch screens

    @Test func aLaunchScreenIsNeverATabBar() {
        let found = Self.check([("LaunchScreen.storyboard", Self.storyboard(launchScreen: true, opaque: true))])
        #expect(found.missingImage.isEmpty)
        #expect(found.codes.isEmpty, "\(found.codes)")
        #expect(found.project.controllers.isEmpty)
        // The same storyboard, not a launch screen, is a bar with both findings.
        let plain = Self.check([("LaunchScreen.storyboard", Self.storyboard(opaque: true))])
        #expect(plain.codes.isSuperset(of: ["TB013", "TB029"]), "\(plain.codes)")
    }

    @Test func theStoryboardAnInfoPlistNamesTheLaunchScreenIsNeverATabBar() {
        let plist = ("App/Info.plist", Self.infoPlist([("UILaunchStoryboardName", "Splash"), ("UIMainStoryboardFile", "Main")]))
        let found = Self.check([("App/Base.lproj/Splash.storyboard", Self.storyboard(opaque: true)), plist])
        #expect(found.codes.isEmpty, "\(found.codes)")
        #expect(found.project.controllers.isEmpty)
        #expect(found.project.files.contains { $0.path == "App/Info.plist" })
    }

    // MARK: Scenes the code replaces

    @Test func aSceneWhoseClassTheCodeMakesAndFillsGivesNoFinding() {
        let files = [("App/Base.lproj/Main.storyboard", Self.storyboard(controllerClass: "MainTabBarController", opaque: true)),
                     Self.sceneDelegate, Self.controllerClass]
        let found = Self.check(files)
        // The code's bar is checked; the storyboard's scene, never shown, is not (nor its appearance: no TB029).
        #expect(found.missingImage == ["SceneDelegate.swift error"])
        #expect(!found.codes.contains("TB029"), "\(found.codes)")
        #expect(found.project.controllers.map { found.project.files[$0.file].path } == ["SceneDelegate.swift"])
        #expect(found.project.controllers.first?.value.className == "MainTabBarController")
        // Without the code that makes it, the scene is the bar that runs.
        let alone = Self.check([files[0], Self.controllerClass])
        #expect(alone.missingImage == ["App/Base.lproj/Main.storyboard error"])
        #expect(alone.codes.contains("TB029"))
    }

    @Test func anObjectiveCAppDelegateThatMakesTheClassReplacesTheSceneToo() {
        let delegate = ("AppDelegate.m", """
            #import "AppDelegate.h"
            #import "MainTabBarController.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                UINavigationController *home = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]];
                home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] selectedImage:nil];
                UINavigationController *mine = [[UINavigationController alloc] initWithRootViewController:[MineViewController new]];
                mine.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Mine" image:[UIImage imageNamed:@""] selectedImage:nil];
                MainTabBarController *tabs = [[MainTabBarController alloc] init];
                tabs.viewControllers = @[home, mine];
                self.window.rootViewController = tabs;
                return YES;
            }
            @end
            """)
        let header = ("MainTabBarController.h", """
            #import <UIKit/UIKit.h>
            @interface MainTabBarController : UITabBarController
            @end
            """)
        let found = Self.check([("Main.storyboard", Self.storyboard(controllerClass: "MainTabBarController")), delegate, header])
        #expect(found.missingImage == ["AppDelegate.m error"])
    }

    @Test func aClassThatGivesItselfItsTabsReplacesItsStoryboardTabs() {
        let controller = ("MainTabBarController.swift", """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mine = MineViewController()
                    mine.tabBarItem = UITabBarItem(title: "Mine", image: UIImage(named: "mine"), selectedImage: nil)
                    viewControllers = [mine]
                }
            }
            """)
        let found = Self.check([("Main.storyboard", Self.storyboard(controllerClass: "MainTabBarController")), controller])
        #expect(found.missingImage.isEmpty)
        #expect(found.project.controllers.map { found.project.files[$0.file].path } == ["MainTabBarController.swift"])
    }

    @Test func aSceneTheCodeAlsoInstantiatesMayStillShow() {
        // The code makes the class and also instantiates the storyboard's scene by its identifier: either may show.
        let login = ("LoginViewController.swift", """
            import UIKit

            final class LoginViewController: UIViewController {
                func didLogIn() {
                    let tabs = storyboard?.instantiateViewController(withIdentifier: "MainTabs") as? UITabBarController
                    view.window?.rootViewController = tabs
                }
            }
            """)
        let files = [("Main.storyboard", Self.storyboard(controllerClass: "MainTabBarController", identifier: "MainTabs")),
                     Self.sceneDelegate, Self.controllerClass, login]
        #expect(Self.check(files).missingImage == ["Main.storyboard warning", "SceneDelegate.swift error"])
    }

    // MARK: Scenes that run, and scenes that may never show

    @Test func theMainStoryboardsInitialSceneKeepsItsErrors() {
        let found = Self.check([("App/Base.lproj/Main.storyboard", Self.storyboard())])
        #expect(found.missingImage == ["App/Base.lproj/Main.storyboard error"])
        #expect(found.project.controllers.first?.value.doubts == [])
    }

    @Test func anotherStoryboardsInitialSceneIsAWarning() {
        let found = Self.check([("App/Base.lproj/Tabs.storyboard", Self.storyboard())])
        #expect(found.missingImage == ["App/Base.lproj/Tabs.storyboard warning"])
        #expect(found.project.controllers.first?.value.doubts == [.mayNeverShow])
    }

    @Test func theMainStoryboardIsTheOneTheInfoPlistNames() {
        let tabs = ("App/Base.lproj/Tabs.storyboard", Self.storyboard())
        let main = ("App/Base.lproj/Main.storyboard", Self.storyboard())
        let plist = ("App/Info.plist", Self.infoPlist([("UILaunchStoryboardName", "LaunchScreen"), ("UIMainStoryboardFile", "Tabs")]))
        #expect(Self.check([tabs, main, plist]).missingImage
            == ["App/Base.lproj/Main.storyboard warning", "App/Base.lproj/Tabs.storyboard error"])
        // The scene manifest's storyboard, nested in its dictionaries, is a main one too.
        let scenes = ("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            \t\t\t\t\t<key>UISceneStoryboardFile</key>
            \t\t\t\t\t<string>Tabs</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """)
        #expect(Self.check([tabs, scenes]).missingImage == ["App/Base.lproj/Tabs.storyboard error"])
    }

    @Test func anIdentifiedSceneRunsWhenCodeInstantiatesIt() {
        let storyboard = ("Main.storyboard", Self.storyboard(identifier: "MainTabs"))
        // Nobody is seen instantiating it: it may never show.
        #expect(Self.check([storyboard]).missingImage == ["Main.storyboard warning"])
        let swift = ("LoginViewController.swift", """
            import UIKit

            final class LoginViewController: UIViewController {
                func didLogIn() {
                    let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainTabs") as! UITabBarController
                    view.window?.rootViewController = tabs
                }
            }
            """)
        #expect(Self.check([storyboard, swift]).missingImage == ["Main.storyboard error"])
        let objc = ("LoginViewController.m", """
            @implementation LoginViewController
            - (void)didLogIn {
                UITabBarController *tabs = [self.storyboard instantiateViewControllerWithIdentifier:@"MainTabs"];
                self.view.window.rootViewController = tabs;
            }
            @end
            """)
        #expect(Self.check([storyboard, objc]).missingImage == ["Main.storyboard error"])
    }

    @Test func anotherStoryboardsInitialSceneRunsWhenCodeInstantiatesIt() {
        let code = ("Router.swift", """
            import UIKit

            enum Router {
                static func tabs() -> UITabBarController? {
                    UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController() as? UITabBarController
                }
            }
            """)
        #expect(Self.check([("Tabs.storyboard", Self.storyboard()), code]).missingImage == ["Tabs.storyboard error"])
    }

    @Test func aSceneASegueOrAReferenceLeadsToRuns() {
        // A login scene, initial, presents the tab bar controller scene (identified, not initial) by a segue.
        let presented = Self.storyboard(identifier: "MainTabs")
            .replacing(#"<document "#, with: #"<document initialViewController="login" "#)
            .replacing("    </scenes>", with: """
                        <scene sceneID="scene-login">
                            <objects>
                                <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="tbc" kind="presentation" modalPresentationStyle="fullScreen" id="seg-login"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                """)
        #expect(Self.check([("Main.storyboard", presented)]).missingImage == ["Main.storyboard error"])
        // Another storyboard's reference leads to it.
        let onboarding = ("Onboarding.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="welcome">
                <scenes>
                    <scene sceneID="s-welcome">
                        <objects>
                            <viewController id="welcome" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref" kind="show" id="seg-ref"/>
                                </connections>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Tabs" referencedIdentifier="MainTabs" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let tabs = ("Tabs.storyboard", Self.storyboard(identifier: "MainTabs"))
        #expect(Self.check([tabs]).missingImage == ["Tabs.storyboard warning"])
        #expect(Self.check([tabs, onboarding]).missingImage == ["Tabs.storyboard error"])
    }

    // MARK: Reading Info.plist

    @Test func anInfoPlistIsReadOnlyForAProjectWithAStoryboardBar() {
        let plist = Self.infoPlist([("UILaunchStoryboardName", "LaunchScreen"), ("UIMainStoryboardFile", "Main")])
        let code = "import UIKit\nfinal class Home: UIViewController { let bar: UITabBar? = nil }\n"
        func loaded(_ files: [(String, String)]) -> (paths: [String], project: SourceProject) {
            let log = LoadLog(count: files.count)
            let project = SourceProjectReader.project(paths: files.map(\.0)) { index in
                log.note(index)
                return Array(files[index].1.utf8)
            }
            return (log.indices.map { files[$0].0 }, project)
        }
        // No storyboard: the Info.plist's bytes are never read.
        let codeOnly = loaded([("App/Home.swift", code), ("App/Info.plist", plist), ("Pods/Some/Info.plist", plist)])
        #expect(codeOnly.paths == ["App/Home.swift"])
        #expect(!codeOnly.project.files.contains { $0.path.hasSuffix("Info.plist") })
        // A storyboard bar: they are, and the facts of those that name a storyboard are the project's.
        let framework = Self.infoPlist([("CFBundleName", "Kit")])
        let withBar = loaded([("App/Home.swift", code), ("App/Info.plist", plist), ("App/Main.storyboard", Self.storyboard()),
                              ("Frameworks/Kit/Info.plist", framework)])
        #expect(withBar.paths == ["App/Home.swift", "App/Info.plist", "App/Main.storyboard", "Frameworks/Kit/Info.plist"])
        let facts = withBar.project.files.first { $0.path == "App/Info.plist" }?.facts.tabBar.appStoryboards
        #expect(facts == AppStoryboards(launch: ["LaunchScreen"], main: ["Main"]))
        #expect(!withBar.project.files.contains { $0.path == "Frameworks/Kit/Info.plist" })
    }

    @Test func anInfoPlistNamesItsStoryboardsWhateverTheirSpelling() {
        let plist = Self.infoPlist([("UILaunchStoryboardName~ipad", "Launch-iPad"), ("UIMainStoryboardFile", "Main.storyboard"),
                                    ("UIMainStoryboardFile~ipad", "$(MAIN_STORYBOARD)"), ("CFBundleName", "Tabs &amp; Co")])
        let project = SourceProjectReader.project([.init(path: "Info.plist", bytes: Array(plist.utf8)),
                                                   .init(path: "Main.storyboard", bytes: Array(Self.storyboard().utf8))])
        let facts = project.files.first { $0.path == "Info.plist" }?.facts.tabBar.appStoryboards
        #expect(facts == AppStoryboards(launch: ["Launch-iPad"], main: ["Main"]))
    }
}

/// The indices a reader loaded, each noted by the one worker that loads it.
private final class LoadLog: @unchecked Sendable {
    private let flags: UnsafeMutableBufferPointer<Bool>

    init(count: Int) {
        flags = .allocate(capacity: max(count, 1))
        flags.initialize(repeating: false)
    }

    deinit { flags.deallocate() }

    func note(_ index: Int) { flags[index] = true }

    var indices: [Int] { flags.indices.filter { flags[$0] } }
}
