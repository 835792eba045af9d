//
//  AppDelegate.h
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
