//
//  AppDelegate.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "AppDelegate.h"
#import "SJPlusButton.h"
#import "SJTabBarControllerConfig.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    [SJPlusButton registerPlusButton];
    self.window.rootViewController = [SJTabBarControllerConfig tabBarController];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
