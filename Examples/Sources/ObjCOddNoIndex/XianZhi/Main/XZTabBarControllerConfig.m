//
//  XZTabBarControllerConfig.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "XZTabBarControllerConfig.h"
#import "XZHomeViewController.h"
#import "XZMessageViewController.h"
#import "XZMineViewController.h"

@interface XZTabBarControllerConfig ()

@property (nonatomic, readwrite, strong) CYLTabBarController *tabBarController;

@end

@implementation XZTabBarControllerConfig

- (CYLTabBarController *)tabBarController {
    if (_tabBarController == nil) {
        CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:self.viewControllers
                                                                                   tabBarItemsAttributes:self.tabBarItemsAttributesForController];
        _tabBarController = tabBarController;
    }
    return _tabBarController;
}

- (NSArray *)viewControllers {
    XZHomeViewController *firstViewController = [[XZHomeViewController alloc] init];
    UIViewController *firstNavigationController = [[UINavigationController alloc]
                                                   initWithRootViewController:firstViewController];

    // 2016.5 改版：去掉了“鱼塘”
    // XZPondViewController *secondViewController = [[XZPondViewController alloc] init];
    // UIViewController *secondNavigationController = [[UINavigationController alloc]
    //                                                 initWithRootViewController:secondViewController];

    XZMessageViewController *thirdViewController = [[XZMessageViewController alloc] init];
    UIViewController *thirdNavigationController = [[UINavigationController alloc]
                                                   initWithRootViewController:thirdViewController];

    XZMineViewController *fourthViewController = [[XZMineViewController alloc] init];
    UIViewController *fourthNavigationController = [[UINavigationController alloc]
                                                    initWithRootViewController:fourthViewController];

    NSArray *viewControllers = @[
                                 firstNavigationController,
                                 // secondNavigationController,
                                 thirdNavigationController,
                                 fourthNavigationController
                                 ];
    return viewControllers;
}

- (NSArray *)tabBarItemsAttributesForController {
    NSDictionary *dict1 = @{
                            CYLTabBarItemTitle : @"闲置",
                            CYLTabBarItemImage : @"xianyu_home",
                            CYLTabBarItemSelectedImage : @"xianyu_home_selected",
                            };
    // NSDictionary *dict2 = @{
    //                         CYLTabBarItemTitle : @"鱼塘",
    //                         CYLTabBarItemImage : @"xianyu_pond",
    //                         CYLTabBarItemSelectedImage : @"xianyu_pond_selected",
    //                         };
    NSDictionary *dict3 = @{
                            CYLTabBarItemTitle : @"消息",
                            CYLTabBarItemImage : @"xianyu_message",
                            CYLTabBarItemSelectedImage : @"xianyu_message_selected",
                            };
    NSDictionary *dict4 = @{
                            CYLTabBarItemTitle : @"我的",
                            CYLTabBarItemImage : @"xianyu_mine",
                            CYLTabBarItemSelectedImage : @"xianyu_mine_selected",
                            };
    NSArray *tabBarItemsAttributes = @[ dict1, /* dict2, */ dict3, dict4 ];
    return tabBarItemsAttributes;
}

@end
