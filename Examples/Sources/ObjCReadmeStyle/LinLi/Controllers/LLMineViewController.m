//
//  LLMineViewController.m
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#import "LLMineViewController.h"

@implementation LLMineViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"我的";
    self.tableView.sectionFooterHeight = 0.01;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 3;
}

@end
