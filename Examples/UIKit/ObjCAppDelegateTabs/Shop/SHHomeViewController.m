#import "SHHomeViewController.h"

@implementation SHHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"Today's Deals";
}

@end
