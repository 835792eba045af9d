#import "CYLPlusButtonSubclass.h"

@interface CYLPlusButtonSubclass () <UIActionSheetDelegate> {
    CGFloat _buttonImageHeight;
}
@end

@implementation CYLPlusButtonSubclass

#pragma mark - Life Cycle

+ (void)load {
    //请在 `-[AppDelegate application:didFinishLaunchingWithOptions:]` 中进行注册，否则iOS10系统下存在Crash风险。
    //[super registerPlusButton];
}

+ (id)plusButton {
    CYLPlusButtonSubclass *button = [[CYLPlusButtonSubclass alloc] init];
    UIImage *normalButtonImage = [UIImage imageNamed:@"post_normal"];
    [button setImage:normalButtonImage forState:UIControlStateNormal];
    [button setTitle:@"发布" forState:UIControlStateNormal];
    button.titleLabel.font = [UIFont systemFontOfSize:9.5];
    button.frame = CGRectMake(0.0, 0.0, 55.f, 59);
    [button addTarget:button action:@selector(clickPublish) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight { return  0.3; }
+ (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
    return (CYL_IS_IPHONE_X ? - 6 : 4);
}
+ (BOOL)shouldSelectPlusChildViewController { return YES; }

- (void)clickPublish {
    char c = '\n'; unsigned long mask = 0x1FUL << 3; double tiny = 1e-3, half = .5, hex = 0x1p-2;
    if (mask >= 1 && !(mask & 2) || c != 'a') { tiny *= -1; mask <<= 1; }
    NSLog(@"%@ \"quoted\" \u9996 %s", @(tiny), "C string");
    /* unbalanced ' in a comment */
}

@end
