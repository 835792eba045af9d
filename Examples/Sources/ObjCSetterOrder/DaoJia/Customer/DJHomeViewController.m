//
//  DJHomeViewController.m
//  DaoJia
//
//  Created by 孙浩 on 2019/4/16.
//  Copyright © 2019 DaoJia. All rights reserved.
//

#import "DJHomeViewController.h"

@implementation DJHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"首页";
    self.view.backgroundColor = [UIColor colorWithWhite:0.97 alpha:1.0];
}

@end
