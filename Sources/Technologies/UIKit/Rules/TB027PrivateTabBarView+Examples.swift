import TabBarCore

/// The examples of TB027: the generic tests run them, `tabbar explain` and the docs print them.
extension PrivateTabBarViewRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("DXTabBar.m", #"""
                @implementation DXTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    for (UIView *button in self.subviews) {
                        if ([button isKindOfClass:NSClassFromString(↓@"UITabBarButton")]) {
                            button.frame = CGRectMake(0, 0, 60, 49);
                        }
                    }
                }
                @end
                """#),
                SourceExample("TabBarController.swift", #"""
                final class TabBarController: UITabBarController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        let view = tabBar.items?.first?.value(forKey: ↓"view") as? UIView
                        for subview in tabBar.subviews where NSStringFromClass(type(of: subview)) == ↓"UITabBarButton" {
                            subview.alpha = 1
                        }
                        _ = view
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("DXTabBar.m", #"""
                @implementation DXTabBar
                - (void)layoutSubviews {
                    [super layoutSubviews];
                    for (UIView *button in self.subviews) {
                        if ([button isKindOfClass:[UIControl class]] && button != self.plusButton) {
                            button.frame = CGRectMake(0, 0, 60, 49);
                        }
                    }
                }
                @end
                """#),
                SourceExample("TabBar.swift", #"""
                final class TabBar: UITabBar {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        let buttons = subviews.filter { $0 is UIControl }
                        let title = "UITabBarButton is private"
                        _ = (buttons, title)
                    }
                }
                """#),
            ]))
}
