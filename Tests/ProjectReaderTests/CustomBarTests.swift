import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Custom `UITabBar` subclasses read from Objective-C (SPEC section 8): the class, its views and arithmetic,
/// linked to the controller that installs it from another file, laid out with its own arithmetic.
@Suite struct CustomBarTests {
    static func bar(divisor: String = "(self.items.count + 1)", skip: String = "if (index == 2) { index += 1; }",
                    center: String = "self.bounds.size.height * 0.5", hitTest: Bool = false) -> String {
        """
        @interface WBTabBar : UITabBar
        @property (nonatomic, weak) UIButton *composeButton;
        @end

        @implementation WBTabBar
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                button.bounds = CGRectMake(0, 0, 64, 64);
                [self addSubview:button];
                self.composeButton = button;
            }
            return self;
        }

        - (void)layoutSubviews {
            [super layoutSubviews];
            CGFloat width = self.bounds.size.width / \(divisor);
            NSInteger index = 0;
            for (UIView *child in self.subviews) {
                if (![child isKindOfClass:[UIControl class]] || child == self.composeButton) continue;
                \(skip)
                child.frame = CGRectMake(index * width, 0, width, 49);
                index += 1;
            }
            self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, \(center));
        }
        \(hitTest ? "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event { return [super hitTest:point withEvent:event]; }" : "")
        @end
        """
    }

    static func controller(tabs: Int) -> String {
        let tabs = (0..<tabs).map { "    [self addChildViewController:[[Tab\($0)ViewController alloc] init]];" }
        return """
            @interface WBTabBarController : UITabBarController
            @end

            @implementation WBTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                WBTabBar *tabBar = [[WBTabBar alloc] init];
                [self setValue:tabBar forKeyPath:@"tabBar"];
            \(tabs.joined(separator: "\n"))
            }
            @end
            """
    }

    static func project(_ bar: String, tabs: Int) -> SourceProject {
        SourceProjectReader.project([.init(path: "WBTabBar.m", bytes: Array(bar.utf8)),
                                     .init(path: "WBTabBarController.m", bytes: Array(controller(tabs: tabs).utf8))])
    }

    static func codes(_ project: SourceProject) -> [String: [Severity]] {
        var result: [String: [Severity]] = [:]
        for diagnostic in SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap({ $0 }) {
            result[diagnostic.code, default: []].append(diagnostic.severity)
        }
        return result
    }

    @Test func theClassItsViewAndArithmeticAreRead() throws {
        let project = Self.project(Self.bar(), tabs: 4)
        let bar = try #require(project.customBars.first)
        #expect(bar.name == "WBTabBar" && bar.declaration.file == 0)
        let layout = try #require(bar.declaration.value.layout)
        #expect(layout.family == .slotPerItemPlusOne && layout.skippedSlot == 2)
        #expect(layout.assumedItemCount?.count == 4)
        let view = try #require(bar.declaration.value.addedViews.first)
        #expect(view.width?.literal == 64 && view.height?.literal == 64)
        #expect(view.centerY?.basis == .wholeBar && view.centerY?.fraction == 0.5)
        #expect(view.centerXFraction == 0.5)
        #expect(bar.installations.map(\.file) == [1] && bar.installations.first?.value.controllerClass == "WBTabBarController")
        let controller = try #require(project.controllers.first)
        #expect(controller.value.stock?.installedBar?.name == "WBTabBar")
        #expect(project.customBars(for: controller).count == 1)
    }

    /// The key of the KVC installation spelled by a key-path macro or a selector names the bar too; other calls do not.
    @Test func aBarInstalledThroughAKeyPathSpelling() {
        let spellings = ["@keypath(self, tabBar)", "@keypath(self.tabBar)", "XXKeyPath(self, tabBar)",
                         "NSStringFromSelector(@selector(tabBar))"]
        for key in spellings + ["XXKeyPath(self, tabBarItem)", "makeKey(self, tabBar)", "NSStringFromSelector(@selector(tabBar:))"] {
            let controller = Self.controller(tabs: 4).replacingOccurrences(of: "@\"tabBar\"", with: key)
            let project = SourceProjectReader.project([.init(path: "WBTabBar.m", bytes: Array(Self.bar().utf8)),
                                                       .init(path: "WBTabBarController.m", bytes: Array(controller.utf8))])
            let installed = project.controllers.first?.value.stock?.installedBar?.name
            #expect(installed == (spellings.contains(key) ? "WBTabBar" : nil), "\(key)")
        }
    }

    /// The screen's width is the bar's: a centre at half of it is the bar's middle.
    @Test func aCentreAtHalfTheScreensWidth() throws {
        for spelling in ["[UIScreen mainScreen].bounds.size.width", "CGRectGetWidth([[UIScreen mainScreen] bounds])"] {
            let bar = Self.bar().replacingOccurrences(of: "CGPointMake(self.bounds.size.width * 0.5,", with: "CGPointMake(\(spelling) * 0.5,")
            let view = try #require(Self.project(bar, tabs: 4).customBars.first?.declaration.value.addedViews.first)
            #expect(view.centerXFraction == 0.5, "\(spelling)")
        }
    }

