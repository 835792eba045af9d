// A minimal stand-in for CYLTabBarController's umbrella header: what the code `tabbar generate
// --language objc` writes uses, with the library's own signatures (SPEC section 7).
#pragma once
#import <UIKit/UIKit.h>
#import <CYLTabBarController/CYLPlusButton.h>

FOUNDATION_EXTERN NSString *const CYLTabBarItemTitle;
FOUNDATION_EXTERN NSString *const CYLTabBarItemImage;
FOUNDATION_EXTERN NSString *const CYLTabBarItemSelectedImage;
FOUNDATION_EXTERN NSString *const CYLTabBarItemImageInsets;
FOUNDATION_EXTERN NSString *const CYLTabBarItemTitlePositionAdjustment;

@interface CYLTabBarController : UITabBarController

@property (nonatomic, readwrite, copy) NSArray<NSDictionary *> *tabBarItemsAttributes;
@property (nonatomic, assign) CGFloat tabBarHeight;

- (instancetype)initWithViewControllers:(NSArray<UIViewController *> *)viewControllers
                  tabBarItemsAttributes:(NSArray<NSDictionary *> *)tabBarItemsAttributes;

- (instancetype)initWithViewControllers:(NSArray<UIViewController *> *)viewControllers
                  tabBarItemsAttributes:(NSArray<NSDictionary *> *)tabBarItemsAttributes
                            imageInsets:(UIEdgeInsets)imageInsets
                titlePositionAdjustment:(UIOffset)titlePositionAdjustment;

@end
