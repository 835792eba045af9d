//
//  AppDelegate.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "AppDelegate.h"
#import <AVOSCloud/AVOSCloud.h>
#import "XZTabBarControllerConfig.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [AVOSCloud setApplicationId:@"xz-app-id" clientKey:@"xz-client-key"];

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    XZTabBarControllerConfig *config = [[XZTabBarControllerConfig alloc] init];
    self.window.rootViewController = config.tabBarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
