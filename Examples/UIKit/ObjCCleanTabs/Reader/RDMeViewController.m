#import "RDMeViewController.h"

@implementation RDMeViewController

- (instancetype)init {
    if (self = [super init]) {
        self.navigationItem.title = @"Profile";
    }
    return self;
}

@end
