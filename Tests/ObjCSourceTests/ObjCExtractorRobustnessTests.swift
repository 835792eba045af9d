import Testing
import JSONC
import TabBarCore
import ObjCSource
import TabBarTestSupport

/// Hostile and large input: random splices never trap and keep every range inside the file, and
/// extraction stays linear.
@Suite struct ObjCExtractorRobustnessTests {
    /// Pieces of real-looking Objective-C, cut at awkward places.
    static let fragments: [String] = [
        "@implementation ", "@interface ", "@end\n", "@protocol ", " : CYLPlusButton <CYLPlusButtonSubclassing>\n",
        "PlusButton", "MainTabBarController", "(Cat)", "()", "{", "}", "[", "]", "(", ")", ";", ":", ",", ".", "@", "=", "==",
        "+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }\n", "- (void)viewDidLoad {\n", "self.title = @\"首页\";\n",
        "[self setTitle:@\"😀\"];", "self.navigationItem.title = NSLocalizedString(@\"k\", nil);",
        "[[CYLTabBarController alloc] initWithViewControllers:", " tabBarItemsAttributes:", "[super initWithViewControllers:",
        "[CYLTabBarController tabBarControllerWithViewControllers:", "@[", "@{", "CYLTabBarItemTitle : ", "CYLTabBarItemImage:",
        "[UIImage imageNamed:@\"x\"]", "[[HomeViewController alloc] init]", "[[UINavigationController alloc] initWithRootViewController:",
        "vc", "nav", "items", "NSMutableArray *items = [NSMutableArray array];", "[items addObject:", "NSArray *vcs = @[",
        "tbc.tabBarHeight = 49;", "self.tabBarItemsAttributes = ", "[tbc setViewControllers:", "+ (id)plusButton {",
        "button.frame = CGRectMake(0, 0, 55, 59);", "[button sizeToFit];", "return button;", "return (CGFloat)-14.5;",
        "+ (void)load { [super registerSubclass]; }", "[PlusButton registerPlusButton];", "#if 0\n", "#else\n", "#endif\n",
        "#import <UIKit/UIKit.h>\n", "// [PlusButton registerSubclass];\n", "/* + (CGFloat)multiplerInCenterY", " */", "\"", "@\"",
        "'", "\\", "\n", "\r\n", " ", "\t", "if (x) ", "for (id a in b) ", "? 1 : 2", "^{ ", "return ", "nil", "self", "super",
        "55.f", "0x1p-3", "1e999", "-", "+", "*", "<", ">", "...", "- (void)log:(NSString *)f, ... {}", "T *v = ", "v = ",
        "[self tabBarItemsAttributesForController]", "self.viewControllers", "[[self class] viewControllers]", ".copy",
        "[NSArray arrayWithObjects:", "[NSDictionary dictionaryWithObjectsAndKeys:", ", nil]",
    ]

