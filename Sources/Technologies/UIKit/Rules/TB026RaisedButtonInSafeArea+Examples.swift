import TabBarCore

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

    /// A Swift bar whose `layoutSubviews()` ends with `statements`.
    private static func swiftBar(_ statements: String) -> String {
        """
        final class ComposeTabBar: UITabBar {
            private let composeButton = UIButton(type: .custom)

            override init(frame: CGRect) {
                super.init(frame: frame)
                composeButton.bounds = CGRect(x: 0, y: 0, width: 64, height: 44)
                addSubview(composeButton)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func layoutSubviews() {
                super.layoutSubviews()
        \(statements)
            }
        }
        """
    }

    /// A `UIView` category of another file whose getters return the view's own measures.
    private static let frameCategory = ("UIView+Frame.m", """
        @implementation UIView (Frame)
        - (CGFloat)sl_height { return self.frame.size.height; }
        - (CGFloat)sl_width { return CGRectGetWidth(self.frame); }
        - (CGFloat)sl_y { return self.frame.origin.y; }
        - (CGFloat)sl_centerY { return self.center.y; }
        - (void)setSl_centerY:(CGFloat)centerY { self.center = CGPointMake(self.center.x, centerY); }
        @end
        """)

    /// The same getters in a Swift `UIView` extension of another file.
    private static let frameExtension = ("UIView+Frame.swift", """
        extension UIView {
            var height: CGFloat {
                get { return frame.size.height }
                set { frame.size.height = newValue }
            }
            var width: CGFloat { bounds.width }
            var top: CGFloat { frame.minY }
            var centerY: CGFloat {
                get { center.y }
                set { center = CGPoint(x: center.x, y: newValue) }
            }
        }
        """)

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
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        composeButton.center = CGPoint(x: bounds.width * 0.5, y: ↓bounds.height * 0.5)
                """)),
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        let h = self.bounds.size.height
                        composeButton.center = CGPoint(x: bounds.midX, y: ↓h / 2 - 10)
                """)),
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        composeButton.center.y = ↓bounds.midY
                """)),
                // The height through a getter of a `UIView` category in another file.
                SourceExample([("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.sl_width * 0.5, ↓self.sl_height * 0.5);
                """)), frameCategory]),
                // The same through a local.
                SourceExample([("ComposeTabBar.m", bar("""
                    CGFloat h = self.sl_height;
                    self.composeButton.center = CGPointMake(self.sl_width * 0.5, ↓h / 2);
                """)), frameCategory]),
                // A local holding the bar's rectangle.
                SourceExample("ComposeTabBar.m", bar("""
                    CGRect rect = self.bounds;
                    self.composeButton.center = CGPointMake(CGRectGetMidX(rect), ↓CGRectGetMidY(rect) - 6);
                """)),
                // Swift: the same.
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        let rect = self.bounds
                        composeButton.center = CGPoint(x: rect.midX, y: ↓rect.midY - 10)
                """)),
                // The centre set through the category's own centre-y property.
                SourceExample([("ComposeTabBar.m", bar("""
                    self.composeButton.sl_centerY = ↓self.sl_height * 0.5;
                """)), frameCategory]),
                // Swift: a getter of a `UIView` extension in another file.
                SourceExample([("ComposeTabBar.swift", swiftBar("""
                        composeButton.center = CGPoint(x: bounds.midX, y: ↓self.height * 0.5)
                """)), frameExtension]),
                // Swift: the centre set through the extension's centre-y property.
                SourceExample([("ComposeTabBar.swift", swiftBar("""
                        composeButton.centerY = ↓bounds.height * 0.5
                """)), frameExtension]),
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
                // Swift: the content height.
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        let contentHeight = bounds.height - safeAreaInsets.bottom
                        composeButton.center = CGPoint(x: bounds.midX, y: contentHeight * 0.5)
                """)),
                // A getter no file of the project declares: unknown.
                SourceExample("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.sl_width * 0.5, self.sl_height * 0.5);
                """)),
                // A getter of another file that is no height (the view's own `y`).
                SourceExample([("ComposeTabBar.m", bar("""
                    self.composeButton.center = CGPointMake(self.sl_width * 0.5, self.sl_y * 0.5);
                """)), frameCategory]),
                // A local rectangle that is not the bar's (the button's own).
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        let rect = composeButton.bounds
                        composeButton.center = CGPoint(x: bounds.midX, y: rect.midY)
                """)),
                // A centre-y property no file declares: the centre is unknown.
                SourceExample("ComposeTabBar.m", bar("""
                    self.composeButton.sl_centerY = self.bounds.size.height * 0.5;
                """)),
                // Swift: a getter of the extension that is no height.
                SourceExample([("ComposeTabBar.swift", swiftBar("""
                        composeButton.center = CGPoint(x: bounds.midX, y: self.top + 20)
                """)), frameExtension]),
                // Swift: a literal content height.
                SourceExample("ComposeTabBar.swift", swiftBar("""
                        composeButton.center = CGPoint(x: bounds.midX, y: 49 / 2)
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
                SourceCorrection("ComposeTabBar.swift", swiftBar("""
                        composeButton.center = CGPoint(x: bounds.width * 0.5, y: bounds.size.height / 2)
                """), swiftBar("""
                        composeButton.center = CGPoint(x: bounds.width * 0.5, y: (bounds.size.height - safeAreaInsets.bottom) / 2)
                """), fix: "Use the bar's content height (less the bottom safe-area inset)"),
                SourceCorrection("ComposeTabBar.swift", swiftBar("""
                        composeButton.center.y = self.bounds.midY - 8
                """), swiftBar("""
                        composeButton.center.y = ((self.bounds.height - self.safeAreaInsets.bottom) * 0.5) - 8
                """), fix: "Use the bar's content height (less the bottom safe-area inset)"),
            ]))
}
