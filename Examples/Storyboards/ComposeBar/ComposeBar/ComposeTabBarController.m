#import "ComposeTabBarController.h"

@interface ComposeTabBarController ()
@property (nonatomic, strong) UIButton *composeButton;
@end

@implementation ComposeTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    // A round compose button over the storyboard's middle tab, which has a title and no image.
    UIButton *compose = [UIButton buttonWithType:UIButtonTypeCustom];
    [compose setImage:[UIImage systemImageNamed:@"square.and.pencil"] forState:UIControlStateNormal];
    compose.translatesAutoresizingMaskIntoConstraints = NO;
    [self.tabBar addSubview:compose];
    [compose.centerXAnchor constraintEqualToAnchor:self.tabBar.centerXAnchor].active = YES;
    [compose.topAnchor constraintEqualToAnchor:self.tabBar.topAnchor constant:4].active = YES;
    [compose.heightAnchor constraintEqualToConstant:41].active = YES;
    [compose.widthAnchor constraintEqualToConstant:41].active = YES;
    self.composeButton = compose;
}

@end
