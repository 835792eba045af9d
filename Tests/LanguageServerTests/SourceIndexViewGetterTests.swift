import JSONC
import Testing
@testable import LanguageServer

/// The server's index reads the `UIView` category that declares the getters a custom bar's arithmetic names
/// (`self.sl_height * 0.5`), though that file names no tab-bar word, and sees it change: a getter that stops
/// returning the height takes TB026 away, one that returns it again brings it back.
@Suite struct SourceIndexViewGetterTests {
    static let root = "/work/getters"
    static let bar = root + "/App/View/ComposeTabBar.m"
    static let category = root + "/App/Category/UIView+Frame.m"
    static let barText = """
        @interface ComposeTabBar : UITabBar
        @property (nonatomic, weak) UIButton *composeButton;
        @end

        @implementation ComposeTabBar
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                button.bounds = CGRectMake(0, 0, 64, 44);
                [self addSubview:button];
                self.composeButton = button;
            }
            return self;
        }

        - (void)layoutSubviews {
            [super layoutSubviews];
            self.composeButton.center = CGPointMake(self.sl_width * 0.5, self.sl_height * 0.5);
        }
        @end
        """

    static func categoryText(height: String) -> String {
        """
        @implementation UIView (Frame)
        - (CGFloat)sl_width { return self.frame.size.width; }
        - (CGFloat)sl_height { return \(height); }
        @end
        """
    }

    static let disk: [String: String] = [
        root + "/App/Category/UIView+Frame.h": "@interface UIView (Frame)\n- (CGFloat)sl_height;\n@end\n",
        category: categoryText(height: "self.frame.size.height"),
        bar: barText,
    ]

    @Test func theBarReadsTheCategoryOfAnotherFile() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.bar), Self.barText, language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.bar)) == ["TB026"])
    }

    @Test func aChangedGetterChangesTheBarsFindings() {
        let client = LoopbackClient(disk: Self.disk, projectMarkers: [Self.root])
        client.initialize(rootURI: ShopApp.uri(Self.root))
        client.open(ShopApp.uri(Self.bar), Self.barText, language: "objective-c")
        #expect(client.codes(ShopApp.uri(Self.bar)) == ["TB026"])
        let uri = ShopApp.uri(Self.category)
        client.open(uri, Self.categoryText(height: "self.frame.size.height"), language: "objective-c")
        client.change(uri, Self.categoryText(height: "self.frame.origin.y"), version: 2)
        #expect(client.codes(ShopApp.uri(Self.bar)) == [])
        client.change(uri, Self.categoryText(height: "CGRectGetHeight(self.bounds)"), version: 3)
        #expect(client.codes(ShopApp.uri(Self.bar)) == ["TB026"])
    }
}
