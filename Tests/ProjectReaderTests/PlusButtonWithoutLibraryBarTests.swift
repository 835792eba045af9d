import ProjectReader
import TabBarCore
import Testing

/// A plus button registered with CYLTabBarController while the app's only bar is a stock `UITabBarController` (a
/// leftover subclass): the library never places the button, so TB002 asks nothing of it (a false error on a blind app).
@Suite struct PlusButtonWithoutLibraryBarTests {
    static let plus = ("LivingButton.m", """
        @implementation LivingButton
        + (void)load {
            [super registerPlusButton];
        }
        + (id)plusButton {
            LivingButton *button = [[LivingButton alloc] init];
            [button setImage:[UIImage imageNamed:@"live"] forState:UIControlStateNormal];
            return button;
        }
        @end
        """)

    static func codes(_ files: [(String, String)]) -> [String] {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        return SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }.map(\.code)
    }

    @Test func aStockBarAsksNothingOfARegisteredPlusButton() {
        let stock = ("MainTabBarController.m", """
            @interface MainTabBarController : UITabBarController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:[LiveViewController new]];
                [self addChildViewController:[CameraViewController new]];
                [self addChildViewController:[MeViewController new]];
            }
            @end
            """)
        #expect(!Self.codes([Self.plus, stock]).contains("TB002"))
        let library = ("MainTabBarController.m", """
            @interface MainTabBarController : CYLTabBarController
            @end
            @implementation MainTabBarController
            - (instancetype)init {
                self = [super initWithViewControllers:@[[LiveViewController new], [CameraViewController new], [MeViewController new]]
                                tabBarItemsAttributes:@[@{CYLTabBarItemTitle: @"Live"}, @{CYLTabBarItemTitle: @"Camera"}, @{CYLTabBarItemTitle: @"Me"}]];
                return self;
            }
            @end
            """)
        #expect(Self.codes([Self.plus, library]).contains("TB002"))
    }
}
