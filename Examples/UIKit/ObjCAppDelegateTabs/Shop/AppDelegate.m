#import "AppDelegate.h"
#import "SHHomeViewController.h"
#import "SHCartViewController.h"
#import "SHMineViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];

    SHHomeViewController *home = [[SHHomeViewController alloc] init];
    home.tabBarItem.title = @"Home";
    home.tabBarItem.image = [UIImage imageNamed:@"tab_home"];
    home.tabBarItem.selectedImage = [UIImage imageNamed:@"tab_home_sel"];

    SHCartViewController *cart = [[SHCartViewController alloc] init];
    cart.tabBarItem.title = @"Cart";
    cart.tabBarItem.image = [UIImage imageNamed:@"tab_cart"];
    cart.tabBarItem.selectedImage = [UIImage imageNamed:@"tab_card_sel"];

    SHMineViewController *mine = [[SHMineViewController alloc] init];
    mine.tabBarItem.title = @"Me";
    mine.tabBarItem.image = [UIImage imageNamed:@"tab_me"];
    mine.tabBarItem.selectedImage = [UIImage imageNamed:@"tab_me_sel"];

    [UITabBar appearance].barTintColor = [UIColor whiteColor];

    self.tabBarController = [[UITabBarController alloc] init];
    self.tabBarController.viewControllers = @[
        [[UINavigationController alloc] initWithRootViewController:home],
        [[UINavigationController alloc] initWithRootViewController:cart],
        [[UINavigationController alloc] initWithRootViewController:mine],
    ];
    self.window.rootViewController = self.tabBarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
