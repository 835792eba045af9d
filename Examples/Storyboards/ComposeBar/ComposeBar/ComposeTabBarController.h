#import <UIKit/UIKit.h>

/// The class of Main.storyboard's tab bar controller scene.
@interface ComposeTabBarController : UITabBarController
@end
