//
//  TCSameCityViewController.m
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import "TCSameCityViewController.h"

@implementation TCSameCityViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"同城";
    self.tableView.rowHeight = 88;
    self.tableView.tableFooterView = [[UIView alloc] init];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    static NSString *const kCellID = @"SameCityCell";
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCellID];
    if (!cell) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:kCellID];
    }
    cell.textLabel.text = [NSString stringWithFormat:@"附近的活动 %@", @(indexPath.row + 1)];
    return cell;
}

@end
