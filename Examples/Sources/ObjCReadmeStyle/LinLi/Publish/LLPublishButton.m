//
//  LLPublishButton.m
//  LinLi
//
//  Created by 何佳 on 15/12/3.
//  Copyright © 2015年 LinLi. All rights reserved.
//

#if 0 // 2016.1 产品决定先下线“发布”，代码保留
#import "LLPublishButton.h"

@implementation LLPublishButton

+ (void)load {
    [super registerSubclass];
}

+ (instancetype)plusButton {
    LLPublishButton *button = [LLPublishButton buttonWithType:UIButtonTypeCustom];
    UIImage *buttonImage = [UIImage imageNamed:@"compose_button"];
    [button setBackgroundImage:buttonImage forState:UIControlStateNormal];
    button.frame = CGRectMake(0.0, 0.0, buttonImage.size.width, buttonImage.size.height);
    [button addTarget:button action:@selector(clickPublish) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

+ (CGFloat)multiplerInCenterY {
    return 0.3;
}

- (void)clickPublish {
    NSLog(@"publish");
}

@end
#endif
