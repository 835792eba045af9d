// A minimal stand-in for CYLPlusButton.h: the CYLPlusButtonSubclassing selectors of SPEC section 7.
#pragma once
#import <UIKit/UIKit.h>

@protocol CYLPlusButtonSubclassing
@required
+ (id)plusButton;
@optional
+ (NSUInteger)indexOfPlusButtonInTabBar;
+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight;
+ (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight;
+ (UIViewController *)plusChildViewController;
+ (BOOL)shouldSelectPlusChildViewController;
+ (CGFloat)multiplerInCenterY __attribute__((deprecated("Deprecated in 1.6.0. Use `+multiplierOfTabBarHeight:` instead.")));
@end

@interface CYLPlusButton : UIButton
+ (void)registerPlusButton;
@end
