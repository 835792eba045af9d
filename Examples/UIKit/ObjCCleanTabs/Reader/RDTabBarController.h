#import <UIKit/UIKit.h>

@interface RDTabBarController : UITabBarController
@end
