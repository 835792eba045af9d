//
//  XZPostButton.m
//  XianZhi
//
//  Created by 陈默 on 16/5/14.
//  Copyright © 2016年 XianZhi. All rights reserved.
//

#import "XZPostButton.h"
#import "CYLTabBarController.h"

@interface XZPostButton () {
    CGFloat _buttonImageHeight;
}

@end

@implementation XZPostButton

#pragma mark -
#pragma mark - Life Cycle

+ (void)load {
    [super registerSubclass];
}

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        self.titleLabel.textAlignment = NSTextAlignmentCenter;
        self.adjustsImageWhenHighlighted = NO;
    }
    return self;
}

#pragma mark -
#pragma mark - CYLPlusButtonSubclassing Methods

+ (instancetype)plusButton {
    XZPostButton *button = [[XZPostButton alloc] init];
    [button setImage:[UIImage imageNamed:@"xianyu_post"] forState:UIControlStateNormal];
    [button setImage:[UIImage imageNamed:@"xianyu_post_selected"] forState:UIControlStateHighlighted];
    [button setTitle:@"发布" forState:UIControlStateNormal];
    [button setTitleColor:[UIColor grayColor] forState:UIControlStateNormal];
    button.titleLabel.font = [UIFont systemFontOfSize:9.5];
    [button sizeToFit];
    [button addTarget:button action:@selector(clickPublish) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

//+ (NSUInteger)indexOfPlusButtonInTabBar {
//    return 3;
//}

+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
    return 0.3;
}

#pragma mark -
#pragma mark - Event Response

- (void)clickPublish {
    UIViewController *viewController = [self cyl_tabBarController].selectedViewController;
    UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
    [sheet addAction:[UIAlertAction actionWithTitle:@"拍照" style:UIAlertActionStyleDefault handler:nil]];
    [sheet addAction:[UIAlertAction actionWithTitle:@"从相册选取" style:UIAlertActionStyleDefault handler:nil]];
    [sheet addAction:[UIAlertAction actionWithTitle:@"取消" style:UIAlertActionStyleCancel handler:nil]];
    [viewController presentViewController:sheet animated:YES completion:nil];
}

@end
