#import "WBTabBar.h"

@interface WBTabBar ()
@property (nonatomic, weak) UIButton *composeButton;
@end

@implementation WBTabBar

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
        [button setBackgroundImage:[UIImage imageNamed:@"tabbar_compose_button"] forState:UIControlStateNormal];
        button.bounds = CGRectMake(0, 0, 64, 64);
        [self addSubview:button];
        self.composeButton = button;
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    CGFloat width = self.bounds.size.width / (self.items.count + 1);
    CGFloat height = 49;
    NSInteger index = 0;
    for (UIView *child in self.subviews) {
        if ([child isKindOfClass:NSClassFromString(@"UITabBarButton")]) {
            if (index == 2) {
                index += 1;
            }
            child.frame = CGRectMake(index * width, 0, width, height);
            index += 1;
        }
    }
    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5);
}

@end
