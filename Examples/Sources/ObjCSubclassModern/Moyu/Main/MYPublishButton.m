//
//  MYPublishButton.m
//  Moyu
//
//  Created by 林一舟 on 2020/6/8.
//  Copyright © 2020 Moyu Tech. All rights reserved.
//

#import "MYPublishButton.h"
#import "MYPublishViewController.h"

@implementation MYPublishButton

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        self.titleLabel.textAlignment = NSTextAlignmentCenter;
        self.adjustsImageWhenHighlighted = NO;
    }
    return self;
}

// 上下结构：图片在上，文字在下
- (void)layoutSubviews {
    [super layoutSubviews];
    CGFloat const imageViewEdge = self.bounds.size.width * 0.6;
    CGFloat const centerOfView = self.bounds.size.width * 0.5;
    CGFloat const labelLineHeight = self.titleLabel.font.lineHeight;
    CGFloat const verticalMargin = (self.bounds.size.height - labelLineHeight - imageViewEdge) / 2;
    self.imageView.bounds = CGRectMake(0, 0, imageViewEdge, imageViewEdge);
    self.imageView.center = CGPointMake(centerOfView, verticalMargin + imageViewEdge * 0.5);
    self.titleLabel.bounds = CGRectMake(0, 0, self.bounds.size.width, labelLineHeight);
    self.titleLabel.center = CGPointMake(centerOfView, imageViewEdge + verticalMargin * 2 + labelLineHeight * 0.5 + 5);
}

#pragma mark - CYLPlusButtonSubclassing

+ (id)plusButton {
    MYPublishButton *button = [[MYPublishButton alloc] init];
    [button setImage:[UIImage imageNamed:@"compose_button"] forState:UIControlStateNormal];
    [button setImage:[UIImage imageNamed:@"compose_button_highlighted"] forState:UIControlStateSelected];
    [button setTitle:@"发布" forState:UIControlStateNormal];
    [button setTitleColor:[UIColor grayColor] forState:UIControlStateNormal];
    button.titleLabel.font = [UIFont systemFontOfSize:10];
    [button sizeToFit];
    // 使用了 +plusChildViewController，不要再 addTarget
    return button;
}

+ (UIViewController *)plusChildViewController {
    MYPublishViewController *publishViewController = [[MYPublishViewController alloc] init];
    return [[CYLBaseNavigationController alloc] initWithRootViewController:publishViewController];
}

+ (NSUInteger)indexOfPlusButtonInTabBar {
    return 2;
}

+ (BOOL)shouldSelectPlusChildViewController {
    return YES;
}

+ (CGFloat)multiplerInCenterY {
    return 0.3;
}

@end
