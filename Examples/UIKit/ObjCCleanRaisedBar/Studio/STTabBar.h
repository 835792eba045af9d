#import <UIKit/UIKit.h>

/// The bar with the raised record button in the middle.
@interface STTabBar : UITabBar
@property (nonatomic, strong, readonly) UIButton *recordButton;
@end
