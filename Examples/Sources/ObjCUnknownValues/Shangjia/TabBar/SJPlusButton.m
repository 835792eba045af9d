//
//  SJPlusButton.m
//  Shangjia
//
//  Created by 郑凯 on 2017/8/21.
//  Copyright © 2017年 Shangjia. All rights reserved.
//

#import "SJPlusButton.h"
#import "SJConstants.h"
#import "CYLTabBarController.h"

@implementation SJPlusButton

+ (id)plusButton {
    SJPlusButton *button = [SJPlusButton buttonWithType:UIButtonTypeCustom];
    [button setBackgroundImage:[UIImage imageNamed:@"compose_button"] forState:UIControlStateNormal];
    [button setBackgroundImage:[UIImage imageNamed:@"compose_button_highlighted"] forState:UIControlStateHighlighted];
    button.frame = CGRectMake(0, 0, SJ_PLUS_BUTTON_SIZE, SJ_PLUS_BUTTON_SIZE);
    [button addTarget:button action:@selector(scan) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

// 3 个 tab：扫码按钮放在“首页”后面
+ (NSUInteger)indexOfPlusButtonInTabBar {
    return SJ_PLUS_BUTTON_INDEX;
}

+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
    return CYL_IS_IPHONE_X ? 0.3 : 0.5;
}

#if 0
+ (CGFloat)multiplerInCenterY {
    return 0.3;
}
#endif

/*
+ (void)load {
    [super registerSubclass];
}
*/

- (void)scan {
    [[NSNotificationCenter defaultCenter] postNotificationName:@"SJOpenScannerNotification" object:nil];
}

@end
