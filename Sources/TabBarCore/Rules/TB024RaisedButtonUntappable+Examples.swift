/// The examples of TB024: the generic tests run them, `tabbar explain` and the docs print them.
extension RaisedButtonUntappableRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @property (nonatomic, strong) UIButton *centerButton;
                @end

                @implementation RaisedTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        _centerButton = [UIButton buttonWithType:UIButtonTypeCustom];
                        [self addSubview:_centerButton];
                    }
                    return self;
                }

                - (void)layoutSubviews {
                    [super layoutSubviews];
                    ↓self.centerButton.frame = CGRectMake((self.bounds.size.width - 64) * 0.5, -20, 64, 64);
                }
                @end
                """#),
                SourceExample("HomeTabBarController.m", #"""
                @interface HomeTabBarController : UITabBarController
                @end

                @implementation HomeTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIButton *publish = [UIButton buttonWithType:UIButtonTypeCustom];
                    publish.translatesAutoresizingMaskIntoConstraints = NO;
                    ↓[self.tabBar addSubview:publish];
                    [publish.centerYAnchor constraintEqualToAnchor:self.tabBar.topAnchor].active = YES;
                    [publish.heightAnchor constraintEqualToConstant:56].active = YES;
                }
                @end
                """#),
            ],
            nonTriggering: [
                // The bar hands the points above it to the button.
                SourceExample("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @property (nonatomic, strong) UIButton *centerButton;
                @end

                @implementation RaisedTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        _centerButton = [UIButton buttonWithType:UIButtonTypeCustom];
                        [self addSubview:_centerButton];
                    }
                    return self;
                }

                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.centerButton.frame = CGRectMake((self.bounds.size.width - 64) * 0.5, -20, 64, 64);
                }

                - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
                    if (self.isHidden) {
                        return [super hitTest:point withEvent:event];
                    }
                    CGPoint inButton = [self convertPoint:point toView:self.centerButton];
                    if ([self.centerButton pointInside:inButton withEvent:event]) {
                        return self.centerButton;
                    }
                    return [super hitTest:point withEvent:event];
                }
                @end
                """#),
                // The button's size comes from its image: unknown, so nothing is said.
                SourceExample("ComposeTabBar.m", #"""
                @interface ComposeTabBar : UITabBar
                @property (nonatomic, weak) UIButton *composeButton;
                @end

                @implementation ComposeTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                        [button setImage:[UIImage imageNamed:@"compose"] forState:UIControlStateNormal];
                        [button sizeToFit];
                        [self addSubview:button];
                        self.composeButton = button;
                    }
                    return self;
                }

                - (void)layoutSubviews {
                    [super layoutSubviews];
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, 10);
                }
                @end
                """#),
            ]))
}
