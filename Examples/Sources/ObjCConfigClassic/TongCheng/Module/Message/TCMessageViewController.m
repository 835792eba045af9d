//
//  TCMessageViewController.m
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import "TCMessageViewController.h"
#import "CYLTabBarController.h"

@implementation TCMessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"消息";
    self.tableView.tableFooterView = [[UIView alloc] init];
    NSLog(@"%@ did load, tab title: %@", self.title, self.tabBarItem.title);
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController.tabBarItem setBadgeValue:nil];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 0;
}

@end
