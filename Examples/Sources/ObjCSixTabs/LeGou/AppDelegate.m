//
//  AppDelegate.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "AppDelegate.h"
#import "LGTabBarControllerConfig.h"

@interface AppDelegate ()

@property (nonatomic, strong) LGTabBarControllerConfig *tabBarConfig;

@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.tabBarConfig = [[LGTabBarControllerConfig alloc] init];
    self.window.rootViewController = self.tabBarConfig.tabBarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
