import Testing
import JSONC
import TabBarCore
import ObjCSource

/// Classes, methods, plus button numbers and frames, title assignments, registrations, comments and
/// inactive code. Controllers are in `ObjCExtractorControllerTests`.
@Suite struct ObjCExtractorTests {
    // MARK: Classes

    @Test func interfacesRecordSuperclassProtocolsAndCategories() {
        let s = ObjCSnippet("""
        @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing, UIActionSheetDelegate>
        + (id)plusButton;
        @end

        @interface PlusButton () <UIGestureRecognizerDelegate> {
            CGFloat _height;
        }
        @end

        @interface PlusButton (Layout)
        @end
        """)
        #expect(s.facts.frontEnd.id == "objective-c")
        #expect(s.facts.classes.count == 3)
        let main = s.facts.classes[0]
        #expect(main.name == "PlusButton")
        #expect(main.isInterface && !main.isExtension)
        #expect(main.superclass == "CYLPlusButton")
        #expect(main.protocols == ["CYLPlusButtonSubclassing", "UIActionSheetDelegate"])
        #expect(main.nameRange == s.range("PlusButton"))
        #expect(s.text(main.range).hasPrefix("@interface PlusButton :") && s.text(main.range).hasSuffix("@end"))
        #expect(main.insertionOffset == s.offset("@end"))
        #expect(main.methods.isEmpty)
        let extensionDeclaration = s.facts.classes[1]
        #expect(extensionDeclaration.isExtension && extensionDeclaration.isInterface)
        #expect(extensionDeclaration.protocols == ["UIGestureRecognizerDelegate"])
        #expect(extensionDeclaration.superclass == nil)
        #expect(s.facts.classes[2].isExtension)
        #expect(s.facts.classes[2].nameRange == s.range("PlusButton", in: "@interface PlusButton (Layout)"))
    }

    @Test func implementationTakesTheFilesInterfaceAndItsIndentation() {
        let s = ObjCSnippet("""
        @interface CYLPlusButtonSubclass : CYLPlusButton
        @end
        @interface CYLPlusButtonSubclass () <CYLPlusButtonSubclassing>
        @end

        @implementation CYLPlusButtonSubclass {
          UIView *_cover;
        }

        + (NSUInteger)indexOfPlusButtonInTabBar {
          return 2;
        }

        @end
        """)
        let declaration = try! #require(s.implementation("CYLPlusButtonSubclass"))
        #expect(!declaration.isInterface && !declaration.isExtension)
        #expect(declaration.superclass == "CYLPlusButton")
        #expect(declaration.protocols == ["CYLPlusButtonSubclassing"])
        #expect(declaration.nameRange == s.range("CYLPlusButtonSubclass", in: "@implementation CYLPlusButtonSubclass"))
        #expect(declaration.range == ByteRange(s.offset("@implementation"), s.range("@end", occurrence: 3).end))
        #expect(declaration.insertionOffset == s.offset("@end", occurrence: 3))
        #expect(declaration.indentUnit == "  ")
        #expect(declaration.methods.map(\.selector) == ["indexOfPlusButtonInTabBar"])
    }

    @Test func indentationDefaultsToFourSpacesAndReadsTabs() {
        let tabbed = ObjCSnippet("@implementation A\n- (void)viewDidLoad {\n\t[super viewDidLoad];\n}\n@end\n")
        #expect(tabbed.implementation("A")?.indentUnit == "\t")
        let empty = ObjCSnippet("@implementation B\n- (void)foo {}\n@end\n")
        #expect(empty.implementation("B")?.indentUnit == "    ")
        let category = ObjCSnippet("@implementation UIViewController (Tab)\n- (void)foo {\n        [self bar];\n}\n@end")
        #expect(category.facts.classes.first?.isExtension == true)
        #expect(category.facts.classes.first?.indentUnit == "        ")
    }

    @Test func missingEndStillYieldsTheClass() {
        let s = ObjCSnippet("@implementation Broken\n+ (NSUInteger)indexOfPlusButtonInTabBar { return 1; }\n")
        let declaration = try! #require(s.implementation("Broken"))
        #expect(declaration.methods.first?.returnedNumber?.literal == 1)
        #expect(declaration.range.end <= s.bytes.count)
        #expect(declaration.insertionOffset == s.bytes.count)
    }

    // MARK: Methods

