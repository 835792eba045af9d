import JSONC
import TabBarCore
import Testing

/// The notes TB029 reads in Objective-C (issue 33): the bar view's own background colour and translucency
/// on a tab bar, `scrollEdgeAppearance` in every spelling, not on a navigation bar or toolbar, and what
/// becomes of a declared `UITabBarAppearance`.
@Suite struct UIKitObjCAppearanceNotesTests {
    /// The kinds of the appearance notes of `body`, the body of a method.
    static func kinds(_ body: String) -> [SourceNote.Kind] {
        let text = "@implementation Looks\n- (void)apply:(UITabBarController *)tabs navigation:(UINavigationController *)nav {\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            + "\n}\n@end\n"
        return ObjCSnippet(text).facts.tabBar.barNotes.map(\.kind)
    }

    @Test func theBarViewsBackgroundColourAndTranslucencyAreNoted() {
        #expect(Self.kinds("tabs.tabBar.backgroundColor = [UIColor whiteColor];") == [.barBackgroundColor])
        #expect(Self.kinds("[[UITabBar appearance] setBackgroundColor:[UIColor whiteColor]];") == [.barBackgroundColor])
        #expect(Self.kinds("[[UITabBar appearance] setBackgroundColor:[UIColor clearColor]];").isEmpty)
        #expect(Self.kinds("tabs.tabBar.translucent = YES;") == [.translucencyKept])
        #expect(Self.kinds("[tabs.tabBar setTranslucent:NO];").isEmpty)
        #expect(Self.kinds("[UITabBar appearance].translucent = true;") == [.translucencyKept])
        #expect(Self.kinds("tabs.tabBar.standardAppearance.backgroundColor = [UIColor whiteColor];").isEmpty)
    }

    /// A legacy look set on a name holding the appearance proxy or the controller's bar is the bar's; on a bar made on
    /// its own, or another bar's proxy, it is not.
    @Test func aLegacyLookThroughANameHoldingTheProxyIsTheBars() {
        #expect(Self.kinds("UITabBar *look = [UITabBar appearance];\n[look setBackgroundImage:[UIImage imageNamed:@\"bg\"]];")
            == [.legacyBackground("backgroundImage")])
        #expect(Self.kinds("UITabBar *bar = tabs.tabBar;\n[bar setBarTintColor:[UIColor redColor]];") == [.legacyBackground("barTintColor")])
        #expect(Self.kinds("UITabBar *bar = [[UITabBar alloc] init];\n[bar setBackgroundImage:[UIImage imageNamed:@\"bg\"]];").isEmpty)
        #expect(Self.kinds("UINavigationBar *look = [UINavigationBar appearance];\n[look setBarTintColor:[UIColor redColor]];").isEmpty)
        #expect(Self.kinds("UITabBar *look = [UITabBar appearance];\n[look setBackgroundImage:[[UIImage alloc] init]];").isEmpty)
    }

    /// A local named `tabBar` holding a view laid over the bar is not the bar: its colour silences nothing, its
    /// legacy look is no cause. A local typed a `UITabBar`, given the bar, or installed as it, is the bar.
    @Test func aLocalNamedTabBarHoldingAnotherViewIsNotTheBar() {
        #expect(Self.kinds("UIView *tabBar = [[UIView alloc] init];\ntabBar.backgroundColor = [UIColor whiteColor];").isEmpty)
        #expect(Self.kinds("OverlayView *tabBar = [[OverlayView alloc] init];\n[tabBar setBarTintColor:[UIColor redColor]];").isEmpty)
        #expect(Self.kinds("UIView *tabBar = tabs.tabBar;\ntabBar.backgroundColor = [UIColor whiteColor];") == [.barBackgroundColor])
        #expect(Self.kinds("UITabBar *tabBar = [[UITabBar alloc] init];\ntabBar.barTintColor = [UIColor redColor];")
            == [.legacyBackground("barTintColor")])
        #expect(Self.kinds("RaisedBar *tabBar = [[RaisedBar alloc] init];\ntabBar.barTintColor = [UIColor redColor];\n"
                           + "[tabs setValue:tabBar forKey:@\"tabBar\"];") == [.legacyBackground("barTintColor"), .tabBarReplacedByKVC])
        #expect(Self.kinds("RaisedBar *tabBar = [[RaisedBar alloc] init];\ntabBar.barTintColor = [UIColor redColor];\n"
                           + "[tabs setValue:tabBar forKeyPath:@\"tabBar\"];") == [.legacyBackground("barTintColor"), .tabBarReplacedByKVC])
        // No local of that name: the controller's bar.
        #expect(Self.kinds("tabs.tabBar.backgroundColor = [UIColor whiteColor];") == [.barBackgroundColor])
    }

    @Test func scrollEdgeAppearancesInEverySpellingAreNoted() {
        for spelling in [
            "tabs.tabBar.scrollEdgeAppearance = look;",
            "[tabs.tabBar setScrollEdgeAppearance:look];",
            "[[UITabBar appearanceWhenContainedInInstancesOf:@[[Looks class], [UINavigationController class]]] setScrollEdgeAppearance:look];",
            "UITabBar *bar = tabs.tabBar;\nbar.scrollEdgeAppearance = look;",
            "id proxy = [UITabBar appearanceWhenContainedInInstancesOf:@[[Looks class]]];\n[proxy setScrollEdgeAppearance:look];",
            "self.scrollEdgeAppearance = look;",
            "someBar.scrollEdgeAppearance = look;",
        ] {
            #expect(Self.kinds(spelling) == [.scrollEdgeAppearance], "\(spelling)")
        }
    }

    @Test func otherBarsScrollEdgeAppearancesAreNot() {
        for spelling in [
            "nav.navigationBar.scrollEdgeAppearance = look;",
            "[[UINavigationBar appearance] setScrollEdgeAppearance:look];",
            "self.navigationItem.scrollEdgeAppearance = look;",
            "UINavigationBar *bar = nav.navigationBar;\nbar.scrollEdgeAppearance = look;",
            "UIToolbar *bar = nav.toolbar;\n[bar setScrollEdgeAppearance:look];",
        ] {
            #expect(Self.kinds(spelling).isEmpty, "\(spelling)")
        }
        let parameter = "@implementation Looks\n- (void)style:(UINavigationBar *)bar {\n    bar.scrollEdgeAppearance = look;\n}\n@end\n"
        #expect(ObjCSnippet(parameter).facts.tabBar.barNotes.isEmpty)
    }

    @Test func anOpaqueAppearanceGivenAsTheStandardOneIsNoted() {
        let opaque = "UITabBarAppearance *look = [[UITabBarAppearance alloc] init];\n[look configureWithOpaqueBackground];\n"
        #expect(Self.kinds(opaque + "tabs.tabBar.standardAppearance = look;") == [.opaqueStandardAppearance])
        #expect(Self.kinds(opaque + "[[UITabBar appearance] setStandardAppearance:look];") == [.opaqueStandardAppearance])
        #expect(Self.kinds("UITabBarAppearance *look = [UITabBarAppearance new];\nlook.backgroundColor = [UIColor whiteColor];\n"
                           + "tabs.tabBar.standardAppearance = look;") == [.opaqueStandardAppearance])
        #expect(Self.kinds("UITabBarAppearance *look = [UITabBarAppearance new];\n[look setBackgroundImage:[UIImage imageNamed:@\"bar\"]];\n"
                           + "tabs.tabBar.standardAppearance = look;") == [.opaqueStandardAppearance])
        #expect(Self.kinds("UITabBarAppearance *look = [UITabBarAppearance new];\n[look configureWithTransparentBackground];\n"
                           + "tabs.tabBar.standardAppearance = look;").isEmpty)
        #expect(Self.kinds("UITabBarAppearance *look = [UITabBarAppearance new];\ntabs.tabBar.standardAppearance = look;\n"
                           + "[look configureWithOpaqueBackground];").isEmpty)
    }

    @Test func anAppearancePassedToAMessageOrFunctionIsHandedOff() {
        let declared = "UITabBarAppearance *look = [UITabBarAppearance new];\n"
        #expect(Self.kinds(declared + "[Theme applyAppearance:look];") == [.appearanceHandedOff])
        #expect(Self.kinds(declared + "[Theme configureTabBar:tabs.tabBar withAppearance:look];") == [.appearanceHandedOff])
        #expect(Self.kinds(declared + "[Theme apply:look toTabBar:tabs.tabBar];") == [.appearanceHandedOff])
        #expect(Self.kinds(declared + "ApplyLook(look, tabs.tabBar);") == [.appearanceHandedOff])
        // The bar's own appearances and a copy are followed.
        #expect(Self.kinds(declared + "[tabs.tabBar setScrollEdgeAppearance:look];") == [.scrollEdgeAppearance])
        #expect(Self.kinds(declared + "UITabBarAppearance *copy = [[UITabBarAppearance alloc] initWithBarAppearance:look];").isEmpty)
    }
}
