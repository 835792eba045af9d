//
//  TCHomeViewController.m
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import "TCHomeViewController.h"

@interface TCHomeViewController ()

@property (nonatomic, copy) NSArray<NSString *> *activities;

@end

@implementation TCHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"首页";    //✅ 只设置导航栏标题
    //self.title = @"首页1";                //❌ 会同时改掉 TabBarItem 的标题，不要这样写
    self.activities = @[@"周末市集", @"读书会", @"夜跑团"];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"ActivityCell"];
}

#pragma mark - Table view data source

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.activities.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"ActivityCell" forIndexPath:indexPath];
    cell.textLabel.text = self.activities[indexPath.row];
    return cell;
}

@end
