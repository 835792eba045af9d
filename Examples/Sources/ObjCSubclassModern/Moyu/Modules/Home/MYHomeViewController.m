//
//  MYHomeViewController.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MYHomeViewController.h"

@interface MYHomeViewController ()

@property (nonatomic, strong) UICollectionView *feedView;

@end

@implementation MYHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = NSLocalizedString(@"tab.home", @"首页");
    self.view.backgroundColor = [UIColor whiteColor];
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    layout.minimumInteritemSpacing = 8;
    self.feedView = [[UICollectionView alloc] initWithFrame:self.view.bounds collectionViewLayout:layout];
    self.feedView.backgroundColor = [UIColor whiteColor];
    [self.view addSubview:self.feedView];
}

@end
