#import "STTabBarController.h"
#import "STTabBar.h"
#import "STHomeViewController.h"
#import "STExploreViewController.h"
#import "STInboxViewController.h"
#import "STMeViewController.h"

@implementation STTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    // No storyboard in this app: the bar class can only be installed this way (TB028 read and accepted).
    STTabBar *bar = [[STTabBar alloc] init];
    // tabbar-disable-next-line TB028
    [self setValue:bar forKey:@"tabBar"];

    [self addTab:[[STHomeViewController alloc] init] title:@"Home" image:@"tab_home" selectedImage:@"tab_home_on"];
    [self addTab:[[STExploreViewController alloc] init] title:@"Explore" image:@"tab_explore" selectedImage:@"tab_explore_on"];
    [self addTab:[[STInboxViewController alloc] init] title:@"Inbox" image:@"tab_inbox" selectedImage:@"tab_inbox_on"];
    [self addTab:[[STMeViewController alloc] init] title:@"Me" image:@"tab_me" selectedImage:@"tab_me_on"];

    UITabBarAppearance *appearance = [[UITabBarAppearance alloc] init];
    [appearance configureWithOpaqueBackground];
    self.tabBar.standardAppearance = appearance;
    self.tabBar.scrollEdgeAppearance = appearance;
}

- (void)addTab:(UIViewController *)root title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:root];
    nav.tabBarItem = [[UITabBarItem alloc] initWithTitle:title
                                                   image:[UIImage imageNamed:image]
                                           selectedImage:[[UIImage imageNamed:selectedImage] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal]];
    root.navigationItem.title = title;
    [self addChildViewController:nav];
}

@end
