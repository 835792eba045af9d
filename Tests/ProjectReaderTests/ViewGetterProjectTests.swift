import JSONC
import ProjectReader
import TabBarCore
import Testing
import UIKitTechnology

/// A bar's arithmetic through the project's own `UIView` getters (`ViewMeasureGetters`): which getters each
/// language's categories and extensions declare, and how the project's linking settles the members a bar names.
@Suite struct ViewGetterProjectTests {
    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    /// The getters `text` declares, read with a bar that names one (else the project would not read the file).
    static func getters(_ path: String, _ text: String) -> [String: UIKitBarMeasure] {
        let project = project([("ComposeTabBar.m", bar("self.sl_height * 0.5")), (path, text)])
        return project.files.first { $0.path == path }?.facts.tabBar.viewMeasureGetters?.measures ?? [:]
    }

    static func bar(_ center: String, layout: String = "") -> String {
        """
        @interface ComposeTabBar : UITabBar
        @end

        @implementation ComposeTabBar
        - (void)layoutSubviews {
            [super layoutSubviews];
        \(layout)
            UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
            [self addSubview:button];
            button.center = CGPointMake(0, \(center));
        }
        @end
        """
    }

    static let category = """
        @implementation UIView (Frame)
        - (CGFloat)sl_height { return self.frame.size.height; }
        - (CGFloat)sl_width { return self.bounds.size.width; }
        - (CGFloat)sl_midY { return CGRectGetMidY(self.bounds); }
        @end
        """

    static func center(_ files: [(String, String)]) -> SourceCenterY? {
        project(files).customBars.first?.declaration.value.addedViews.first?.centerY
    }

    @Test func objectiveCGettersOfTheViewsOwnMeasures() {
        let measures = Self.getters("UIView+Frame.m", """
            @implementation UIView (Frame)
            - (CGFloat)sl_height { return self.frame.size.height; }
            - (CGFloat)x_width { return CGRectGetWidth(self.frame); }
            - (CGFloat)h { return (self.bounds.size.height); }
            - (CGFloat)sl_y { return self.frame.origin.y; }
            - (CGFloat)twice { CGFloat h = self.frame.size.height; return h * 2; }
            - (CGFloat)heightFor:(CGFloat)x { return self.frame.size.height; }
            + (CGFloat)classHeight { return 49; }
            @end

            @implementation UIButton (Frame)
            - (CGFloat)buttonHeight { return self.frame.size.height; }
            @end
            """)
        #expect(measures == ["sl_height": .height, "x_width": .width, "h": .height])
    }

    @Test func swiftGettersOfTheViewsOwnMeasures() {
        let measures = Self.getters("UIView+Frame.swift", """
            extension UIView {
                var height: CGFloat {
                    get { return frame.size.height }
                    set { frame.size.height = newValue }
                }
                var width: CGFloat { bounds.width }
                var midY: CGFloat { return self.bounds.midY }
                var top: CGFloat { frame.minY }
                static var standard: CGFloat { 49 }
            }

            extension UIButton {
                var buttonHeight: CGFloat { frame.height }
            }
            """)
        #expect(measures == ["height": .height, "width": .width, "midY": .middleY])
    }

