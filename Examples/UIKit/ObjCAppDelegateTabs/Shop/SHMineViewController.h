#import <UIKit/UIKit.h>

@interface SHMineViewController : UIViewController
@end
