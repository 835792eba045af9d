import ProjectReader
import TabBarCore
import Testing

/// Every file that can change TB029's answer passes the screen, though it may name no `UITabBar`: a
/// controller's view that paints the bar or keeps it translucent through `tabBarController.tabBar`
/// silences the finding of another file, and one that makes the bar opaque there is reported.
@Suite struct ScrollEdgeScreenTests {
    static let opaqueProxy = ("AppDelegate.swift", """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func styleTabBar() {
                UITabBar.appearance().barTintColor = .white
            }
        }
        """)

    static func codes(_ files: [(String, String)]) -> [String] {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        return SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }.map(\.code).filter { $0 == "TB029" }
    }

    @Test func theProxyAloneIsReported() {
        #expect(Self.codes([Self.opaqueProxy]) == ["TB029"])
    }

    @Test(arguments: [
        ("ProfileViewController.swift", """
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarController?.tabBar.backgroundColor = .systemBackground
                }
            }
            """),
        ("ProfileViewController.swift", """
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    tabBarController?.tabBar.isTranslucent = true
                }
            }
            """),
        ("PFProfileViewController.m", """
            @implementation PFProfileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tabBarController.tabBar setTranslucent:YES];
            }
            @end
            """),
        ("PFProfileViewController.m", """
            @implementation PFProfileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBarController.tabBar.backgroundColor = [UIColor whiteColor];
            }
            @end
            """),
    ])
    func aSilenceInAFileNamingOnlyTabBarCounts(file: String, text: String) {
        #expect(Self.codes([Self.opaqueProxy, (file, text)]).isEmpty)
    }

    @Test func aCauseInAFileNamingOnlyTabBarIsReported() {
        let view = ("CartViewController.swift", """
            final class CartViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarController?.tabBar.barTintColor = .white
                }
            }
            """)
        #expect(Self.codes([view]) == ["TB029"])
        let objc = ("CTCartViewController.m", """
            @implementation CTCartViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tabBarController.tabBar setBackgroundImage:[UIImage imageNamed:@"bar"]];
            }
            @end
            """)
        #expect(Self.codes([objc]) == ["TB029"])
    }
}
