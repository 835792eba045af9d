//
//  AppDelegate.h
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
