#import "WBTabBarController.h"
#import "WBTabBar.h"
#import "WBNavigationController.h"
#import "WBHomeViewController.h"
#import "WBMessageViewController.h"
#import "WBDiscoverViewController.h"
#import "WBProfileViewController.h"

@implementation WBTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self setupChildViewControllers];

    // Replace the read-only tab bar by the one with the compose button.
    WBTabBar *tabBar = [[WBTabBar alloc] init];
    [self setValue:tabBar forKeyPath:@"tabBar"];
}

- (void)setupChildViewControllers {
    WBHomeViewController *home = [[WBHomeViewController alloc] init];
    [self addChildVc:home title:@"首页" image:@"tabbar_home" selectedImage:@"tabbar_home_selected"];

    WBMessageViewController *message = [[WBMessageViewController alloc] init];
    [self addChildVc:message title:@"消息" image:@"tabbar_message_center" selectedImage:@"tabbar_message_center_selected"];

    WBDiscoverViewController *discover = [[WBDiscoverViewController alloc] init];
    [self addChildVc:discover title:@"消息" image:@"tabbar_discover" selectedImage:@"tabbar_discover_selected"];

    WBProfileViewController *profile = [[WBProfileViewController alloc] init];
    [self addChildVc:profile title:@"我" image:@"tabbar_profile" selectedImage:@"tabbar_profile_selected"];
}

- (void)addChildVc:(UIViewController *)childVc title:(NSString *)title image:(NSString *)image selectedImage:(NSString *)selectedImage {
    childVc.title = title;
    childVc.tabBarItem.image = [UIImage imageNamed:image];
    childVc.tabBarItem.selectedImage = [[UIImage imageNamed:selectedImage] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];
    WBNavigationController *nav = [[WBNavigationController alloc] initWithRootViewController:childVc];
    [self addChildViewController:nav];
}

@end
