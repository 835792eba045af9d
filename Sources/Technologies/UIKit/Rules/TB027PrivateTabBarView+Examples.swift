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
                SourceExample("BadgeTabBarController.m", #"""
                @implementation BadgeTabBarController
                - (UIView *)viewOfItem:(UITabBarItem *)item {
                    return [item valueForKey:↓@"view"];
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
                // A bar button item's `view` key is that class's, not a tab bar item's.
                SourceExample("PopupBar.m", #"""
                @implementation PopupBar
                - (UIView *)viewForBarButtonItem:(UIBarButtonItem *)barButtonItem {
                    UIView *itemView = [barButtonItem valueForKey:@"view"];
                    return itemView.superview;
                }
                - (void)attachTo:(UITabBarController *)tabs {
                    [tabs.tabBar addSubview:self];
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