    @Test func centreYPropertiesAreConfirmedByAGetterOfTheCentre() throws {
        let declared = "@implementation UIView (Center)\n- (CGFloat)centerY { return self.center.y; }\n@end\n"
        let assigned = Self.bar("0").replacingOccurrences(of: "button.center = CGPointMake(0, 0);",
                                                         with: "button.centerY = self.bounds.size.height * 0.5;")
        let project = Self.project([("ComposeTabBar.m", assigned), ("UIView+Center.m", declared)])
        #expect(project.files.first { $0.path == "UIView+Center.m" }?.facts.tabBar.viewMeasureGetters?.centerYProperties == ["centerY"])
        let center = try #require(project.customBars.first?.declaration.value.addedViews.first?.centerY)
        #expect(center.basis == .wholeBar && center.fraction == 0.5)
        #expect(project.customBars.first?.declaration.value.addedViews.first?.centerYProperty == nil)
        let alone = try #require(Self.center([("ComposeTabBar.m", assigned)]))
        #expect(alone.basis == .unknown)
        let swift = Self.getters("UIView+Center.swift", "extension UIView {\n    var centerY: CGFloat { get { center.y } set { } }\n}\n")
        #expect(swift.isEmpty)
        let swiftProject = Self.project([("ComposeTabBar.m", assigned),
                                         ("UIView+Center.swift", "extension UIView {\n    var centerY: CGFloat { get { center.y } set { } }\n}\n")])
        #expect(swiftProject.customBars.first?.declaration.value.addedViews.first?.centerY?.basis == .wholeBar)
    }

    @Test func aHeightGetterOfAnotherFileIsTheWholeBar() throws {
        let center = try #require(Self.center([("ComposeTabBar.m", Self.bar("self.sl_height * 0.5")), ("UIView+Frame.m", Self.category)]))
        #expect(center.basis == .wholeBar && center.fraction == 0.5)
        let halved = try #require(Self.center([("ComposeTabBar.m", Self.bar("self.sl_midY - 10")), ("UIView+Frame.m", Self.category)]))
        #expect(halved.basis == .wholeBar && halved.fraction == 0.5 && halved.offset == -10 && halved.heightIsHalved)
    }

