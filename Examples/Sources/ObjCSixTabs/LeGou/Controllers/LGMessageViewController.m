//
//  LGMessageViewController.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "LGMessageViewController.h"

@implementation LGMessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"消息";
    self.view.backgroundColor = [UIColor whiteColor];
}

@end
