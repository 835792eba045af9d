#import "ShopTabBar.h"

@interface ShopTabBar ()
@property (nonatomic, weak) UIButton *scanButton;
@end

@implementation ShopTabBar

- (instancetype)initWithCoder:(NSCoder *)coder {
    if (self = [super initWithCoder:coder]) {
        UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
        [button setImage:[UIImage systemImageNamed:@"barcode.viewfinder"] forState:UIControlStateNormal];
        button.bounds = CGRectMake(0, 0, 64, 64);
        [self addSubview:button];
        self.scanButton = button;
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    CGFloat width = self.bounds.size.width / 5;
    NSInteger index = 0;
    for (UIView *child in self.subviews) {
        if (![child isKindOfClass:[UIControl class]] || child == self.scanButton) continue;
        if (index == 2) { index += 1; }
        child.frame = CGRectMake(index * width, 0, width, 49);
        index += 1;
    }
    self.scanButton.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5);
}

- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
    CGPoint inButton = [self convertPoint:point toView:self.scanButton];
    if ([self.scanButton pointInside:inButton withEvent:event]) { return self.scanButton; }
    return [super hitTest:point withEvent:event];
}

@end
