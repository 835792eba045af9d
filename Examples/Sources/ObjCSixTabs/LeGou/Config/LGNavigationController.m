//
//  LGNavigationController.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "LGNavigationController.h"

@implementation LGNavigationController

- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
    if (self.childViewControllers.count > 0) {
        viewController.hidesBottomBarWhenPushed = YES;
    }
    [super pushViewController:viewController animated:animated];
}

@end
