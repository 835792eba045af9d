//
//  RDTabBarControllerConfig.h
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <CYLTabBarController/CYLTabBarController.h>

NS_ASSUME_NONNULL_BEGIN

@interface RDTabBarControllerConfig : NSObject

@property (nonatomic, strong, readonly) CYLTabBarController *tabBarController;

@end

NS_ASSUME_NONNULL_END
