/// The examples of TB026: the generic tests run them, `tabbar explain` and the docs print them.
extension RaisedButtonInSafeAreaRule {
    /// A bar whose `layoutSubviews` ends with `statements`.
    private static func bar(_ statements: String) -> String {
        """
        @interface ComposeTabBar : UITabBar
        @property (nonatomic, weak) UIButton *composeButton;
        @end

        @implementation ComposeTabBar
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                button.bounds = CGRectMake(0, 0, 64, 44);
                [self addSubview:button];
                self.composeButton = button;
            }
            return self;
        }

        - (void)layoutSubviews {
            [super layoutSubviews];
        \(statements)
        }
        @end
        """
    }

    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, ↓self.bounds.size.height * 0.5);
                """)),
                SourceExample("ComposeTabBar.m", bar("""
                    CGFloat w = self.bounds.size.width;
                    CGFloat h = self.bounds.size.height;
                    self.composeButton.center = CGPointMake(w / 2, ↓h / 2);
                """)),
                SourceExample("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(CGRectGetMidX(self.bounds), ↓CGRectGetMidY(self.bounds));
                """)),
            ],
            nonTriggering: [
                // The content height: the home-indicator strip left out.
                SourceExample("ComposeTabBar.m", bar("""
                    CGFloat contentHeight = self.bounds.size.height - self.safeAreaInsets.bottom;
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, contentHeight * 0.5);
                """)),
                // The bar's content height as a literal.
                SourceExample("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, 49 * 0.5);
                """)),
            ],
            corrections: [
                SourceCorrection("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5);
                """), bar("""
                    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, (self.bounds.size.height - self.safeAreaInsets.bottom) * 0.5);
                """), fix: "Use the bar's content height (less the bottom safe-area inset)"),
                SourceCorrection("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
                """), bar("""
                    self.composeButton.center = CGPointMake(CGRectGetMidX(self.bounds), ((self.bounds.size.height - self.safeAreaInsets.bottom) * 0.5));
                """), fix: "Use the bar's content height (less the bottom safe-area inset)"),
            ]))
}
