//
//  LGTabBarControllerConfig.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "LGTabBarControllerConfig.h"
#import "LGNavigationController.h"
#import "LGHomeViewController.h"
#import "LGCategoryViewController.h"
#import "LGDiscoverViewController.h"
#import "LGCartViewController.h"
#import "LGMessageViewController.h"
#import "LGProfileViewController.h"

@interface LGTabBarControllerConfig ()

@property (nonatomic, strong, readwrite) CYLTabBarController *tabBarController;

@end

@implementation LGTabBarControllerConfig

- (CYLTabBarController *)tabBarController {
    if (!_tabBarController) {
        _tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:[self viewControllers]
                                                               tabBarItemsAttributes:[self tabBarItemsAttributes]];
        _tabBarController.tabBar.tintColor = [UIColor colorWithRed:0.93 green:0.2 blue:0.2 alpha:1];
    }
    return _tabBarController;
}

- (NSArray *)viewControllers {
    LGHomeViewController *homeVC = [[LGHomeViewController alloc] init];
    homeVC.title = @"首页";
    LGCategoryViewController *categoryVC = [[LGCategoryViewController alloc] init];
    categoryVC.title = @"分类";
    LGDiscoverViewController *discoverVC = [[LGDiscoverViewController alloc] init];
    LGCartViewController *cartVC = [[LGCartViewController alloc] init];
    cartVC.title = @"购物车";
    LGMessageViewController *messageVC = [[LGMessageViewController alloc] init];
    LGProfileViewController *profileVC = [[LGProfileViewController alloc] init];

    return @[[[LGNavigationController alloc] initWithRootViewController:homeVC],
             [[LGNavigationController alloc] initWithRootViewController:categoryVC],
             [[LGNavigationController alloc] initWithRootViewController:discoverVC],
             [[LGNavigationController alloc] initWithRootViewController:cartVC],
             [[LGNavigationController alloc] initWithRootViewController:messageVC],
             [[LGNavigationController alloc] initWithRootViewController:profileVC]];
}

- (NSArray *)tabBarItemsAttributes {
    return @[@{CYLTabBarItemTitle : @"首页",
               CYLTabBarItemImage : @"home_normal",
               CYLTabBarItemSelectedImage : @"home_highlight"},
             @{CYLTabBarItemTitle : @"分类",
               CYLTabBarItemImage : @"xianyu_pond",
               CYLTabBarItemSelectedImage : @"xianyu_pond_selected"},
             @{CYLTabBarItemTitle : @"发现",
               CYLTabBarItemImage : @"discover_normal",
               CYLTabBarItemSelectedImage : @"discover_highlight"},
             @{CYLTabBarItemTitle : @"购物车",
               CYLTabBarItemImage : @"tabbar_contacts",
               CYLTabBarItemSelectedImage : @"tabbar_contactsHL"},
             @{CYLTabBarItemTitle : @"发现",
               CYLTabBarItemImage : @"message_normal",
               CYLTabBarItemSelectedImage : @"message_highlight"},
             @{CYLTabBarItemTitle : @"我的",
               CYLTabBarItemImage : @"me_normal",
               CYLTabBarItemSelectedImage : @"me_highlight"}];
}

@end
