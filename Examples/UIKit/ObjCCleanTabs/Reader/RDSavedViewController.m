#import "RDSavedViewController.h"

@implementation RDSavedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Saved";
}

@end
