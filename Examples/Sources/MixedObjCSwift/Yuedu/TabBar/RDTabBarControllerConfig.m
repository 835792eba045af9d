//
//  RDTabBarControllerConfig.m
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import "RDTabBarControllerConfig.h"
#import "RDBookshelfViewController.h"
#import "RDMineViewController.h"
#import "Yuedu-Swift.h"

@interface RDTabBarControllerConfig ()

@property (nonatomic, strong, readwrite) CYLTabBarController *tabBarController;

@end

@implementation RDTabBarControllerConfig

- (CYLTabBarController *)tabBarController {
    if (!_tabBarController) {
        _tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:self.viewControllers
                                                               tabBarItemsAttributes:self.tabBarItemsAttributes];
    }
    return _tabBarController;
}

- (NSArray<UIViewController *> *)viewControllers {
    RDBookshelfViewController *bookshelfVC = [[RDBookshelfViewController alloc] init];
    StoreViewController *storeVC = [[StoreViewController alloc] init];
    MessagesViewController *messagesVC = [[MessagesViewController alloc] init];
    RDMineViewController *mineVC = [[RDMineViewController alloc] init];
    return @[[[UINavigationController alloc] initWithRootViewController:bookshelfVC],
             [[UINavigationController alloc] initWithRootViewController:storeVC],
             [[UINavigationController alloc] initWithRootViewController:messagesVC],
             [[UINavigationController alloc] initWithRootViewController:mineVC]];
}

- (NSArray<NSDictionary *> *)tabBarItemsAttributes {
    NSDictionary *bookshelfAttributes = @{CYLTabBarItemTitle : @"书架",
                                          CYLTabBarItemImage : @"home_normal",
                                          CYLTabBarItemSelectedImage : @"home_highlight"};
    NSDictionary *storeAttributes = @{CYLTabBarItemTitle : @"书城",
                                      CYLTabBarItemImage : @"xianyu_pond",
                                      CYLTabBarItemSelectedImage : @"xianyu_pond_selected"};
    NSDictionary *messagesAttributes = @{CYLTabBarItemTitle : @"消息",
                                         CYLTabBarItemImage : @"tabbar_contacts",
                                         CYLTabBarItemSelectedImage : @"tabbar_contactsHL"};
    NSDictionary *mineAttributes = @{CYLTabBarItemTitle : @"我的",
                                     CYLTabBarItemSelectedImage : @"me_highlight"};
    return @[bookshelfAttributes, storeAttributes, messagesAttributes, mineAttributes];
}

@end
