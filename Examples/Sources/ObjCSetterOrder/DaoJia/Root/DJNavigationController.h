//
//  DJNavigationController.h
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface DJNavigationController : UINavigationController

@end
