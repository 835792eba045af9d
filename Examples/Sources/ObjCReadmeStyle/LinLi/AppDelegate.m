//
//  AppDelegate.m
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#import "AppDelegate.h"
#import "CYLTabBarController.h"
#import "LLHomeViewController.h"
#import "LLSameCityViewController.h"
#import "LLMineViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    // 发布按钮暂时下线（见 Publish/LLPublishButton.m）
    // [LLPublishButton registerSubclass];
    /* [LLPublishButton registerPlusButton]; */
    [self setupViewControllers];
    [self.window setRootViewController:self.tabBarController];
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)setupViewControllers {
    LLHomeViewController *firstViewController = [[LLHomeViewController alloc] init];
    UIViewController *firstNavigationController = [[UINavigationController alloc]
                                                   initWithRootViewController:firstViewController];

    LLSameCityViewController *secondViewController = [[LLSameCityViewController alloc] init];
    UIViewController *secondNavigationController = [[UINavigationController alloc]
                                                    initWithRootViewController:secondViewController];

    LLMineViewController *thirdViewController = [[LLMineViewController alloc] init];
    UIViewController *thirdNavigationController = [[UINavigationController alloc]
                                                   initWithRootViewController:thirdViewController];

    CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
    [self customizeTabBarForController:tabBarController];

    [tabBarController setViewControllers:@[
                                           firstNavigationController,
                                           secondNavigationController,
                                           thirdNavigationController,
                                           ]];
    self.tabBarController = tabBarController;
}

/*
 *
 在`-setViewControllers:`之前设置TabBar的属性，
 *
 */
- (void)customizeTabBarForController:(CYLTabBarController *)tabBarController {
    NSDictionary *dict1 = @{
                            CYLTabBarItemTitle : @"首页",
                            CYLTabBarItemImage : @"home_normal",
                            CYLTabBarItemSelectedImage : @"home_highlight",
                            };
    NSDictionary *dict2 = @{
                            CYLTabBarItemTitle : @"同城",
                            CYLTabBarItemImage : @"discover_normal",
                            CYLTabBarItemSelectedImage : @"discover_highlight",
                            };
    NSDictionary *dict3 = @{
                            CYLTabBarItemTitle : @"我的",
                            CYLTabBarItemImage : @"me_normal",
                            CYLTabBarItemSelectedImage : @"me_highlight",
                            };
    NSArray *tabBarItemsAttributes = @[ dict1, dict2, dict3 ];
    tabBarController.tabBarItemsAttributes = tabBarItemsAttributes;
}

@end