    @Test func theFixedFifthsFamilyAndItsSkip() throws {
        let project = Self.project(Self.bar(divisor: "5", skip: "NSInteger slot = index > 1 ? index + 1 : index;"), tabs: 4)
        let layout = try #require(project.customBars.first?.declaration.value.layout)
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2 && layout.assumedItemCount?.count == 4)
    }

    @Test func aCentreAtHalfTheWidthIsNoSlotWidth() throws {
        // The raised button centred first (`centerX = width / 2`), then fifths with a skip: the fifths are the layout.
        let centredFirst = Self.bar(divisor: "5", skip: "NSInteger slot = index > 1 ? index + 1 : index;")
            .replacingOccurrences(of: "[super layoutSubviews];",
                                  with: "[super layoutSubviews];\n    self.composeButton.centerX = self.bounds.size.width / 2;")
        let layout = try #require(Self.project(centredFirst, tabs: 4).customBars.first?.declaration.value.layout)
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2)
        #expect(Self.codes(Self.project(centredFirst, tabs: 4))["TB025"] == [.info])
    }

    @Test func aPointsCoordinateAndAnotherDivisionAreNoSlotWidth() throws {
        // `temp.x = width / 2` places the button; `width / 4` and `width / 5` both computed: the one a frame is given as
        // its width is the slot.
        let several = Self.bar(divisor: "5", skip: "NSInteger slot = index > 1 ? index + 1 : index;")
            .replacingOccurrences(of: "[super layoutSubviews];", with: """
                [super layoutSubviews];
                    CGPoint temp = self.composeButton.center;
                    temp.x = self.frame.size.width / 2;
                    temp.y = self.frame.size.height / 2;
                    self.composeButton.center = temp;
                    CGFloat fourWidth = self.frame.size.width / 4.f;
                """)
        let project = Self.project(several, tabs: 4)
        let declaration = try #require(project.customBars.first?.declaration.value)
        #expect(declaration.layout?.family == .fixedDivisor(5))
        #expect(Self.codes(project)["TB025"] == [.info])
        // The centre through the point's components: the whole height (and the later literal centre replaces it).
        let pointOnly = several.replacingOccurrences(of: "    self.composeButton.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5);\n", with: "")
        #expect(pointOnly != several)
        let view = try #require(Self.project(pointOnly, tabs: 4).customBars.first?.declaration.value.addedViews.first)
        #expect(view.centerY?.basis == .wholeBar && view.centerY?.fraction == 0.5 && view.centerXFraction == 0.5)
        // Neither division framed as a width: which one lays out the tabs is not told.
        let unframed = several.replacingOccurrences(of: "child.frame = CGRectMake(index * width, 0, width, 49);",
                                                    with: "child.frame = CGRectMake(index * width, 0, 60, 49);")
        #expect(Self.project(unframed, tabs: 4).customBars.first?.declaration.value.layout == nil)
        // A slot written as the tab's `x` (`child.x = index * W / 5`) is a slot width, not a centre's coordinate.
        let asX = Self.bar(divisor: "5").replacingOccurrences(of: "CGFloat width = self.bounds.size.width / 5;", with: "")
            .replacingOccurrences(of: "child.frame = CGRectMake(index * width, 0, width, 49);", with: "child.x = index * self.bounds.size.width / 5.f;")
        #expect(asX.contains("child.x ="))
        #expect(Self.project(asX, tabs: 4).customBars.first?.declaration.value.layout?.family == .fixedDivisor(5))
    }

    /// The screen's width spelled by a macro of the target's prefix header (`PrefixHeader.pch`).
    @Test func aScreenWidthMacroOfThePrefixHeader() throws {
        let bar = Self.bar(divisor: "5").replacingOccurrences(of: "self.bounds.size.width / 5", with: "SCREEN_W / 5")
        let files: [SourceProjectReader.Input] = [.init(path: "WBTabBar.m", bytes: Array(bar.utf8)),
                                                  .init(path: "WBTabBarController.m", bytes: Array(Self.controller(tabs: 4).utf8)),
                                                  .init(path: "PrefixHeader.pch", bytes: Array("#define SCREEN_W [UIScreen mainScreen].bounds.size.width\n".utf8))]
        let layout = try #require(SourceProjectReader.project(files).customBars.first?.declaration.value.layout)
        #expect(layout.family == .fixedDivisor(5))
        #expect(SourceProjectReader.project(Array(files.prefix(2))).customBars.first?.declaration.value.layout == nil)
    }

    @Test func theRulesSpeakAsTheCodeDecides() {
        // Whole height, no hit test, four tabs for a four-tab layout.
        #expect(Self.codes(Self.project(Self.bar(), tabs: 4)).filter { ["TB024", "TB025", "TB026"].contains($0.key) }
                == ["TB024": [.warning], "TB025": [.info], "TB026": [.warning]])
        // Five tabs: the skip is wrong (an error); the content height and a hit test: silent.
        let right = Self.bar(center: "(self.bounds.size.height - self.safeAreaInsets.bottom) * 0.5", hitTest: true)
        #expect(Self.codes(Self.project(right, tabs: 5)).filter { ["TB024", "TB025", "TB026"].contains($0.key) }
                == ["TB025": [.error]])
        // A literal compared with something that is not a slot counter: no skip, no TB025.
        let styled = Self.bar(skip: "NSInteger style = self.tag; if (style == 2) { child.alpha = 0.5; }")
        #expect(Self.codes(Self.project(styled, tabs: 5))["TB025"] == nil)
        // Derived from the count: no TB025.
        let derived = Self.bar(skip: "if (index == self.items.count / 2) { index += 1; }")
        #expect(Self.codes(Self.project(derived, tabs: 5))["TB025"] == nil)
    }

    @Test func aCategoryOfUITabBarOverridingHitTestingReachesEveryBar() {
        let category = """
            #import "UITabBar+Hit.h"

            @implementation UITabBar (Hit)
            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
                return [super pointInside:point withEvent:event];
            }
            @end
            """
        let files = [("WBTabBar.m", Self.bar()), ("WBTabBarController.m", Self.controller(tabs: 4)), ("UITabBar+Hit.m", category)]
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(Self.codes(project)["TB024"] == nil)
        #expect(Self.codes(project)["TB031"] == [.warning])
    }

    @Test func theWholeHeightCentreIsHalfTheInsetLowerOnFaceIDPhones() throws {
        func buttonY(_ center: String, on device: String) throws -> Double {
            let project = Self.project(Self.bar(center: center), tabs: 4)
            let bar = SourceTabBar(controller: try #require(project.controllers.first), plusButton: nil)
            let input = try #require(bar.layoutInput()).input
            let layout = try LayoutEngine.layout(input, on: try #require(Device.named(device))).get()
            return try #require(layout.plusButton).frame.y
        }
        let whole = "self.bounds.size.height * 0.5"
        #expect(try buttonY(whole, on: "iphone-15") - buttonY(whole, on: "iphone-se") == 17)
        let content = "(self.bounds.size.height - self.safeAreaInsets.bottom) * 0.5"
        #expect(try buttonY(content, on: "iphone-15") == buttonY(content, on: "iphone-se"))
        #expect(try buttonY(whole, on: "iphone-se") == 24.5 - 32)
    }

    @Test func aLayoutForFiveSlotsPushesASixthTabOffTheBar() throws {
        let project = Self.project(Self.bar(divisor: "5", skip: "if (index == 2) { index += 1; }"), tabs: 5)
        let bar = SourceTabBar(controller: try #require(project.controllers.first), plusButton: nil)
        let input = try #require(bar.layoutInput()).input
        let layout = try LayoutEngine.layout(input, on: Device.defaultDevice).get()
        #expect(layout.itemWidth == layout.barWidth / 5)
        #expect(try #require(layout.items.last).frame.x >= layout.barWidth)
        #expect(layout.plusButton?.index == 2)
        // Where the code puts it: the bar's middle (`self.bounds.size.width * 0.5`), over the third tab's slot.
        #expect(layout.plusButton?.frame.midX == layout.barWidth / 2)
    }

    @Test func aButtonLaidOverAStockBarWithConstraints() throws {
        let text = """
            @interface HomeTabBarController : UITabBarController
            @end

            @implementation HomeTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:[[HomeViewController alloc] init]];
                [self addChildViewController:[[UIViewController alloc] init]];
                [self addChildViewController:[[MeViewController alloc] init]];
                UIButton *publish = [UIButton buttonWithType:UIButtonTypeCustom];
                [self.tabBar addSubview:publish];
                [publish.bottomAnchor constraintEqualToAnchor:self.tabBar.topAnchor constant:30].active = YES;
                [publish.heightAnchor constraintEqualToConstant:50].active = YES;
            }
            @end
            """
        let project = SourceProjectReader.project([.init(path: "HomeTabBarController.m", bytes: Array(text.utf8))])
        let controller = try #require(project.controllers.first)
        let overlay = try #require(project.overlays(for: controller).first)
        #expect(overlay.value.view.top(contentHeight: 49, safeArea: 0) == -20)
        #expect(Self.codes(project)["TB024"] == [.warning])
        #expect(Self.codes(project)["TB032"] == [.info])
        // Previewed over UIKit's equal slots, where its constraints put it.
        let input = try #require(SourceTabBar(controller: controller, plusButton: nil).layoutInput()).input
        let layout = try LayoutEngine.layout(input, on: Device.defaultDevice).get()
        #expect(layout.items.map(\.frame.x) == [0, layout.barWidth / 3, 2 * layout.barWidth / 3])
        #expect(layout.plusButton?.frame.y == -20 && layout.plusButton?.frame.height == 50)
    }
}
