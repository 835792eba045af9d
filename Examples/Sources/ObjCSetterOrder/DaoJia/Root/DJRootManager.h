//
//  DJRootManager.h
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface DJRootManager : NSObject

+ (instancetype)sharedManager;

/// 用户端：首页 / 订单 / 我的
- (void)switchToCustomerTabBar;
/// 师傅端：接单 / 日程 / 收入 / 我的
- (void)switchToWorkerTabBar;

@end

NS_ASSUME_NONNULL_END
