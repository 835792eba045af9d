#import "RDFeedViewController.h"

@implementation RDFeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = @"Today";
}

@end
