//
//  MYMessageViewController.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MYMessageViewController.h"

@implementation MYMessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // 标签页标题走多语言（tab.message），这里只是导航栏上的英文标题
    self.title = @"Messages";
    self.tableView.tableFooterView = [[UIView alloc] init];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 0;
}

@end
