//
//  LLSameCityViewController.m
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#import "LLSameCityViewController.h"

@implementation LLSameCityViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // 导航栏标题跟随 TabBar 标题
    self.title = self.tabBarItem.title;
#if 0
    self.title = @"同城活动";
#endif
    self.tableView.tableFooterView = [[UIView alloc] init];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 0;
}

@end
