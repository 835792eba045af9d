#import "AppDelegate.h"
#import "MainTabBarControllerConfig.h"
#import "CYLPlusButtonSubclass.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [CYLPlusButtonSubclass registerPlusButton];
    MainTabBarControllerConfig *tabBarControllerConfig = [[MainTabBarControllerConfig alloc] init];
    CYLTabBarController *tabBarController = tabBarControllerConfig.tabBarController;
    [self.window setRootViewController:tabBarController];
    tabBarController.delegate = self;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