    @Test func methodSelectorsNamesSignaturesAndLines() {
        let s = ObjCSnippet("""
        @implementation PlusButton
        + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
            return 0.3;
        }
        - (instancetype)initWithViewControllers:(NSArray<UIViewController *> *)viewControllers
                          tabBarItemsAttributes:(NSArray<NSDictionary *> *)attributes NS_REQUIRES_SUPER {
            return self;
        }
        +(CGFloat)multiplerInCenterY{return 0.3;}
        - (void)log:(NSString *)format, ... {
        }
        @end
        """)
        let methods = try! #require(s.implementation("PlusButton")).methods
        #expect(methods.map(\.selector) == ["multiplierOfTabBarHeight:", "initWithViewControllers:tabBarItemsAttributes:",
                                            "multiplerInCenterY", "log:"])
        #expect(methods.map(\.isClassMethod) == [true, false, true, false])
        #expect(methods[0].nameRange == s.range("multiplierOfTabBarHeight"))
        #expect(s.text(methods[0].signatureRange) == "multiplierOfTabBarHeight:(CGFloat)tabBarHeight")
        #expect(methods[0].lineRange == ByteRange(s.offset("+ (CGFloat)"), s.range("}\n", occurrence: 1).end))
        #expect(s.text(methods[1].signatureRange).hasSuffix("(NSArray<NSDictionary *> *)attributes"))
        #expect(methods[2].signatureRange == s.range("multiplerInCenterY"))
        #expect(methods[2].lineRange == ByteRange(s.offset("+(CGFloat)multiplerInCenterY"), s.range("return 0.3;}\n").end))
    }

    @Test func returnedNumbersAllowCastsParenthesesAndSigns() {
        let s = ObjCSnippet("""
        @implementation PlusButton
        + (NSUInteger)indexOfPlusButtonInTabBar {
            return 2;
        }
        + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
            return  0.3f;
        }
        + (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
            return (-15);
        }
        + (CGFloat)multiplerInCenterY {
            return (CGFloat)-14.5;
        }
        + (CGFloat)helperWidth { return 55.f; }
        @end
        """)
        let index = try! #require(s.method("indexOfPlusButtonInTabBar")?.returnedNumber)
        #expect(index.literal == 2)
        #expect(index.range == ByteRange(s.offset("2;"), s.offset("2;") + 1))
        #expect(s.method("multiplierOfTabBarHeight:")?.returnedNumber?.literal == 0.3)
        let offset = try! #require(s.method("constantOfPlusButtonCenterYOffsetForTabBarHeight:")?.returnedNumber)
        #expect(offset.literal == -15)
        #expect(s.text(offset.range) == "-15")
        let deprecated = try! #require(s.method("multiplerInCenterY")?.returnedNumber)
        #expect(deprecated.literal == -14.5)
        #expect(s.text(deprecated.range) == "-14.5")
        #expect(s.method("helperWidth")?.returnedNumber?.literal == 55)
    }

    @Test func returnedValuesThatAreNotLiteralsAreUnknown() {
        let s = ObjCSnippet("""
        @implementation PlusButton
        + (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
            return (CYL_IS_IPHONE_X ? - 6 : 4);
        }
        + (NSUInteger)indexOfPlusButtonInTabBar {
            if (self.isWide) { return 1; }
            return 2;
        }
        + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
            return kPlusMultiplier;
        }
        + (NSString *)helperName { return @"x"; }
        + (void)load {
        }
        + (UIViewController *)plusChildViewController {
            UIViewController *publish = [[PublishViewController alloc] init];
            return [[UINavigationController alloc] initWithRootViewController:publish];
        }
        @end
        """)
        let offset = try! #require(s.method("constantOfPlusButtonCenterYOffsetForTabBarHeight:")?.returnedNumber)
        #expect(offset.value == .unknown)
        #expect(s.text(offset.range) == "(CYL_IS_IPHONE_X ? - 6 : 4)")
        let index = try! #require(s.method("indexOfPlusButtonInTabBar")?.returnedNumber)
        #expect(index.value == .unknown)
        #expect(index.range == ByteRange(s.offset("2;"), s.offset("2;") + 1))
        #expect(s.method("multiplierOfTabBarHeight:")?.returnedNumber?.value == .unknown)
        #expect(s.text(s.method("multiplierOfTabBarHeight:")!.returnedNumber!.range) == "kPlusMultiplier")
        #expect(s.method("helperName")?.returnedNumber == nil)
        #expect(s.method("load")?.returnedNumber == nil)
        let child = try! #require(s.method("plusChildViewController")?.returnedNumber)
        #expect(child == SourceFact(.unknown, range: s.range("[[UINavigationController alloc] initWithRootViewController:publish]")))
    }

    @Test func plusButtonFrameFromCGRectMake() {
        let s = ObjCSnippet("""
        @implementation PlusButton
        + (id)plusButton {
            PlusButton *button = [PlusButton buttonWithType:UIButtonTypeCustom];
            [button setImage:[UIImage imageNamed:@"post_normal"] forState:UIControlStateNormal];
            button.imageView.frame = CGRectMake(0.0, 0.0, 120, 120);
            button.frame = CGRectMake(0.0, 0.0, 55.f, 59);
            return button;
        }
        @end
        """)
        let method = try! #require(s.method("plusButton"))
        #expect(method.frameWidth?.literal == 55)
        #expect(s.text(method.frameWidth!.range) == "55.f")
        #expect(method.frameHeight?.literal == 59)
        #expect(method.frameHeight?.range == s.range("59"))
        #expect(method.returnedNumber?.value == .unknown)
    }

    @Test func plusButtonFrameAfterOrBeforeSizeToFit() {
        let sized = ObjCSnippet("""
        @implementation A
        + (id)plusButton {
            A *button = [[A alloc] init];
            button.frame = CGRectMake(0, 0, 50, 50);
            [button sizeToFit];
            return button;
        }
        @end
        """)
        #expect(sized.method("plusButton")?.frameWidth == nil)
        #expect(sized.method("plusButton")?.frameHeight == nil)
        let framedLater = ObjCSnippet("""
        @implementation B
        + (id)plusButton {
            B *btn = [B buttonWithType:UIButtonTypeCustom];
            [btn sizeToFit];
            btn.frame = CGRectMake(0, 0, 64, kHeight);
            [btn.titleLabel sizeToFit];
            return btn;
        }
        @end
        """)
        let method = try! #require(framedLater.method("plusButton"))
        #expect(method.frameWidth?.literal == 64)
        #expect(method.frameHeight?.value == .unknown)
        #expect(method.frameHeight?.range == framedLater.range("kHeight"))
        let none = ObjCSnippet("@implementation C\n+ (id)plusButton {\n    C *b = [C new];\n    return b;\n}\n@end")
        #expect(none.method("plusButton")?.frameWidth == nil)
    }

    @Test func plusButtonFrameFromInitWithFrameAndRectVariable() {
        let s = ObjCSnippet("""
        @implementation A
        + (instancetype)plusButton {
            A *button = [[A alloc] initWithFrame:CGRectMake(0, 0, 70, 70)];
            return button;
        }
        @end
        @implementation B
        + (instancetype)plusButton {
            CGRect rect = CGRectMake(0, 0, 48, 40 + 8);
            B *button = [B new];
            [button setFrame:rect];
            return button;
        }
        @end
        """)
        #expect(s.implementation("A")?.methods.first?.frameWidth?.literal == 70)
        let b = try! #require(s.implementation("B")?.methods.first)
        #expect(b.frameWidth?.literal == 48)
        #expect(b.frameWidth?.range == s.range("48"))
        #expect(b.frameHeight?.value == .unknown)
        #expect(s.text(b.frameHeight!.range) == "40 + 8")
    }

    // MARK: Title assignments

    @Test func selfTitleAssignmentsInInstanceMethods() {
        let s = ObjCSnippet("""
        @implementation HomeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"首页";
            self.navigationItem.title = NSLocalizedString(@"home.nav", @"nav title");
            [self setTitle:@"😀 " @"Me"];
            if (self.title == nil) { self.title = [self computedTitle]; }
        }
        + (void)configure {
            self.title = @"not an instance";
        }
        @end
        """)
        let assignments = try! #require(s.implementation("HomeViewController")).titleAssignments
        #expect(assignments.count == 4)
        #expect(assignments[0].target == .title)
        #expect(assignments[0].targetRange == s.range("self.title"))
        #expect(assignments[0].navigationItemSpelling == "self.navigationItem.title")
        #expect(assignments[0].value == SourceFact(.literal("首页"), range: s.range("@\"首页\"")))
        #expect(assignments[1].target == .navigationItemTitle)
        #expect(assignments[1].targetRange == s.range("self.navigationItem.title"))
        #expect(assignments[1].navigationItemSpelling == nil)
        #expect(assignments[1].value.value == .localized(key: "home.nav"))
        #expect(assignments[1].value.range == s.range("NSLocalizedString(@\"home.nav\", @\"nav title\")"))
        #expect(assignments[2].targetRange == s.range("setTitle"))
        #expect(assignments[2].navigationItemSpelling == nil)
        #expect(assignments[2].value == SourceFact(.literal("😀 Me"), range: s.range("@\"😀 \" @\"Me\"")))
        #expect(assignments[3].value.value == .unknown)
        #expect(assignments[3].value.range == s.range("[self computedTitle]"))
        #expect(assignments[3].targetRange == s.range("self.title", occurrence: 3))
    }

    @Test func titleAssignmentsAfterCaseLabelsAndConditionsButNotComparisons() {
        let s = ObjCSnippet("""
        @implementation ListViewController
        - (void)update {
            switch (self.kind) {
                case 0: self.title = @"全部"; break;
                default: self.navigationItem.title = kTitle;
            }
            if (self.title == nil) return;
            for (id x in self.items) self.title = x;
            BOOL same = [self.title isEqualToString:@"a"];
            NSString *t = self.title = @"chained";
        }
        @end
        """)
        let assignments = try! #require(s.implementation("ListViewController")).titleAssignments
        #expect(assignments.map(\.target) == [.title, .navigationItemTitle, .title])
        #expect(assignments[0].value.literal == "全部")
        #expect(assignments[1].value == SourceFact(.unknown, range: s.range("kTitle")))
        #expect(assignments[2].targetRange == s.range("self.title", in: "self.items) self.title"))
    }

    // MARK: Registrations

    @Test func registrationsByClassNameAndInLoad() {
        let s = ObjCSnippet("""
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            [PlusButtonSubclass registerPlusButton];
            [self registerPlusButton];
            [plusClass registerPlusButton];
            return YES;
        }
        @end
        @implementation AZPlusButton
        +(void)load {
            [super registerSubclass];
        }
        @end
        @implementation Other
        + (void)load { [CYLPlusButtonSubclass registerSubclass]; }
        + (void)setUp { [self registerPlusButton]; }
        @end
        """)
        let registrations = s.facts.registrations
        #expect(registrations.count == 4)
        #expect(registrations[0] == SourceRegistration(className: "PlusButtonSubclass", range: s.range("[PlusButtonSubclass registerPlusButton]"),
                                                       nameRange: s.range("registerPlusButton"), isDeprecated: false, isInLoad: false))
        #expect(registrations[1] == SourceRegistration(className: "AZPlusButton", range: s.range("[super registerSubclass]"),
                                                       nameRange: s.range("registerSubclass"), isDeprecated: true, isInLoad: true))
        #expect(registrations[2].className == "CYLPlusButtonSubclass")
        #expect(registrations[2].isInLoad && registrations[2].isDeprecated)
        #expect(registrations[3] == SourceRegistration(className: "Other", range: s.range("[self registerPlusButton]", occurrence: 2),
                                                       nameRange: s.range("registerPlusButton", occurrence: 4),
                                                       isDeprecated: false, isInLoad: false))
    }

    // MARK: Comments and inactive code

    @Test func commentedOutCodeIsIgnoredAndCommentsAreKept() {
        let s = ObjCSnippet("""
        // [PlusButton registerSubclass];
        @implementation PlusButton
        /* + (CGFloat)multiplerInCenterY {
            return 0.3;
        } */
        //+ (NSUInteger)indexOfPlusButtonInTabBar {
        //    return 2;
        //}
        + (void)load {
            // [super registerSubclass];
        }
        @end
        """)
        #expect(s.facts.registrations.isEmpty)
        #expect(s.implementation("PlusButton")?.methods.map(\.selector) == ["load"])
        #expect(s.facts.comments.count == 6)
        #expect(s.facts.comments[0] == s.range("// [PlusButton registerSubclass];"))
        #expect(s.text(s.facts.comments[1]).hasPrefix("/* + (CGFloat)multiplerInCenterY"))
    }

    @Test func ifZeroBlocksAreSkippedButTheirElseBranchIsRead() {
        let s = ObjCSnippet("""
        @implementation PlusButton
        #if 0
        + (CGFloat)multiplerInCenterY { return 0.3; }
        #if DEBUG
        + (void)load { [super registerSubclass]; }
        #endif
        #else
        + (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight { return 0.3; }
        #endif
        #if 0 // old
        + (NSUInteger)indexOfPlusButtonInTabBar { return 2; } // kept comment
        #endif
        #if 00
        + (id)hidden { return nil; }
        #endif
        #if 0 || USE_PLUS
        + (id)plusChildViewController { return nil; }
        #endif
        @end
        """)
        #expect(s.implementation("PlusButton")?.methods.map(\.selector) == ["multiplierOfTabBarHeight:", "plusChildViewController"])
        #expect(s.facts.registrations.isEmpty)
        #expect(s.facts.comments.contains(s.range("// kept comment")))
    }
}
