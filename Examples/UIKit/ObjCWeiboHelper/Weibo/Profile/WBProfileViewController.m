#import "WBProfileViewController.h"

@implementation WBProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"我";
    self.tabBarItem.badgeValue = @"1";
}

@end
