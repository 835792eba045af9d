//
//  XZHomeViewController.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "XZHomeViewController.h"
#import "XZGoods.h"

@interface XZHomeViewController ()

@property (nonatomic, copy) NSArray<XZGoods *> *goodsList;

@end

@implementation XZHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"闲置";
    [self loadGoods];
}

- (void)loadGoods {
    AVQuery *query = [XZGoods query];
    [query orderByDescending:@"createdAt"];
    query.limit = 20;
    [query findObjectsInBackgroundWithBlock:^(NSArray *objects, NSError *error) {
        self.goodsList = objects;
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.goodsList.count;
}

@end
