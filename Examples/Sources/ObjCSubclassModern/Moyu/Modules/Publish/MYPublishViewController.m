//
//  MYPublishViewController.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MYPublishViewController.h"

@implementation MYPublishViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"发布";
    self.view.backgroundColor = [UIColor whiteColor];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"发送"
                                                                              style:UIBarButtonItemStyleDone
                                                                             target:self
                                                                             action:@selector(send:)];
}

- (void)send:(id)sender {
    [self.view endEditing:YES];
}

@end
