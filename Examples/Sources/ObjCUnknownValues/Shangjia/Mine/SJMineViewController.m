//
//  SJMineViewController.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "SJMineViewController.h"

@implementation SJMineViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedStringFromTable(@"tab.mine", @"Tab", nil);
    self.view.backgroundColor = [UIColor whiteColor];
}

@end
