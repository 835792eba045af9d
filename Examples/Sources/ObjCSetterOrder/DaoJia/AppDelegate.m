//
//  AppDelegate.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "AppDelegate.h"
#import "DJRootManager.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.backgroundColor = [UIColor whiteColor];
    [self.window makeKeyAndVisible];

    BOOL isWorker = [[NSUserDefaults standardUserDefaults] boolForKey:@"DJLoginAsWorker"];
    if (isWorker) {
        [[DJRootManager sharedManager] switchToWorkerTabBar];
    } else {
        [[DJRootManager sharedManager] switchToCustomerTabBar];
    }
    return YES;
}

@end
