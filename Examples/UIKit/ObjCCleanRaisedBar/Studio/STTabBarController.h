#import <UIKit/UIKit.h>

@interface STTabBarController : UITabBarController
@end
