//
//  LLHomeViewController.m
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#import "LLHomeViewController.h"

@implementation LLHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"首页";    //✅sets navigation bar title.
//    self.tabBarItem.title = @"首页23333";  //❌sets tab bar title.
//    self.title = @"首页1";                 //❌sets both of these. Do not do this‼️
    self.tableView.rowHeight = 64;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 10;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ · 第%@条", self.title, @(indexPath.row + 1)];
    return cell;
}

@end
