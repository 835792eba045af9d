//
//  SJHomeViewController.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "SJHomeViewController.h"
#import "SJConstants.h"
#import "SJAccount.h"

@implementation SJHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = [SJAccount currentAccount].isMerchant ? @"我的店铺" : SJ_TAB_TITLE_HOME;
    self.view.backgroundColor = [UIColor whiteColor];
}

@end
