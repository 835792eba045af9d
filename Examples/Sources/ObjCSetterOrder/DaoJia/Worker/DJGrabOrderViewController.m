//
//  DJGrabOrderViewController.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJGrabOrderViewController.h"

@implementation DJGrabOrderViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"接单";
    self.view.backgroundColor = [UIColor colorWithWhite:0.97 alpha:1.0];
}

@end
