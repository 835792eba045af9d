import TabBarCore

/// The examples of TB025: the generic tests run them, `tabbar explain` and the docs print them.
extension LayoutAssumesItemCountRule {
    /// A controller installing `RaisedTabBar` with `count` tabs.
    private static func controller(tabs count: Int) -> (name: String, text: String) {
        let names = ["Home", "Video", "Message", "Discover", "Profile", "Settings"]
        let tabs = names.prefix(count).map { "    [self addChildVc:[[\($0)ViewController alloc] init] title:@\"\($0)\"];" }
        return ("MainTabBarController.m", """
            @interface MainTabBarController : UITabBarController
            @end

            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setValue:[[RaisedTabBar alloc] init] forKey:@"tabBar"];
            \(tabs.joined(separator: "\n"))
            }

            - (void)addChildVc:(UIViewController *)childVc title:(NSString *)title {
                childVc.tabBarItem.title = title;
                [self addChildViewController:childVc];
            }
            @end
            """)
    }

    /// A Swift controller installing `RaisedTabBar` with `count` tabs.
    private static func swiftController(tabs count: Int) -> (name: String, text: String) {
        let names = ["Home", "Video", "Message", "Discover", "Profile", "Settings"]
        let tabs = names.prefix(count).map { "        addTab(\($0)ViewController(), title: \"\($0)\")" }
        return ("MainTabBarController.swift", """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setValue(RaisedTabBar(), forKey: "tabBar")
            \(tabs.joined(separator: "\n"))
                }

                private func addTab(_ child: UIViewController, title: String) {
                    child.tabBarItem.title = title
                    addChild(child)
                }
            }
            """)
    }

    /// A `UIView` category of another file whose getters return the view's own measures.
    private static let frameCategory = ("UIView+Frame.m", """
        @implementation UIView (Frame)
        - (CGFloat)sl_width { return self.frame.size.width; }
        - (CGFloat)sl_height { return self.frame.size.height; }
        @end
        """)

