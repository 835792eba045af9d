#import "SHMineViewController.h"

@implementation SHMineViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Account";
}

@end
