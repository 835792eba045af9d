//
//  RDMineViewController.m
//  Yuedu
//
//  Created by 钱多多 on 2019/11/27.
//  Copyright © 2019 Yuedu. All rights reserved.
//

#import "RDMineViewController.h"

@implementation RDMineViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"我的";
    self.view.backgroundColor = [UIColor groupTableViewBackgroundColor];
}

@end
