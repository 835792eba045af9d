//
//  LGDiscoverViewController.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "LGDiscoverViewController.h"

@implementation LGDiscoverViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"发现好物";
    self.view.backgroundColor = [UIColor whiteColor];
}

@end
