#import <UIKit/UIKit.h>

@interface SHHomeViewController : UIViewController
@end
