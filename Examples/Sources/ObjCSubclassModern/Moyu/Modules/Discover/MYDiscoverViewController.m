//
//  MYDiscoverViewController.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MYDiscoverViewController.h"

@interface MYDiscoverViewController ()

@property (nonatomic, strong) UIScrollView *scrollView;

@end

@implementation MYDiscoverViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Discover";
    self.view.backgroundColor = [UIColor colorWithWhite:0.96 alpha:1.0];
    self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    self.scrollView.alwaysBounceVertical = YES;
    [self.view addSubview:self.scrollView];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.navigationController setNavigationBarHidden:NO animated:animated];
}

@end
