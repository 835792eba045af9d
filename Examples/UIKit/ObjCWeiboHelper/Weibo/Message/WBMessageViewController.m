#import "WBMessageViewController.h"

@implementation WBMessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"消息";
}

@end
