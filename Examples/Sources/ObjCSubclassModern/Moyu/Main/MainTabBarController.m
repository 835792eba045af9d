//
//  MainTabBarController.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MainTabBarController.h"
#import "MYHomeViewController.h"
#import "MYMessageViewController.h"
#import "MYDiscoverViewController.h"
#import "MYMineViewController.h"

@interface MainTabBarController () <UITabBarControllerDelegate>

@end

@implementation MainTabBarController

- (instancetype)initWithContext:(NSString *)context {
    UIEdgeInsets imageInsets = UIEdgeInsetsZero;
    UIOffset titlePositionAdjustment = UIOffsetMake(0, -3.5);
    if (self = [super initWithViewControllers:[self viewControllersForTabBar]
                        tabBarItemsAttributes:[self tabBarItemsAttributesForController]
                                  imageInsets:imageInsets
                      titlePositionAdjustment:titlePositionAdjustment
                                      context:context]) {
        self.delegate = self;
        [self customizeTabBarAppearance];
    }
    return self;
}

- (NSArray *)viewControllersForTabBar {
    MYHomeViewController *homeViewController = [[MYHomeViewController alloc] init];
    CYLBaseNavigationController *homeNavigationController = [[CYLBaseNavigationController alloc]
                                                             initWithRootViewController:homeViewController];
    MYMessageViewController *messageViewController = [MYMessageViewController new];
    CYLBaseNavigationController *messageNavigationController = [[CYLBaseNavigationController alloc]
                                                                initWithRootViewController:messageViewController];
    MYDiscoverViewController *discoverViewController = [[MYDiscoverViewController alloc] init];
    CYLBaseNavigationController *discoverNavigationController = [[CYLBaseNavigationController alloc]
                                                                 initWithRootViewController:discoverViewController];
    MYMineViewController *mineViewController = [[MYMineViewController alloc] init];
    CYLBaseNavigationController *mineNavigationController = [[CYLBaseNavigationController alloc]
                                                             initWithRootViewController:mineViewController];
    return @[homeNavigationController,
             messageNavigationController,
             discoverNavigationController,
             mineNavigationController];
}

- (NSArray *)tabBarItemsAttributesForController {
    NSDictionary *homeTabBarItemAttributes = @{
        CYLTabBarItemTitle : NSLocalizedString(@"tab.home", @"首页"),
        CYLTabBarItemImage : @"tabbar_mainframe",
        CYLTabBarItemSelectedImage : @"tabbar_mainframeHL",
    };
    NSDictionary *messageTabBarItemAttributes = @{
        CYLTabBarItemTitle : NSLocalizedString(@"tab.message", @"消息"),
        CYLTabBarItemImage : [UIImage imageNamed:@"tabbar_contacts"],
        CYLTabBarItemSelectedImage : @"tabbar_contactsHL",
    };
    // 发现页是运营后加的，还没做多语言
    NSDictionary *discoverTabBarItemAttributes = @{
        CYLTabBarItemTitle : @"发现",
        CYLTabBarItemImage : @"tabbar_discover",
        CYLTabBarItemSelectedImage : @"tabbar_discoverHL",
    };
    NSDictionary *mineTabBarItemAttributes = @{
        CYLTabBarItemTitle : NSLocalizedString(@"tab.mine", @"我的"),
        CYLTabBarItemImage : @"tabbar_me",
        CYLTabBarItemSelectedImage : @"tabbar_meHL",
    };
    return @[homeTabBarItemAttributes,
             messageTabBarItemAttributes,
             discoverTabBarItemAttributes,
             mineTabBarItemAttributes];
}

- (void)customizeTabBarAppearance {
    [self hideTabBarShadowImageView];
    self.tabBar.tintColor = [UIColor colorWithRed:1.0 green:0.4 blue:0.0 alpha:1.0];
    self.tabBar.unselectedItemTintColor = [UIColor cyl_systemGrayColor];
}

#pragma mark - UITabBarControllerDelegate

- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {
    [[self cyl_tabBarController] updateSelectionStatusIfNeededForTabBarController:tabBarController shouldSelectViewController:viewController];
    return YES;
}

@end
