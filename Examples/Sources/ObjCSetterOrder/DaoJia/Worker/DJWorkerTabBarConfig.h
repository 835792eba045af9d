//
//  DJWorkerTabBarConfig.h
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import <Foundation/Foundation.h>

@class CYLTabBarController;

@interface DJWorkerTabBarConfig : NSObject

+ (CYLTabBarController *)workerTabBarController;

@end
