import Testing
import JSONC
import TabBarCore
import ObjCSource

/// Controllers: the class factory, initializers, setters, and the arrays and elements they are given.
@Suite struct ObjCExtractorControllerTests {
    @Test func classFactoryWithInlineLiterals() {
        let s = ObjCSnippet("""
        @implementation AppDelegate
        - (void)setUp {
            CYLTabBarController *tabBarController = [CYLTabBarController tabBarControllerWithViewControllers:@[
                [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]],
                [MineViewController new],
            ] tabBarItemsAttributes:@[
                @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home_normal", CYLTabBarItemSelectedImage : @"home_highlight" },
                @{ CYLTabBarItemTitle : @"我的🐱",
                   CYLTabBarItemImage : [UIImage imageNamed:@"mine_normal"],
                   CYLTabBarItemSelectedImage : [[UIImage imageNamed:@"mine_highlight"] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal] },
            ]];
            tabBarController.tabBarHeight = 50.f;
            self.window.rootViewController = tabBarController;
        }
        @end
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = s.facts.controllers[0]
        #expect(controller.construction == .classFactory)
        #expect(controller.className == "CYLTabBarController")
        #expect(s.text(controller.range).hasPrefix("[CYLTabBarController tabBarControllerWithViewControllers:@["))
        #expect(s.text(controller.range).hasSuffix("]]"))
        #expect(controller.tabBarHeight == SourceFact(.literal(50), range: s.range("50.f")))
        #expect(controller.attributesSetter == nil && controller.viewControllersSetter == nil)

        let viewControllers = try! #require(controller.viewControllers)
        #expect(viewControllers.isComplete && viewControllers.knownCount == 2)
        #expect(viewControllers.elements.map(\.className) == ["HomeViewController", "MineViewController"])
        #expect(viewControllers.elements[1].range == s.range("[MineViewController new]"))
        #expect(s.text(viewControllers.range).hasPrefix("@[") && s.text(viewControllers.range).hasSuffix("]"))

        let items = try! #require(controller.items)
        #expect(items.knownCount == 2)
        let home = items.elements[0]
        #expect(home.isKnown && home.keysComplete)
        #expect(home.range == s.range(#"@{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home_normal", CYLTabBarItemSelectedImage : @"home_highlight" }"#))
        #expect(home.reference == home.range)
        #expect(home.title == SourceFact(.literal("首页"), range: s.range(#"@"首页""#)))
        #expect(home.image == SourceFact(.literal("home_normal"), range: s.range(#"@"home_normal""#)))
        #expect(home.selectedImage?.literal == "home_highlight")
        let mine = items.elements[1]
        #expect(mine.title == SourceFact(.literal("我的🐱"), range: s.range(#"@"我的🐱""#)))
        #expect(mine.image == SourceFact(.literal("mine_normal"), range: s.range(#"@"mine_normal""#)))
        #expect(mine.selectedImage == SourceFact(.literal("mine_highlight"), range: s.range(#"@"mine_highlight""#)))
    }

    @Test func initializerOfASubclassThroughVariablesAndConfigMethods() {
        let s = ObjCSnippet("""
        @implementation CYLTabBarControllerConfig
        - (CYLTabBarController *)tabBarController {
            if (_tabBarController == nil) {
                MainTabBarController *tabBarController = [[MainTabBarController alloc] initWithViewControllers:self.viewControllers
                                                                                         tabBarItemsAttributes:[self tabBarItemsAttributesForController]
                                                                                                   imageInsets:UIEdgeInsetsZero
                                                                                       titlePositionAdjustment:UIOffsetMake(0, -3.5)
                                                                                                       context:self.context];
                [self customizeTabBarAppearance:tabBarController];
                _tabBarController = tabBarController;
            }
            return _tabBarController;
        }

        - (NSArray *)viewControllers {
            HomeViewController *firstViewController = [[HomeViewController alloc] init];
            firstViewController.title = @"首页";
            UIViewController *firstNavigationController = [[CYLBaseNavigationController alloc]
                                                           initWithRootViewController:firstViewController];
            MessageViewController *secondViewController = [[MessageViewController alloc] initWithNibName:nil bundle:nil];
            [secondViewController setTitle:@"消息"];
            secondViewController.navigationItem.title = @"Inbox";
            UIViewController *secondNavigationController = [[CYLBaseNavigationController alloc]
                                                            initWithRootViewController:secondViewController];
            NSArray *viewControllers = @[
                                         firstNavigationController,
                                         secondNavigationController,
                                         ];
            return viewControllers;
        }

        - (NSArray *)tabBarItemsAttributesForController {
            NSDictionary *firstTabBarItemsAttributes = @{
                                                         CYLTabBarItemTitle : @"首页",
                                                         CYLTabBarItemImage : @"home_normal",
                                                         };
            NSDictionary *secondTabBarItemsAttributes = @{
                                                          CYLTabBarItemTitle : NSLocalizedString(@"tab.message", nil),
                                                          CYLTabBarItemImage : @"message_normal",
                                                          };
            NSArray *tabBarItemsAttributes = @[
                                               firstTabBarItemsAttributes,
                                               secondTabBarItemsAttributes
                                               ];
            return tabBarItemsAttributes;
        }

        - (void)customizeTabBarAppearance:(CYLTabBarController *)tabBarController {
            tabBarController.tabBarHeight = CYL_IS_IPHONE_X ? 88 : 48;
        }
        @end
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = s.facts.controllers[0]
        #expect(controller.construction == .initializer)
        #expect(controller.className == "MainTabBarController")
        #expect(controller.tabBarHeight == SourceFact(.unknown, range: s.range("CYL_IS_IPHONE_X ? 88 : 48")))

        let viewControllers = try! #require(controller.viewControllers)
        #expect(viewControllers.range == s.range("self.viewControllers"))
        #expect(viewControllers.knownCount == 2)
        let first = viewControllers.elements[0]
        #expect(first.range == s.range("firstNavigationController", in: "                                 firstNavigationController,"))
        #expect(first.className == "HomeViewController")
        #expect(first.titleAssignments == [
            SourceTitleAssignment(target: .title, targetRange: s.range("firstViewController.title"),
                                  navigationItemSpelling: "firstViewController.navigationItem.title",
                                  value: SourceFact(.literal("首页"), range: s.range(#"@"首页""#))),
        ])
        let second = viewControllers.elements[1]
        #expect(second.className == "MessageViewController")
        #expect(second.titleAssignments.map(\.target) == [.title, .navigationItemTitle])
        #expect(second.titleAssignments[0].targetRange == s.range("setTitle"))
        #expect(second.titleAssignments[1].targetRange == s.range("secondViewController.navigationItem.title"))
        #expect(second.titleAssignments[1].value.literal == "Inbox")

        let items = try! #require(controller.items)
        #expect(items.range == s.range("[self tabBarItemsAttributesForController]"))
        #expect(items.knownCount == 2)
        #expect(items.elements[0].reference == s.range("firstTabBarItemsAttributes", occurrence: 2))
        #expect(s.text(items.elements[0].range).hasPrefix("@{") && s.text(items.elements[0].range).hasSuffix("}"))
        #expect(items.elements[0].title?.literal == "首页")
        #expect(items.elements[0].selectedImage == nil)
        #expect(items.elements[1].title?.value == .localized(key: "tab.message"))
        #expect(items.elements[1].title?.range == s.range(#"NSLocalizedString(@"tab.message", nil)"#))
    }

    @Test func superInitializerInASubclass() {
        let s = ObjCSnippet("""
        @implementation MainTabBarController
        - (instancetype)initWithContext:(NSString *)context {
            UIEdgeInsets imageInsets = UIEdgeInsetsZero;
            if (self = [super initWithViewControllers:[self viewControllersForTabBar]
                                tabBarItemsAttributes:[self tabBarItemsAttributesForTabBar]
                                          imageInsets:imageInsets
                              titlePositionAdjustment:UIOffsetMake(0, -3.5)
                                              context:context]) {
                [self customizeTabBarAppearance];
                self.delegate = self;
            }
            return self;
        }
        - (NSArray *)viewControllersForTabBar {
            return @[[[CYLBaseNavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]],
                     [self mineViewController]];
        }
        - (NSArray *)tabBarItemsAttributesForTabBar {
            return @[@{CYLTabBarItemTitle: @"首页"}, kMineItem];
        }
        - (void)customizeTabBarAppearance {
            self.tabBarHeight = 49;
        }
        @end
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = s.facts.controllers[0]
        #expect(controller.construction == .initializer)
        #expect(controller.className == "MainTabBarController")
        #expect(controller.tabBarHeight == SourceFact(.literal(49), range: s.range("49")))
        let viewControllers = try! #require(controller.viewControllers)
        #expect(viewControllers.elements.map(\.className) == ["HomeViewController", nil])
        #expect(viewControllers.elements[1].range == s.range("[self mineViewController]"))
        let items = try! #require(controller.items)
        #expect(items.isComplete)
        #expect(items.elements[1] == SourceItem(range: s.range("kMineItem"), reference: s.range("kMineItem"), isKnown: false, keysComplete: false))
    }

    @Test func plainInitAndSettersThroughAHelperMethod() {
        let s = ObjCSnippet("""
        @implementation TabBarControllerConfig
        - (CYLTabBarController *)tabBarController {
            if (_tabBarController == nil) {
                HomeViewController *firstViewController = [[HomeViewController alloc] init];
                UIViewController *firstNavigationController = [[UINavigationController alloc]
                                                               initWithRootViewController:firstViewController];
                CYLTabBarController *tabBarController = [[CYLTabBarController alloc] init];
                [self setUpTabBarItemsAttributesForController:tabBarController];
                [tabBarController setViewControllers:@[
                                                       firstNavigationController,
                                                       ]];
                _tabBarController = tabBarController;
            }
            return _tabBarController;
        }

        - (void)setUpTabBarItemsAttributesForController:(CYLTabBarController *)tabBarController {
            NSDictionary *dict1 = @{
                                    CYLTabBarItemTitle : @"首页",
                                    CYLTabBarItemImage : @"home_normal",
                                    CYLTabBarItemSelectedImage : @"home_highlight",
                                    };
            NSArray *tabBarItemsAttributes = @[ dict1 ];
            tabBarController.tabBarItemsAttributes = tabBarItemsAttributes;
        }
        @end
        """)
        #expect(s.facts.controllers.count == 1)
        let controller = s.facts.controllers[0]
        #expect(controller.construction == .plain)
        #expect(controller.className == "CYLTabBarController")
        #expect(controller.range == s.range("[[CYLTabBarController alloc] init]"))
        #expect(controller.attributesSetter == s.range("[self setUpTabBarItemsAttributesForController:tabBarController];"))
        #expect(s.text(controller.viewControllersSetter!).hasPrefix("[tabBarController setViewControllers:@["))
        #expect(s.text(controller.viewControllersSetter!).hasSuffix("]];"))
        #expect(controller.items?.range == s.range("tabBarItemsAttributes", in: "= tabBarItemsAttributes;"))
        #expect(controller.items?.elements.first?.reference == s.range("dict1", in: "@[ dict1 ]"))
        #expect(controller.items?.elements.first?.title?.literal == "首页")
        #expect(controller.viewControllers?.elements.map(\.className) == ["HomeViewController"])
    }

    @Test func settersOnSelfInTheWrongOrderAndOnAnUnknownReceiver() {
        let s = ObjCSnippet("""
        @implementation MainTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.viewControllers = @[[HomeViewController new], [MineViewController new]];
            self.tabBarItemsAttributes = @[@{CYLTabBarItemTitle : @"首页"}, @{CYLTabBarItemTitle : @"我的"}];
        }
        @end
        @implementation AppDelegate
        - (void)configure {
            [self.tabBarController setTabBarItemsAttributes:[Config items]];
            self.tabBarController.tabBarHeight = 60;
        }
        @end
        """)
        #expect(s.facts.controllers.count == 2)
        let own = s.facts.controllers[0]
        #expect(own.construction == .settersOnly)
        #expect(own.className == "MainTabBarController")
        #expect(own.range == s.range("self.viewControllers = @[[HomeViewController new], [MineViewController new]];"))
        #expect(own.viewControllersSetter == own.range)
        #expect(own.attributesSetter == s.range(#"self.tabBarItemsAttributes = @[@{CYLTabBarItemTitle : @"首页"}, @{CYLTabBarItemTitle : @"我的"}];"#))
        #expect(own.items?.elements.compactMap(\.title?.literal) == ["首页", "我的"])
        #expect(own.viewControllers?.knownCount == 2)
        let other = s.facts.controllers[1]
        #expect(other.construction == .settersOnly)
        #expect(other.className == nil)
        #expect(other.items == nil)
        #expect(other.attributesSetter == s.range("[self.tabBarController setTabBarItemsAttributes:[Config items]];"))
        #expect(other.tabBarHeight?.literal == 60)
    }

    @Test func mutableArraysBuiltWithAddObject() {
        let s = ObjCSnippet("""
        @implementation Config
        + (NSArray *)tabBarItemsAttributesForController {
            NSMutableArray *tabBarItemsAttributes = @[].mutableCopy;
            {
                NSDictionary *first = @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home" };
                [tabBarItemsAttributes addObject:first];
            }
            [tabBarItemsAttributes addObject:@{ CYLTabBarItemTitle : @"发现" }];
            return tabBarItemsAttributes.copy;
        }
        + (NSArray *)viewControllers {
            NSMutableArray *viewControllers = [NSMutableArray array];
            [viewControllers addObject:[[HomeViewController alloc] init]];
            if (self.showsShop) {
                [viewControllers addObject:[[ShopViewController alloc] init]];
            }
            return viewControllers;
        }
        + (CYLTabBarController *)make {
            return [CYLTabBarController tabBarControllerWithViewControllers:[self viewControllers]
                                                      tabBarItemsAttributes:[self tabBarItemsAttributesForController]];
        }
        @end
        """)
        let controller = try! #require(s.facts.controllers.first)
        let items = try! #require(controller.items)
        #expect(items.isComplete)
        #expect(items.elements.map(\.title?.literal) == ["首页", "发现"])
        #expect(items.elements[0].reference == s.range("first", in: "addObject:first]"))
        #expect(items.elements[1].range == s.range(#"@{ CYLTabBarItemTitle : @"发现" }"#))
        let viewControllers = try! #require(controller.viewControllers)
        #expect(!viewControllers.isComplete && viewControllers.knownCount == nil)
        #expect(viewControllers.elements.map(\.className) == ["HomeViewController", "ShopViewController"])
    }

    @Test func mutableArrayLeakingElsewhereIsIncomplete() {
        let s = ObjCSnippet("""
        @implementation Config
        - (void)build {
            NSMutableArray *items = [[NSMutableArray alloc] init];
            [items addObject:@{ CYLTabBarItemTitle : @"A" }];
            [self appendExtraItemsTo:items];
            CYLTabBarController *tbc = [[CYLTabBarController alloc] initWithViewControllers:[NSArray arrayWithObjects:[A new], [B new], nil]
                                                                       tabBarItemsAttributes:items];
        }
        @end
        """)
        let controller = try! #require(s.facts.controllers.first)
        #expect(controller.items?.isComplete == false)
        #expect(controller.items?.elements.count == 1)
        #expect(controller.viewControllers?.isComplete == true)
        #expect(controller.viewControllers?.elements.map(\.className) == ["A", "B"])
    }

    @Test func dictionaryWithObjectsAndKeysAndComputedKeys() {
        let s = ObjCSnippet("""
        @implementation Config
        - (void)build {
            NSDictionary *legacy = [NSDictionary dictionaryWithObjectsAndKeys:@"首页", CYLTabBarItemTitle, @"home", @"CYLTabBarItemImage", nil];
            NSDictionary *macro = @{ TABBAR_TITLE : @"Me", CYLTabBarItemImage : kMineImage };
            NSDictionary *twice = @{ CYLTabBarItemTitle : @"x" };
            twice = @{ CYLTabBarItemTitle : @"y" };
            self.tabBarItemsAttributes = @[legacy, macro, twice, [self extraItem]];
        }
        @end
        """)
        let items = try! #require(s.facts.controllers.first?.items?.elements)
        #expect(items.count == 4)
        #expect(items[0].isKnown && items[0].keysComplete)
        #expect(items[0].title == SourceFact(.literal("首页"), range: s.range(#"@"首页""#)))
        #expect(items[0].image?.literal == "home")
        #expect(items[1].isKnown && !items[1].keysComplete)
        #expect(items[1].title == nil)
        #expect(items[1].image == SourceFact(.unknown, range: s.range("kMineImage")))
        #expect(!items[2].isKnown)
        #expect(items[2].range == s.range("twice", in: "macro, twice"))
        #expect(!items[3].isKnown && items[3].range == s.range("[self extraItem]"))
    }

    @Test func unknownArraysAndViewControllers() {
        let s = ObjCSnippet("""
        @implementation AppDelegate
        - (void)build {
            UIViewController *dynamic = [[NSClassFromString(@"HomeViewController") alloc] init];
            UIViewController *made = [self makeViewController];
            CYLTabBarController *tbc = [CYLTabBarController tabBarControllerWithViewControllers:@[dynamic, made, [UIStoryboard main]]
                                                                           tabBarItemsAttributes:self.model.items];
            tbc.tabBarHeight = kTabBarHeight;
        }
        @end
        """)
        let controller = try! #require(s.facts.controllers.first)
        #expect(controller.items == nil)
        #expect(controller.viewControllers?.elements.map(\.className) == [nil, nil, nil])
        #expect(controller.viewControllers?.elements.allSatisfy { $0.titleAssignments.isEmpty } == true)
        #expect(controller.tabBarHeight == SourceFact(.unknown, range: s.range("kTabBarHeight")))
    }

    @Test func plainConstructionWithNewAndSetterSends() {
        let s = ObjCSnippet("""
        @implementation SceneDelegate
        - (void)makeRoot {
            MyTabBarController *tbc = [MyTabBarController new];
            [tbc setTabBarItemsAttributes:@[@{CYLTabBarItemTitle: @"一"}]];
            [tbc setViewControllers:@[[One new]] animated:NO];
            [tbc setTabBarHeight:(CGFloat)56];
        }
        @end
        """)
        let controller = try! #require(s.facts.controllers.first)
        #expect(controller.construction == .plain)
        #expect(controller.className == "MyTabBarController")
        #expect(controller.range == s.range("[MyTabBarController new]"))
        #expect(controller.attributesSetter == s.range(#"[tbc setTabBarItemsAttributes:@[@{CYLTabBarItemTitle: @"一"}]];"#))
        #expect(controller.viewControllersSetter == s.range("[tbc setViewControllers:@[[One new]] animated:NO];"))
        #expect(controller.tabBarHeight == SourceFact(.literal(56), range: s.range("56")))
    }

    @Test func classFactoryAssignedToSelfInAnInitializer() {
        let s = ObjCSnippet("""
        @implementation MainTabBarController
        - (instancetype)init {
            self = [CYLTabBarController tabBarControllerWithViewControllers:[self tabs] tabBarItemsAttributes:[self attributes]];
            return self;
        }
        - (instancetype)initWithStyle:(NSInteger)style {
            CYLTabBarController *tbc = [MainTabBarController tabBarControllerWithViewControllers:@[] tabBarItemsAttributes:@[]];
            tbc.tabBarHeight = 49;
            self = (id)tbc;
            return self;
        }
        + (instancetype)make {
            MainTabBarController *made = [CYLTabBarController tabBarControllerWithViewControllers:@[] tabBarItemsAttributes:@[]];
            return made;
        }
        @end
        """)
        let controllers = s.facts.controllers
        #expect(controllers.count == 3)
        #expect(controllers.allSatisfy { $0.construction == .classFactory })
        #expect(controllers[0].selfAssignment == s.range("self = [CYLTabBarController tabBarControllerWithViewControllers:[self tabs] tabBarItemsAttributes:[self attributes]]"))
        #expect(controllers[1].selfAssignment == s.range("self = (id)tbc"))
        #expect(controllers[1].className == "MainTabBarController")
        #expect(controllers[1].tabBarHeight?.literal == 49)
        #expect(controllers[1].items?.knownCount == 0)
        #expect(controllers[2].selfAssignment == nil)
    }

    @Test func commentedOutAndInactiveConstructionsAreIgnored() {
        let s = ObjCSnippet("""
        @implementation AppDelegate
        - (void)build {
        //    CYLTabBarController *a = [CYLTabBarController tabBarControllerWithViewControllers:@[] tabBarItemsAttributes:@[]];
        /*  self.tabBarItemsAttributes = @[]; */
        #if 0
            MainTabBarController *b = [[MainTabBarController alloc] initWithViewControllers:@[] tabBarItemsAttributes:@[]];
        #endif
        }
        @end
        """)
        #expect(s.facts.controllers.isEmpty)
    }
}

/// Navigation wrappers with another `initWithRootViewController…` selector are looked through.
@Suite struct ObjCNavigationWrapperTests {
    @Test func noWrappingVariantUnwrapsToTheRoot() {
        let text = """
        @implementation MainTabBarController
        - (instancetype)init {
            RTRootNavigationController *nav = [[RTRootNavigationController alloc] initWithRootViewControllerNoWrapping:[[HomeViewController alloc] init]];
            return [super initWithViewControllers:@[ nav ] tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"首页" } ]];
        }
        @end
        """
        let facts = ObjCExtractor.extract(Array(text.utf8))
        #expect(facts.controllers.first?.viewControllers?.elements.map(\.className) == ["HomeViewController"])
    }
}

/// Class names in lower case, as some real apps write them: a class after `[[ … alloc]`.
@Suite struct ObjCLowerCaseClassTests {
    @Test func lowerCaseClassesAfterAllocAreViewControllersAndWrappers() {
        let text = """
        @implementation MainTabBarController
        - (instancetype)init {
            mineViewController *mine = [[mineViewController alloc] init];
            baseNavigationController *nav = [[baseNavigationController alloc] initWithRootViewController:mine];
            return [super initWithViewControllers:@[
                [[baseNavigationController alloc] initWithRootViewController:[[homeViewController alloc] init]],
                nav,
                [[self alloc] init],
                [discoverViewController new],
            ] tabBarItemsAttributes:@[ @{ CYLTabBarItemTitle : @"首页" } ]];
        }
        @end
        """
        let facts = ObjCExtractor.extract(Array(text.utf8))
        // `[[self alloc] init]` and `[x new]` (a variable, or a class: unknown) stay unknown.
        #expect(facts.controllers.first?.viewControllers?.elements.map(\.className)
            == ["homeViewController", "mineViewController", nil, nil])
    }
}

/// An empty image name is no image in the configuration a preview draws, as `"image": ""` is none.
@Suite struct ObjCEmptyImageNameTests {
    @Test func theConfigurationLeavesItOut() throws {
        let text = """
        @implementation MainTabBarController
        - (instancetype)init {
            return [super initWithViewControllers:@[ [HomeViewController new], [MineViewController new] ] tabBarItemsAttributes:@[
                @{ CYLTabBarItemTitle : @"首页", CYLTabBarItemImage : @"home", CYLTabBarItemSelectedImage : @"" },
                @{ CYLTabBarItemTitle : @"我的", CYLTabBarItemImage : @"" },
            ]];
        }
        @end
        """
        let bytes = Array(text.utf8)
        let project = SourceProject(files: [SourceFile(path: "MainTabBarController.m", bytes: bytes, facts: ObjCExtractor.extract(bytes))], linking: [])
        let controller = try #require(project.controllers.first)
        let config = SourceTabBar(controller: controller, plusButton: nil).configuration()
        #expect(config.items.map { $0.image?.value } == ["home", nil])
        #expect(config.items.map { $0.selectedImage?.value } == [nil, nil])
        #expect(config.items.map { $0.title?.value } == ["首页", "我的"])
    }
}
