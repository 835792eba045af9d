//
//  DJNavigationController.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJNavigationController.h"

@implementation DJNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationBar.translucent = NO;
}

- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated {
    if (self.viewControllers.count > 0) {
        viewController.hidesBottomBarWhenPushed = YES;
    }
    [super pushViewController:viewController animated:animated];
}

@end