    @Test func aGetterNoFileDeclaresOrThatIsNoHeightStaysUnknown() throws {
        let alone = try #require(Self.center([("ComposeTabBar.m", Self.bar("self.sl_height * 0.5"))]))
        #expect(alone.basis == .unknown)
        let width = try #require(Self.center([("ComposeTabBar.m", Self.bar("self.sl_width * 0.5")), ("UIView+Frame.m", Self.category)]))
        #expect(width.basis == .unknown)
        // Two files giving one name two meanings: neither is believed.
        let other = "@implementation UIView (Other)\n- (CGFloat)sl_height { return self.frame.size.width; }\n@end\n"
        let both = try #require(Self.center([("ComposeTabBar.m", Self.bar("self.sl_height * 0.5")), ("UIView+Frame.m", Self.category),
                                             ("UIView+Other.m", other)]))
        #expect(both.basis == .unknown)
    }

    @Test func aMemberTheBarDeclaresItselfIsNoGetter() throws {
        let own = Self.bar("self.sl_height * 0.5").replacingOccurrences(of: "@end\n\n@implementation ComposeTabBar", with: """
            @end

            @implementation ComposeTabBar
            - (CGFloat)sl_height { return 30; }
            """)
        let center = try #require(Self.center([("ComposeTabBar.m", own), ("UIView+Frame.m", Self.category)]))
        #expect(center.basis == .unknown)
    }

    @Test func aSlotWidthThroughAGetterIsKeptOnlyWhenItIsTheWidth() {
        let layout = """
            NSUInteger count = self.items.count + 1;
            CGFloat w = self.sl_width / count;
        """
        let kept = Self.project([("ComposeTabBar.m", Self.bar("20", layout: layout)), ("UIView+Frame.m", Self.category)])
        #expect(kept.customBars.first?.declaration.value.layout?.family == .slotPerItemPlusOne)
        #expect(kept.customBars.first?.declaration.value.layout?.widthGetter == nil)
        let alone = Self.project([("ComposeTabBar.m", Self.bar("20", layout: layout))])
        #expect(alone.customBars.first?.declaration.value.layout == nil)
        let height = layout.replacingOccurrences(of: "sl_width", with: "sl_height")
        let wrong = Self.project([("ComposeTabBar.m", Self.bar("20", layout: height)), ("UIView+Frame.m", Self.category)])
        #expect(wrong.customBars.first?.declaration.value.layout == nil)
    }

    @Test func swiftBarsReadTheGettersOfAnotherFile() throws {
        let bar = """
            final class ComposeTabBar: UITabBar {
                let button = UIButton(type: .custom)
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let count = (items?.count ?? 0) + 1
                    let w = self.sl_width / CGFloat(count)
                    addSubview(button)
                    button.center = CGPoint(x: 0, y: self.height * 0.5 - 4)
                }
            }
            """
        let ext = "extension UIView {\n    var height: CGFloat { frame.height }\n    var sl_width: CGFloat { frame.size.width }\n}\n"
        let project = Self.project([("ComposeTabBar.swift", bar), ("UIView+Frame.swift", ext)])
        let declaration = try #require(project.customBars.first?.declaration.value)
        #expect(declaration.addedViews.first?.centerY?.basis == .wholeBar)
        #expect(declaration.addedViews.first?.centerY?.offset == -4)
        #expect(declaration.layout?.family == .slotPerItemPlusOne)
        let alone = try #require(Self.project([("ComposeTabBar.swift", bar)]).customBars.first?.declaration.value)
        #expect(alone.addedViews.first?.centerY?.basis == .unknown)
        #expect(alone.layout == nil)
    }

    @Test func aCentreSetWholeByAPointGetterOfTheViewsMiddle() throws {
        let assigned = Self.bar("0").replacingOccurrences(of: "button.center = CGPointMake(0, 0);",
                                                         with: "button.center = self.sl_center;")
        let middle = "@implementation UIView (Center)\n- (CGPoint)sl_center {\n    return CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));\n}\n@end\n"
        let project = Self.project([("ComposeTabBar.m", assigned), ("UIView+Center.m", middle)])
        #expect(project.files.first { $0.path == "UIView+Center.m" }?.facts.tabBar.viewMeasureGetters?.measures == ["sl_center": .middle])
        let view = try #require(project.customBars.first?.declaration.value.addedViews.first)
        #expect(view.centerY?.basis == .wholeBar && view.centerY?.fraction == 0.5 && view.centerY?.isPointGetter == true)
        #expect(view.centerXFraction == 0.5)
        // No file declares it, or its point is not the middle (its `y` a third of the height): unknown.
        #expect(Self.center([("ComposeTabBar.m", assigned)])?.basis == .unknown)
        let third = middle.replacingOccurrences(of: "CGRectGetMidY(self.bounds)", with: "self.bounds.size.height / 3")
        #expect(Self.center([("ComposeTabBar.m", assigned), ("UIView+Center.m", third)])?.basis == .unknown)
        // A height getter is no point.
        let height = assigned.replacingOccurrences(of: "self.sl_center", with: "self.sl_height")
        #expect(Self.center([("ComposeTabBar.m", height), ("UIView+Frame.m", Self.category)])?.basis == .unknown)
        // Swift: an extension's computed point.
        let swift = Self.getters("UIView+Center.swift", "extension UIView {\n    var midPoint: CGPoint { CGPoint(x: bounds.midX, y: bounds.height * 0.5) }\n}\n")
        #expect(swift == ["midPoint": .middle])
    }

    @Test func aPointGetterCentreIsReportedWithoutAFix() throws {
        let assigned = Self.bar("0").replacingOccurrences(of: "button.center = CGPointMake(0, 0);",
                                                         with: "button.center = self.sl_center;")
        let middle = "@implementation UIView (Center)\n- (CGPoint)sl_center { return CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5); }\n@end\n"
        let project = Self.project([("ComposeTabBar.m", assigned), ("UIView+Center.m", middle)])
        let perFile = SourceLinter.lint(project)
        let bar = try #require(project.files.firstIndex { $0.path == "ComposeTabBar.m" })
        let findings = perFile[bar].filter { $0.code == "TB026" }
        #expect(findings.count == 1)
        #expect(findings.first?.fixes.isEmpty == true)
        #expect(perFile.joined().filter { $0.code == "TB026" }.count == 1)
    }
}
