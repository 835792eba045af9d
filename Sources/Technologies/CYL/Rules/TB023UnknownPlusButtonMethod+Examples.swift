import TabBarCore

/// The examples of TB023: the generic tests run them, `tabbar explain` and the docs print them.
extension UnknownPlusButtonMethodRule {
    static let examples = RuleExamples(
        triggeringExamples: [], nonTriggeringExamples: [],
        source: SourceExamples(
            triggering: [
                SourceExample("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation PlusButton
                + (NSUInteger)↓indexOfPlusButtonInTabbar {
                    return 2;
                }
                @end
                """#),
                SourceExample("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func ↓multiplierOfTabBarHeight(tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation PlusButton
                + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
                + (instancetype)plusButtonWithTitle:(NSString *)title { return [self new]; }
                + (void)plusButtonClick { [self.delegate compose]; } // an action: not a misspelt +plusButton
                @end
                """#),
                SourceExample("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                    static func makeImage() -> UIImage? { nil }
                }
                """#),
            ],
            corrections: [
                SourceCorrection("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation PlusButton
                + (NSUInteger)indexOfPlusButtonInTabbar { return 2; }
                @end
                """#, #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end
                @implementation PlusButton
                + (NSUInteger)indexOfPlusButtonInTabBar { return 2; }
                @end
                """#),
                SourceCorrection("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplierOfTabBarHeight(tabBarHeight: CGFloat) -> CGFloat { tabBarHeight > 49 ? 0.3 : 0.5 }
                }
                """#, #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { tabBarHeight > 49 ? 0.3 : 0.5 }
                }
                """#),
            ]))
}
