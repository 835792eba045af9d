//
//  LGTabBarControllerConfig.h
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <CYLTabBarController/CYLTabBarController.h>

@interface LGTabBarControllerConfig : NSObject

@property (nonatomic, strong, readonly) CYLTabBarController *tabBarController;

@end
