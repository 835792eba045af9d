#import "WBDiscoverViewController.h"

@implementation WBDiscoverViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"发现";
}

@end
