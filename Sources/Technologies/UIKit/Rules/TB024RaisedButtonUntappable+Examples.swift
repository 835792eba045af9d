import TabBarCore

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
                SourceExample("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    let centerButton = UIButton(type: .custom)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(centerButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        ↓centerButton.frame = CGRect(x: (bounds.width - 64) / 2, y: -20, width: 64, height: 64)
                    }
                }
                """#),
                // Sizes and the rise from macros.
                SourceExample("RaisedTabBar.m", #"""
                #define kPlusSize 64
                #define kPlusRise (kPlusSize / 4)
                static const CGFloat kBarHeight = 49;

                @interface RaisedTabBar : UITabBar
                @property (nonatomic, strong) UIButton *plusButton;
                @end

                @implementation RaisedTabBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        self.plusButton = [UIButton buttonWithType:UIButtonTypeCustom];
                        self.plusButton.bounds = CGRectMake(0, 0, kPlusSize, kPlusSize);
                        [self addSubview:self.plusButton];
                    }
                    return self;
                }

                - (void)layoutSubviews {
                    [super layoutSubviews];
                    ↓self.plusButton.center = CGPointMake(self.bounds.size.width * 0.5, kBarHeight * 0.5 - kPlusRise);
                }
                @end
                """#),
                // A slot's rectangle moved up by `CGRectOffset`.
                SourceExample("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    let centerButton = UIButton(type: .custom)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(centerButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let w = bounds.width / 5
                        let rect = CGRect(x: 0, y: 0, width: w, height: 56)
                        ↓centerButton.frame = CGRectOffset(rect, 2 * w, -20)
                    }
                }
                """#),
                // The button's size as `CGRect(origin:size:)` in its lazy initialiser, its centre from a typed literal height.
                SourceExample("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    private lazy var publishButton: UIButton = {
                        let button = UIButton(type: .custom)
                        button.frame = CGRect(origin: CGPoint.zero, size: CGSize(width: 60, height: 60))
                        return button
                    }()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(publishButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let height: CGFloat = 49.0
                        ↓publishButton.center = CGPoint(x: frame.width * 0.5, y: height * 0.5 - 7)
                    }
                }
                """#),
                SourceExample("HomeTabBarController.swift", #"""
                final class HomeTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let publish = UIButton(type: .custom)
                        publish.translatesAutoresizingMaskIntoConstraints = false
                        ↓tabBar.addSubview(publish)
                        NSLayoutConstraint.activate([
                            publish.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
                            publish.centerYAnchor.constraint(equalTo: tabBar.topAnchor),
                            publish.heightAnchor.constraint(equalToConstant: 56),
                        ])
                    }
                }
                """#),
            ],
            nonTriggering: [
                // A slot's rectangle moved sideways only: inside the bar.
                SourceExample("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    let centerButton = UIButton(type: .custom)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(centerButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let w = bounds.width / 5
                        let rect = CGRect(x: 0, y: 0, width: w, height: 49)
                        centerButton.frame = rect.offsetBy(dx: 2 * w, dy: 0)
                    }
                }
                """#),
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
                // Swift: the bar takes the points above it for the button.
                SourceExample("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    let centerButton = UIButton(type: .custom)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(centerButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        centerButton.frame = CGRect(x: (bounds.width - 64) / 2, y: -20, width: 64, height: 64)
                    }

                    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                        if !isHidden, centerButton.frame.contains(point) {
                            return true
                        }
                        return super.point(inside: point, with: event)
                    }
                }
                """#),
                // Swift: a size from the image (`sizeToFit()`) is unknown.
                SourceExample("ComposeTabBar.swift", #"""
                final class ComposeTabBar: UITabBar {
                    private let composeButton = UIButton(type: .custom)

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        composeButton.setImage(UIImage(named: "compose"), for: .normal)
                        composeButton.sizeToFit()
                        addSubview(composeButton)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        composeButton.center = CGPoint(x: bounds.midX, y: 10)
                    }
                }
                """#),
            ]))
}
