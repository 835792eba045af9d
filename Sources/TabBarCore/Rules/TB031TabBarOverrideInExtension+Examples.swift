/// The examples of TB031: the generic tests run them, `tabbar explain` and the docs print them.
extension TabBarOverrideInExtensionRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("UITabBar+Raised.m", #"""
                #import "UITabBar+Raised.h"

                @implementation UITabBar (Raised)
                - (UIView *)↓hitTest:(CGPoint)point withEvent:(UIEvent *)event {
                    return [super hitTest:point withEvent:event];
                }
                @end
                """#),
                SourceExample("UITabBarController+Bulge.swift", #"""
                final class BulgeTabBar: UITabBar {}

                extension UITabBarController {
                    open override func ↓viewDidLoad() {
                        super.viewDidLoad()
                        setValue(BulgeTabBar(), forKey: "tabBar")
                    }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("RaisedTabBar.m", #"""
                @implementation RaisedTabBar
                - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
                    return [super hitTest:point withEvent:event];
                }
                @end
                """#),
                SourceExample("UITabBar+Shadow.swift", #"""
                extension UITabBar {
                    func removeShadowLine() {
                        backgroundImage = UIImage()
                        shadowImage = UIImage()
                    }
                }
                """#),
            ]))
}
