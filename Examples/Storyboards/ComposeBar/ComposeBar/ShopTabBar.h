#import <UIKit/UIKit.h>

/// The class of the Shop scene's `<tabBar customClass>`: a raised scan button in a gap between the tabs.
@interface ShopTabBar : UITabBar
@end
