#import <UIKit/UIKit.h>

@interface SHCartViewController : UIViewController
@end
