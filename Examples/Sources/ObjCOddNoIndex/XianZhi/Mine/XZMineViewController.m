//
//  XZMineViewController.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "XZMineViewController.h"

@implementation XZMineViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"我的";
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 4;
}

@end
