//
//  DJWorkerTabBarConfig.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJWorkerTabBarConfig.h"
#import <CYLTabBarController/CYLTabBarController.h>
#import "DJNavigationController.h"
#import "DJGrabOrderViewController.h"
#import "DJScheduleViewController.h"
#import "DJWorkerProfileViewController.h"

@implementation DJWorkerTabBarConfig

+ (CYLTabBarController *)workerTabBarController {
    NSArray *viewControllers = [self viewControllers];
    NSArray *tabBarItemsAttributes = [self tabBarItemsAttributes];
    CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:viewControllers tabBarItemsAttributes:tabBarItemsAttributes];
    tabBarController.tabBar.tintColor = [UIColor orangeColor];
    return tabBarController;
}

+ (NSArray *)viewControllers {
    DJGrabOrderViewController *grabVC = [[DJGrabOrderViewController alloc] init];
    DJNavigationController *grabNav = [[DJNavigationController alloc] initWithRootViewController:grabVC];

    DJScheduleViewController *scheduleVC = [[DJScheduleViewController alloc] init];
    DJNavigationController *scheduleNav = [[DJNavigationController alloc] initWithRootViewController:scheduleVC];

    // TODO: 收入页 DJIncomeViewController 下个版本上线

    DJWorkerProfileViewController *profileVC = [[DJWorkerProfileViewController alloc] init];
    DJNavigationController *profileNav = [[DJNavigationController alloc] initWithRootViewController:profileVC];

    return @[grabNav, scheduleNav, profileNav];
}

+ (NSArray *)tabBarItemsAttributes {
    NSDictionary *grab = @{CYLTabBarItemTitle : @"接单",
                           CYLTabBarItemImage : @"tabbar_mainframe",
                           CYLTabBarItemSelectedImage : @"tabbar_mainframeHL"};
    NSDictionary *schedule = @{CYLTabBarItemTitle : @"日程",
                               CYLTabBarItemImage : @"tabbar_discover",
                               CYLTabBarItemSelectedImage : @"tabbar_discoverHL"};
    NSDictionary *income = @{CYLTabBarItemTitle : @"收入",
                             CYLTabBarItemImage : @"airbnb_trips",
                             CYLTabBarItemSelectedImage : @"airbnb_trips_selected"};
    NSDictionary *profile = @{CYLTabBarItemTitle : @"我的",
                              CYLTabBarItemImage : @"tabbar_me",
                              CYLTabBarItemSelectedImage : @"tabbar_meHL"};
    return @[grab, schedule, income, profile];
}

@end
