//
//  AppDelegate.m
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import "AppDelegate.h"
#import "RDTabBarControllerConfig.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [RDTabBarControllerConfig new].tabBarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
