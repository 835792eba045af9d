#import <UIKit/UIKit.h>

@interface WBTabBarController : UITabBarController
@end
