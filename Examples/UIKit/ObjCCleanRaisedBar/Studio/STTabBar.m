#import "STTabBar.h"

@implementation STTabBar

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        _recordButton = [UIButton buttonWithType:UIButtonTypeCustom];
        _recordButton.bounds = CGRectMake(0, 0, 60, 60);
        _recordButton.accessibilityLabel = NSLocalizedString(@"record", nil);
        [self addSubview:_recordButton];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    // One slot more than the tabs, the middle one left for the record button: right for any tab count.
    NSUInteger count = self.items.count;
    CGFloat width = self.bounds.size.width / (count + 1);
    CGFloat contentHeight = self.bounds.size.height - self.safeAreaInsets.bottom;
    NSUInteger middle = count / 2;
    NSUInteger slot = 0;
    for (UIView *child in self.subviews) {
        if (![child isKindOfClass:[UIControl class]] || child == self.recordButton) {
            continue;
        }
        if (slot == middle) {
            slot += 1;
        }
        child.frame = CGRectMake(slot * width, 0, width, contentHeight);
        slot += 1;
    }
    self.recordButton.center = CGPointMake(self.bounds.size.width * 0.5, contentHeight * 0.5 - 12);
}

// The record button rises above the bar: hand it the touches there.
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
    if (self.isHidden || self.alpha < 0.01) {
        return [super hitTest:point withEvent:event];
    }
    CGPoint inButton = [self convertPoint:point toView:self.recordButton];
    if ([self.recordButton pointInside:inButton withEvent:event]) {
        return self.recordButton;
    }
    return [super hitTest:point withEvent:event];
}

@end
