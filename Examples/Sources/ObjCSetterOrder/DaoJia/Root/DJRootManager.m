//
//  DJRootManager.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJRootManager.h"
#import <CYLTabBarController/CYLTabBarController.h>
#import "DJNavigationController.h"
#import "DJWorkerTabBarConfig.h"
#import "DJHomeViewController.h"
#import "DJOrderListViewController.h"
#import "DJProfileViewController.h"

@implementation DJRootManager

+ (instancetype)sharedManager {
    static DJRootManager *manager = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        manager = [[DJRootManager alloc] init];
    });
    return manager;
}

- (void)switchToCustomerTabBar {
    DJHomeViewController *homeVC = [[DJHomeViewController alloc] init];
    DJOrderListViewController *ordersVC = [[DJOrderListViewController alloc] init];
    ordersVC.title = @"我的订单";
    DJProfileViewController *profileVC = [[DJProfileViewController alloc] init];

    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
    tabBarController.viewControllers = @[[[DJNavigationController alloc] initWithRootViewController:homeVC],
                                         [[DJNavigationController alloc] initWithRootViewController:ordersVC],
                                         [[DJNavigationController alloc] initWithRootViewController:profileVC]];
    tabBarController.tabBarItemsAttributes = [self customerTabBarItemsAttributes];
    tabBarController.tabBar.tintColor = [UIColor colorWithRed:0.0 green:0.6 blue:0.4 alpha:1.0];
    [UIApplication sharedApplication].keyWindow.rootViewController = tabBarController;
}

- (void)switchToWorkerTabBar {
    CYLTabBarController *tabBarController = [DJWorkerTabBarConfig workerTabBarController];
    [UIApplication sharedApplication].keyWindow.rootViewController = tabBarController;
}

- (NSArray<NSDictionary *> *)customerTabBarItemsAttributes {
    NSDictionary *home = @{CYLTabBarItemTitle : @"首页",
                           CYLTabBarItemImage : @"home_normal",
                           CYLTabBarItemSelectedImage : @"home_highlight"};
    NSDictionary *orders = @{CYLTabBarItemTitle : @"订单",
                             CYLTabBarItemImage : @"message_normal",
                             CYLTabBarItemSelectedImage : @"message_highlight"};
    NSDictionary *profile = @{CYLTabBarItemTitle : @"我的",
                              CYLTabBarItemImage : @"me_normal",
                              CYLTabBarItemSelectedImage : @"me_highlight"};
    return @[home, orders, profile];
}

@end
