//
//  SJTabBarControllerConfig.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "SJTabBarControllerConfig.h"
#import "SJConstants.h"
#import "SJAccount.h"
#import "SJHomeViewController.h"
#import "SJMineViewController.h"

@implementation SJTabBarControllerConfig

+ (CYLTabBarController *)tabBarController {
    NSArray *viewControllers = [self viewControllers];
    NSArray *tabBarItemsAttributes = [self tabBarItemsAttributes];
    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] initWithViewControllers:viewControllers
                                                                          tabBarItemsAttributes:tabBarItemsAttributes];
    tabBarController.tabBarHeight = CYL_IS_IPHONE_X ? 83 : 49;
    return tabBarController;
}

+ (NSArray *)viewControllers {
    SJHomeViewController *homeViewController = [[SJHomeViewController alloc] init];
    UINavigationController *homeNavigationController = [[UINavigationController alloc] initWithRootViewController:homeViewController];
    // 消息模块是 storyboard 做的
    UIViewController *messageNavigationController = [[UIStoryboard storyboardWithName:@"Message" bundle:nil] instantiateInitialViewController];
    SJMineViewController *mineViewController = [SJMineViewController new];
    UINavigationController *mineNavigationController = [[UINavigationController alloc] initWithRootViewController:mineViewController];
    return @[homeNavigationController, messageNavigationController, mineNavigationController];
}

+ (NSArray *)tabBarItemsAttributes {
    BOOL isMerchant = [SJAccount currentAccount].isMerchant;
    NSDictionary *homeAttributes = @{
        CYLTabBarItemTitle : isMerchant ? @"店铺" : SJ_TAB_TITLE_HOME,
        CYLTabBarItemImage : SJ_TAB_IMAGE_HOME,
        CYLTabBarItemSelectedImage : @"home_highlight",
    };
    NSDictionary *messageAttributes = @{
        CYLTabBarItemTitle : SJTabTitleMessage,
        CYLTabBarItemImage : [UIImage imageNamed:@"message_normal"],
        CYLTabBarItemSelectedImage : [UIImage imageNamed:@"message_highlight"],
    };
    NSDictionary *mineAttributes = @{
        CYLTabBarItemTitle : NSLocalizedStringFromTable(@"tab.mine", @"Tab", nil),
        CYLTabBarItemImage : @"me_normal",
        CYLTabBarItemSelectedImage : @"me_highlight",
    };
    return @[homeAttributes, messageAttributes, mineAttributes];
}

@end