    @Test func randomSplicesNeverTrapAndKeepRangesInside() {
        var random = SeededGenerator(seed: 0x7AB_BA12)
        let clock = ContinuousClock()
        let started = clock.now
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            let pieces = Int(random.next() % 60) + 1
            for _ in 0..<pieces {
                if random.next() % 8 == 0 {
                    for _ in 0..<Int(random.next() % 6) + 1 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
                } else {
                    bytes += Array(Self.fragments[Int(random.next() % UInt64(Self.fragments.count))].utf8)
                }
            }
            expectRangesInside(ObjCExtractor.extract(bytes), count: bytes.count)
        }
        // Truncations and single-byte corruptions of a realistic file.
        let sample = Array(Self.realistic(blocks: 2).utf8)
        for _ in 0..<300 {
            let cut = Int(random.next() % UInt64(sample.count + 1))
            expectRangesInside(ObjCExtractor.extract(Array(sample[0..<cut])), count: cut)
            var corrupted = sample
            corrupted[Int(random.next() % UInt64(sample.count))] = UInt8(truncatingIfNeeded: random.next())
            expectRangesInside(ObjCExtractor.extract(corrupted), count: corrupted.count)
        }
        #expect(clock.now - started < .seconds(60))
    }

    /// A hang guard, not a speed test (speed is measured by benchmarks, never by timed tests on a
    /// shared machine): a bound that only a quadratic scan would miss, even on a loaded machine.
    @Test func pathologicalShapesFinish() {
        let clock = ContinuousClock()
        let shapes: [String] = [
            String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
            String(repeating: "@[", count: 20_000),
            "@implementation A\n" + String(repeating: "- (void)m { self.title = @\"x\"; } ", count: 5_000) + "\n@end",
            "@implementation A\n- (void)m {\nNSMutableArray *a = [NSMutableArray array];\n"
                + String(repeating: "[a addObject:@{CYLTabBarItemTitle: @\"t\"}];\nself.tabBarItemsAttributes = a;\n", count: 3_000)
                + "}\n@end",
            "@implementation A\n- (void)m {\nNSArray *a = @[" + String(repeating: "x, ", count: 5_000) + "];\n"
                + String(repeating: "[[CYLTabBarController alloc] initWithViewControllers:a tabBarItemsAttributes:a];\n", count: 2_000)
                + "}\n@end",
            String(repeating: "@implementation A\n", count: 10_000),
            String(repeating: "#if 0\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000),
        ]
        for shape in shapes {
            let bytes = Array(shape.utf8)
            let started = clock.now
            let facts = ObjCExtractor.extract(bytes)
            #expect(clock.now - started < .seconds(120))
            expectRangesInside(facts, count: bytes.count)
        }
    }

    @Test func fiveThousandLineFileIsReadInOnePass() {
        let text = Self.realistic(blocks: 60)
        let bytes = Array(text.utf8)
        let lines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        #expect(lines >= 5_000)
        let clock = ContinuousClock()
        let started = clock.now
        let facts = ObjCExtractor.extract(bytes)
        let elapsed = clock.now - started
        #expect(facts.controllers.count == 60)
        #expect(facts.controllers.allSatisfy { $0.items?.knownCount == 5 && $0.viewControllers?.knownCount == 5 })
        #expect(facts.registrations.count == 60)
        #expect(elapsed < .seconds(120), "hang guard: ObjCExtractor: \(lines) lines, \(bytes.count) bytes in \(elapsed)")
        expectRangesInside(facts, count: bytes.count)
    }

    /// A config class, a plus button and view controllers, `blocks` times (about 85 lines each).
    static func realistic(blocks: Int) -> String {
        var text = "#import <CYLTabBarController/CYLTabBarController.h>\n\n"
        for block in 0..<blocks {
            let tabs = ["首页", "同城", "消息", "我的", "更多🎉"]
            text += "@interface Config\(block) () <UITabBarControllerDelegate>\n@end\n\n@implementation Config\(block)\n\n"
            text += "- (CYLTabBarController *)tabBarController {\n    if (_tabBarController == nil) {\n"
            text += "        CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:self.viewControllers\n"
            text += "                                                                                   tabBarItemsAttributes:self.tabBarItemsAttributesForController];\n"
            text += "        [self customizeTabBarAppearance:tabBarController];\n        _tabBarController = tabBarController;\n    }\n    return _tabBarController;\n}\n\n"
            text += "- (NSArray *)viewControllers {\n"
            for (index, tab) in tabs.enumerated() {
                text += "    ViewController\(index) *vc\(index) = [[ViewController\(index) alloc] init];\n"
                text += "    vc\(index).title = @\"\(tab)\"; // \(tab)\n"
                text += "    UIViewController *nav\(index) = [[CYLBaseNavigationController alloc] initWithRootViewController:vc\(index)];\n"
            }
            text += "    NSArray *viewControllers = @[nav0, nav1, nav2, nav3, nav4];\n    return viewControllers;\n}\n\n"
            text += "- (NSArray *)tabBarItemsAttributesForController {\n"
            for (index, tab) in tabs.enumerated() {
                text += "    NSDictionary *item\(index) = @{\n        CYLTabBarItemTitle : @\"\(tab)\",\n"
                text += "        CYLTabBarItemImage : @\"tab_\(index)\",\n        CYLTabBarItemSelectedImage : @\"tab_\(index)_hl\",\n    };\n"
            }
            text += "    NSArray *tabBarItemsAttributes = @[item0, item1, item2, item3, item4];\n    return tabBarItemsAttributes;\n}\n\n"
            text += "- (void)customizeTabBarAppearance:(CYLTabBarController *)tabBarController {\n    tabBarController.tabBarHeight = 49;\n}\n\n@end\n\n"
            text += "@implementation PlusButton\(block)\n\n+ (void)load {\n    [super registerSubclass];\n}\n\n"
            text += "+ (id)plusButton {\n    PlusButton\(block) *button = [PlusButton\(block) buttonWithType:UIButtonTypeCustom];\n"
            text += "    button.frame = CGRectMake(0.0, 0.0, 55, 59);\n    return button;\n}\n\n"
            text += "+ (NSUInteger)indexOfPlusButtonInTabBar {\n    return 2;\n}\n\n"
            text += "+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {\n    return 0.3;\n}\n\n@end\n\n"
        }
        return text
    }
}

/// Checks that every range of `facts` lies inside a file of `count` bytes.
private func expectRangesInside(_ facts: SourceFileFacts, count: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var ranges: [ByteRange] = facts.comments
    func add<T>(_ fact: SourceFact<T>?) { if let fact { ranges.append(fact.range) } }
    func add(_ title: SourceTitleAssignment) {
        ranges.append(title.targetRange)
        add(title.value)
    }
    for declaration in facts.classes {
        ranges += [declaration.nameRange, declaration.range, ByteRange.empty(at: declaration.insertionOffset)]
        for method in declaration.methods {
            ranges += [method.nameRange, method.signatureRange, method.lineRange]
            add(method.returnedNumber)
            add(method.frameWidth)
            add(method.frameHeight)
        }
        declaration.titleAssignments.forEach(add)
    }
    for controller in facts.controllers {
        ranges.append(controller.range)
        ranges += [controller.attributesSetter, controller.viewControllersSetter].compactMap { $0 }
        add(controller.tabBarHeight)
        if let items = controller.items {
            ranges.append(items.range)
            for item in items.elements {
                ranges += [item.range, item.reference]
                add(item.title)
                add(item.image)
                add(item.selectedImage)
            }
        }
        if let viewControllers = controller.viewControllers {
            ranges.append(viewControllers.range)
            for element in viewControllers.elements {
                ranges.append(element.range)
                element.titleAssignments.forEach(add)
            }
        }
    }
    for registration in facts.registrations { ranges += [registration.range, registration.nameRange] }
    for range in ranges where !(range.start >= 0 && range.start <= range.end && range.end <= count) {
        Issue.record("range \(range) outside a file of \(count) bytes", sourceLocation: sourceLocation)
        return
    }
}
