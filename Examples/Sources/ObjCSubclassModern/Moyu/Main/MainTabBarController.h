//
//  MainTabBarController.h
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import <CYLTabBarController/CYLTabBarController.h>

NS_ASSUME_NONNULL_BEGIN

@interface MainTabBarController : CYLTabBarController

- (instancetype)initWithContext:(NSString *)context;

@end

NS_ASSUME_NONNULL_END
