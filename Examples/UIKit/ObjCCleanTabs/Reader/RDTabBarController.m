#import "RDTabBarController.h"
#import "RDFeedViewController.h"
#import "RDSavedViewController.h"
#import "RDMeViewController.h"

@implementation RDTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self applyAppearance];

    RDFeedViewController *feed = [[RDFeedViewController alloc] init];
    feed.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Feed"
                                                    image:[UIImage imageNamed:@"tab_feed"]
                                            selectedImage:[[UIImage imageNamed:@"tab_feed_on"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal]];
    UINavigationController *feedNav = [[UINavigationController alloc] initWithRootViewController:feed];

    RDSavedViewController *saved = [[RDSavedViewController alloc] init];
    saved.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Saved"
                                                     image:[UIImage imageNamed:@"tab_saved"]
                                             selectedImage:[UIImage imageNamed:@"tab_saved_on"]];
    UINavigationController *savedNav = [[UINavigationController alloc] initWithRootViewController:saved];

    RDMeViewController *me = [[RDMeViewController alloc] init];
    me.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Me"
                                                  image:[UIImage imageNamed:@"tab_me"]
                                          selectedImage:[UIImage imageNamed:@"tab_me_on"]];
    UINavigationController *meNav = [[UINavigationController alloc] initWithRootViewController:me];

    self.viewControllers = @[feedNav, savedNav, meNav];
}

- (void)applyAppearance {
    if (@available(iOS 13.0, *)) {
        UITabBarAppearance *appearance = [[UITabBarAppearance alloc] init];
        [appearance configureWithOpaqueBackground];
        self.tabBar.standardAppearance = appearance;
        if (@available(iOS 15.0, *)) {
            self.tabBar.scrollEdgeAppearance = appearance;
        }
    } else {
        self.tabBar.barTintColor = [UIColor whiteColor];
    }
}

- (NSArray<UIView *> *)tabButtons {
    NSMutableArray<UIView *> *buttons = [NSMutableArray array];
    for (UIView *view in self.tabBar.subviews) {
        if ([view isKindOfClass:[UIControl class]]) {
            [buttons addObject:view];
        }
    }
    return buttons;
}

@end
