//
//  CYLPlusButtonSubclass.m
//  TongCheng
//
//  Created by 王晓东 on 2017/3/2.
//  Copyright © 2017年 TongCheng. All rights reserved.
//

#import "CYLPlusButtonSubclass.h"
#import "CYLTabBarController.h"

@interface CYLPlusButtonSubclass () <UIActionSheetDelegate>

@end

@implementation CYLPlusButtonSubclass

#pragma mark - Life Cycle

// 注册放在 -[AppDelegate application:didFinishLaunchingWithOptions:] 里，+load 在 iOS 10 下有崩溃风险

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        self.titleLabel.textAlignment = NSTextAlignmentCenter;
        self.adjustsImageWhenHighlighted = NO;
    }
    return self;
}

#pragma mark - CYLPlusButtonSubclassing

+ (id)plusButton {
    CYLPlusButtonSubclass *button = [[CYLPlusButtonSubclass alloc] init];
    UIImage *buttonImage = [UIImage imageNamed:@"post_normal"];
    [button setImage:buttonImage forState:UIControlStateNormal];
    [button setTitle:@"发布" forState:UIControlStateNormal];
    [button setTitleColor:[UIColor grayColor] forState:UIControlStateNormal];
    button.titleLabel.font = [UIFont systemFontOfSize:9.5];
    button.frame = CGRectMake(0.0, 0.0, 60, 44);
    [button addTarget:button action:@selector(clickPublish) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

+ (NSUInteger)indexOfPlusButtonInTabBar {
    return 2;
}

+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
    return 0.5;
}

//+ (CGFloat)multiplerInCenterY {
//    return  0.3;
//}

//+ (UIViewController *)plusChildViewController {
//    UIViewController *plusChildViewController = [[UIViewController alloc] init];
//    plusChildViewController.navigationItem.title = @"发布";
//    return [[UINavigationController alloc] initWithRootViewController:plusChildViewController];
//}

#pragma mark - Event Response

- (void)clickPublish {
    CYLTabBarController *tabBarController = [self cyl_tabBarController];
    UIViewController *viewController = tabBarController.selectedViewController;
    UIActionSheet *actionSheet = [[UIActionSheet alloc] initWithTitle:nil
                                                             delegate:self
                                                    cancelButtonTitle:@"取消"
                                               destructiveButtonTitle:nil
                                                    otherButtonTitles:@"发布活动", @"发布动态", nil];
    [actionSheet showInView:viewController.view];
}

- (void)actionSheet:(UIActionSheet *)actionSheet didDismissWithButtonIndex:(NSInteger)buttonIndex {
    NSLog(@"buttonIndex = %@", @(buttonIndex));
}

@end
