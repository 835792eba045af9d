@testable import ObjCSource
import SourceText
import TabBarCore
import Testing

/// `UIKitObjCNotes` tells a setter piece by its first bytes before naming it: the pieces that are no
/// setters (`set:`, `styleBackgroundImage:`) note nothing, every `setX:` on a tab bar still does.
@Suite struct UIKitObjCNotesSetterTests {
    private static let source = """
        @implementation Theme
        + (void)apply:(UITabBar *)tabBar {
            [tabBar setBackgroundImage:[UIImage imageNamed:@"bar"]];
            [tabBar setbackgroundColor:[UIColor redColor]];
            [[UITabBar appearance] setBarTintColor:[UIColor blueColor]];
            [tabBar setScrollEdgeAppearance:tabBar.standardAppearance];
            [tabBar set:[UIColor redColor]];
            [tabBar styleBackgroundImage:[UIImage imageNamed:@"bar"]];
            [tabBar sEtBarTintColor:[UIColor blueColor]];
            [tabBar setBackgroundColor:[UIColor clearColor]];
            tabBar.backgroundColor = [UIColor greenColor];
            [tabBar setTranslucent:NO];
            [tabBar setTranslucent:YES];
        }
        @end
        """

    @Test func onlySetterPiecesAreNoted() {
        let bytes = Array(Self.source.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        let notes = UIKitObjCNotes.notes(view, ObjCDeclarations(view))
        let kinds = notes.map(\.kind)
        #expect(kinds == [.legacyBackground("backgroundImage"), .barBackgroundColor, .legacyBackground("barTintColor"),
                          .scrollEdgeAppearance, .barBackgroundColor, .translucencyKept])
        let names = notes.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) }
        #expect(names == ["setBackgroundImage", "setbackgroundColor", "setBarTintColor", "setScrollEdgeAppearance", "backgroundColor",
                          "setTranslucent"])
    }

    private static func kinds(_ source: String) -> [SourceNote.Kind] {
        let bytes = Array(source.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        return UIKitObjCNotes.notes(view, ObjCDeclarations(view)).map(\.kind)
    }

    @Test func aSelectorNamedIsNoSetterSent() {
        let kinds = Self.kinds("""
            @implementation MainTabBarController
            - (void)viewDidLoad {
                if ([[self tabBar] respondsToSelector:@selector(setBarTintColor:)]) {
                    [[self tabBar] setTintColor:[UIColor orangeColor]];
                }
            }
            @end
            """)
        #expect(kinds == [])
        #expect(Self.kinds("@implementation A\n- (void)f { [[self tabBar] setBarTintColor:[UIColor redColor]]; }\n@end\n")
                    == [.legacyBackground("barTintColor")])
    }

    @Test func theSharedBarBackgroundInANavigationBarsCodeIsThatBars() {
        let lookup = "for (UIView *view in self.subviews) { if ([view isKindOfClass:NSClassFromString(@\"_UIBarBackground\")]) {} }"
        #expect(Self.kinds("@implementation UINavigationBar (Look)\n- (void)f { \(lookup) }\n@end\n") == [])
        #expect(Self.kinds("@implementation MyTabBar\n- (void)f { \(lookup) }\n@end\n") == [.privateName("_UIBarBackground")])
    }

    @Test func aStandaloneBarsLookIsNoPremise() {
        func kinds(_ superclass: String, _ property: String) -> [SourceNote.Kind] {
            Self.kinds("""
                @interface Screen : \(superclass)
                \(property)
                @end

                @implementation Screen
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tabBar.barTintColor = [UIColor blueColor];
                    [self.tabBar setBackgroundImage:[UIImage imageNamed:@"bar"]];
                }
                @end
                """)
        }
        #expect(kinds("UIViewController", "@property (nonatomic, weak) IBOutlet UITabBar *tabBar;") == [])
        let both: [SourceNote.Kind] = [.legacyBackground("barTintColor"), .legacyBackground("backgroundImage")]
        #expect(kinds("UITabBarController", "") == both)
        #expect(kinds("UIViewController", "@property (nonatomic, weak) IBOutlet UITabBar *bar;") == both)
    }
}
