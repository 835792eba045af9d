//
//  CYLTabBarControllerConfig.h
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import <Foundation/Foundation.h>
#import "CYLTabBarController.h"

@interface CYLTabBarControllerConfig : NSObject

@property (nonatomic, readonly, strong) CYLTabBarController *tabBarController;

@end
