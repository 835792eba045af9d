#import "WBHomeViewController.h"

@implementation WBHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"微博";
}

@end
