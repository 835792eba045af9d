//
//  AppDelegate.h
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (nonatomic, strong) UIWindow *window;

@end
