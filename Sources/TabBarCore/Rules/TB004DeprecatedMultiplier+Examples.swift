/// The examples of TB004: the generic tests run them, `tabbar explain` and the docs print them.
extension DeprecatedMultiplierRule {
    static let examples = RuleExamples(
        triggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", ↓"multiplerInCenterY": 0.3 } }
            """#),
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.4, ↓"multiplerInCenterY": 0.3 } }
            """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 } }
            """#),
        ],
        corrections: [
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplerInCenterY": 0.3 } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": { "image": "plus", "multiplierOfTabBarHeight": 0.3 } }
            """#),
            Correction(#"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": {
                "image": "plus",
                "multiplierOfTabBarHeight": 0.4,
                "multiplerInCenterY": 0.3, // old
                "width": 55
              } }
            """#, #"""
            { "items": [ {"title": "A", "image": "a"}, {"title": "B", "image": "b"} ],
              "plusButton": {
                "image": "plus",
                "multiplierOfTabBarHeight": 0.4,
                // old
                "width": 55
              } }
            """#),
        ],
        source: SourceExamples(
            triggering: [
                SourceExample("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end

                @implementation PlusButton
                + (CGFloat)↓multiplerInCenterY {
                    return 0.3;
                }
                @end
                """#),
                SourceExample("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func ↓multiplerInCenterY() -> CGFloat { 0.3 }
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                }
                """#),
            ],
            nonTriggering: [
                SourceExample("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end

                @implementation PlusButton
                + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
                    return 0.3;
                }
                /* Before 1.6.0:
                + (CGFloat)multiplerInCenterY { return 0.3; } */
                @end
                """#),
                SourceExample("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                    // static func multiplerInCenterY() -> CGFloat { 0.3 }
                }
                """#),
            ],
            corrections: [
                SourceCorrection("PlusButton.m", #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end

                @implementation PlusButton
                + (CGFloat)multiplerInCenterY {
                    return 0.3;
                }
                @end
                """#, #"""
                @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
                @end

                @implementation PlusButton
                + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
                    return 0.3;
                }
                @end
                """#, fix: "Rename to +multiplierOfTabBarHeight:"),
                SourceCorrection("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplerInCenterY() -> CGFloat {
                        return 0.3
                    }
                }
                """#, #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat {
                        return 0.3
                    }
                }
                """#, fix: "Rename to multiplier(ofTabBarHeight:)"),
                SourceCorrection("PlusButton.swift", #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                    static func multiplerInCenterY() -> CGFloat {
                        return 0.3
                    }
                }
                """#, #"""
                class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
                    static func multiplier(ofTabBarHeight tabBarHeight: CGFloat) -> CGFloat { 0.3 }
                }
                """#, fix: "Remove multiplerInCenterY()"),
            ]))
}
