import ProjectReader
import TabBarCore
import Testing

/// A CYLTabBarController subclass whose initialiser makes a bar of the library's class and becomes it (`self =
/// (Sub *)controller`, the library's README's way) has that bar: its class is no second, unread bar.
@Suite struct SelfAssignedBarCoverageTests {
    static func coverage(becomes: Bool) -> [BarCoverage] {
        let text = """
            @interface MainTabBarController : CYLTabBarController
            @end

            @implementation MainTabBarController
            - (instancetype)init {
                if (!(self = [super init])) { return nil; }
                CYLTabBarController *controller = [CYLTabBarController tabBarControllerWithViewControllers:@[[UIViewController new]]
                    tabBarItemsAttributes:@[@{CYLTabBarItemTitle: @"首页", CYLTabBarItemImage: @"home", CYLTabBarItemSelectedImage: @"home_s"}]];
                \(becomes ? "return (self = (MainTabBarController *)controller);" : "return self;")
            }
            @end
            """
        return SourceProjectReader.project([.init(path: "MainTabBarController.m", bytes: Array(text.utf8))]).coverage
    }

    @Test func theSubclassThatBecomesTheBarIsNotListedUnread() {
        let coverage = Self.coverage(becomes: true)
        #expect(coverage.map(\.extent) == [.read])
    }

    @Test func aSubclassThatDoesNotBecomeItIs() {
        let coverage = Self.coverage(becomes: false)
        #expect(coverage.map(\.extent) == [.read, .unread])
        #expect(coverage.last?.className == "MainTabBarController")
    }
}
