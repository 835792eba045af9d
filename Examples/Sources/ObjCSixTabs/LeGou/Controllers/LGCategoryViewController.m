//
//  LGCategoryViewController.m
//  LeGou
//
//  Created by 赵子龙 on 2018/11/20.
//  Copyright © 2018年 LeGou. All rights reserved.
//

#import "LGCategoryViewController.h"

@implementation LGCategoryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];
    UISegmentedControl *segment = [[UISegmentedControl alloc] initWithItems:@[@"品类", @"品牌"]];
    segment.selectedSegmentIndex = 0;
    self.navigationItem.titleView = segment;
}

@end