    /// An Objective-C bar cutting `width` (a getter of another file) by a local count of the items plus one.
    private static func getterBar(_ width: String, marker: String = "↓") -> (name: String, text: String) {
        ("RaisedTabBar.m", """
        @interface RaisedTabBar : UITabBar
        @end

        @implementation RaisedTabBar
        - (void)layoutSubviews {
            [super layoutSubviews];
            NSUInteger count = self.items.count + 1;
            CGFloat w = \(width) / count;
            int i = 0;
            for (UIView *child in self.subviews) {
                if ([child isKindOfClass:NSClassFromString(@"UITabBarButton")]) {
                    if (i == \(marker)2) {
                        i += 1;
                    }
                    child.frame = CGRectMake(i * w, 0, w, self.sl_height);
                    i++;
                }
            }
        }
        @end
        """)
    }

    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                // Fifths, and a fifth tab added: an error.
                SourceExample([("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @end

                @implementation RaisedTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGFloat width = self.bounds.size.width / ↓5;
                    NSInteger index = 0;
                    for (UIView *child in self.subviews) {
                        if (![child isKindOfClass:[UIControl class]]) continue;
                        child.frame = CGRectMake(width * (index > 1 ? index + 1 : index), 0, width, 49);
                        index++;
                    }
                }
                @end
                """#), controller(tabs: 5)]),
                // The gap after the second tab, with four tabs: right today (an info).
                SourceExample([("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @end

                @implementation RaisedTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    CGFloat width = self.bounds.size.width / (self.items.count + 1);
                    NSInteger i = 0;
                    for (UIView *child in self.subviews) {
                        if (![child isKindOfClass:[UIControl class]]) continue;
                        if (i == ↓2) {
                            i++;
                        }
                        child.frame = CGRectMake(i * width, 0, width, 49);
                        i++;
                    }
                }
                @end
                """#), controller(tabs: 4)]),
                // Swift: fifths, with the gap after the second tab, and five tabs.
                SourceExample([("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let width = bounds.width / ↓5
                        var index = 0
                        for child in subviews where child is UIControl {
                            child.frame = CGRect(x: width * CGFloat(index > 1 ? index + 1 : index), y: 0, width: width, height: 49)
                            index += 1
                        }
                    }
                }
                """#), swiftController(tabs: 5)]),
                // Swift: one slot more than the items, the third skipped, four tabs (an info).
                SourceExample([("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let width = bounds.width / CGFloat((items?.count ?? 0) + 1)
                        var index = 0
                        for child in subviews where child is UIControl {
                            if index == ↓2 {
                                index += 1
                            }
                            child.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 49)
                            index += 1
                        }
                    }
                }
                """#), swiftController(tabs: 4)]),
                // The arithmetic in a method `layoutSubviews` calls on `self`: fifths, four tabs (an info).
                SourceExample([("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @end

                @implementation RaisedTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    [self layoutTabButtons];
                }

                - (void)layoutTabButtons {
                    int index = 0;
                    for (UIView *child in self.subviews) {
                        if (![child isKindOfClass:NSClassFromString(@"UITabBarButton")]) continue;
                        CGFloat width = self.bounds.size.width / ↓5;
                        child.frame = CGRectMake(width * index, 0, width, 49);
                        index++;
                        if (index == 2) index++;
                    }
                }
                @end
                """#), controller(tabs: 4)]),
                // Swift: fifths written as a fraction of the width, the gap after the second tab, four tabs (an info).
                SourceExample([("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let width = frame.width
                        let buttonW = width * ↓0.2
                        var index = 0
                        for button in subviews where button is UIControl {
                            let x = buttonW * CGFloat(index > 1 ? (index + 1) : index)
                            button.frame = CGRect(x: x, y: 0, width: buttonW, height: 49)
                            index += 1
                        }
                    }
                }
                """#), swiftController(tabs: 4)]),
                // The slot width through a getter of a `UIView` category in another file and a local count.
                SourceExample([getterBar("self.sl_width"), frameCategory, controller(tabs: 4)]),
            ],
            nonTriggering: [
                // Swift: a fraction of the width with no skipped slot places something else.
                SourceExample([("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let inset = bounds.width * 0.2
                        for button in subviews where button is UIControl {
                            button.frame = button.frame.insetBy(dx: inset, dy: 0)
                        }
                    }
                }
                """#), swiftController(tabs: 4)]),
                // The same bar without the category: the width getter is unknown, so is the layout.
                SourceExample([getterBar("self.sl_width", marker: ""), controller(tabs: 4)]),
                // A getter of the category that is no width.
                SourceExample([getterBar("self.sl_height", marker: ""), frameCategory, controller(tabs: 4)]),
                // The gap is derived from the item count.
                SourceExample([("RaisedTabBar.m", #"""
                @interface RaisedTabBar : UITabBar
                @end

                @implementation RaisedTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    NSUInteger count = self.items.count;
                    CGFloat width = self.bounds.size.width / (count + 1);
                    NSUInteger middle = count / 2;
                    NSUInteger i = 0;
                    for (UIView *child in self.subviews) {
                        if (![child isKindOfClass:[UIControl class]]) continue;
                        if (i == middle) {
                            i++;
                        }
                        child.frame = CGRectMake(i * width, 0, width, 49);
                        i++;
                    }
                }
                @end
                """#), controller(tabs: 4)]),
                // Swift: the gap is derived from the item count.
                SourceExample([("RaisedTabBar.swift", #"""
                final class RaisedTabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let buttons = subviews.filter { $0 is UIControl }
                        let width = bounds.width / CGFloat(buttons.count + 1)
                        let middle = buttons.count / 2
                        for (offset, button) in buttons.enumerated() {
                            let slot = offset < middle ? offset : offset + 1
                            button.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: 49)
                        }
                    }
                }
                """#), swiftController(tabs: 4)]),
            ]))
}
