//
//  AppDelegate.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "AppDelegate.h"
#import "MainTabBarController.h"
#import "MYPublishButton.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.backgroundColor = [UIColor whiteColor];

    [MYPublishButton registerPlusButton];
    MainTabBarController *tabBarController = [[MainTabBarController alloc] initWithContext:NSStringFromClass([CYLTabBarController class])];
    self.window.rootViewController = tabBarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
