//
//  MainTabBarControllerConfig.m
//  微博@iOS程序犭袁 😀
//

#import "MainTabBarControllerConfig.h"
#import <UIKit/UIKit.h>
#define RGB(r,g,b) [UIColor colorWithRed:(r)/255.0 \
    green:(g)/255.0 blue:(b)/255.0 alpha:1]
#define kHomeTitle @"首页"

static CGFloat const CYLTabBarControllerHeight = 40.f;

@implementation MainTabBarControllerConfig

- (CYLTabBarController *)tabBarController {
    if (_tabBarController == nil) {
        UIOffset titlePositionAdjustment = UIOffsetMake(0, -3.5);
        CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:self.viewControllers
                                                                                   tabBarItemsAttributes:self.tabBarItemsAttributesForController
                                                                                             imageInsets:UIEdgeInsetsZero
                                                                                 titlePositionAdjustment:titlePositionAdjustment];
        tabBarController.tabBarHeight = CYL_IS_IPHONE_X ? 65 : 40;
        _tabBarController = tabBarController;
    }
    return _tabBarController;
}

- (NSArray *)viewControllers {
    CYLHomeViewController *firstViewController = [[CYLHomeViewController alloc] init];
    UIViewController *firstNavigationController = [[CYLBaseNavigationController alloc]
                                                   initWithRootViewController:firstViewController];
    CYLMessageViewController *secondViewController = [CYLMessageViewController new];
    secondViewController.title = @"消息";
    return @[ firstNavigationController, [[UINavigationController alloc] initWithRootViewController:secondViewController] ];
}

- (NSArray *)tabBarItemsAttributesForController {
    NSDictionary *home = @{ CYLTabBarItemTitle : kHomeTitle,
                            CYLTabBarItemImage : [UIImage imageNamed:@"home_normal"],
                            CYLTabBarItemSelectedImage : @"home_highlight", };
    NSDictionary *message = @{ CYLTabBarItemTitle : NSLocalizedString(@"message", @"消息"),
                               CYLTabBarItemImage : @"message_normal",
                               CYLTabBarItemImageInsets : [NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(4.5, 0, -4.5, 0)] };
    return @[ home, message ];
}

@end
