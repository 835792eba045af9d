//
//  DJWorkerProfileViewController.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJWorkerProfileViewController.h"

@implementation DJWorkerProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"个人中心";
    self.view.backgroundColor = [UIColor colorWithWhite:0.97 alpha:1.0];
}

@end
