#import <UIKit/UIKit.h>

@interface WBTabBar : UITabBar
@end
