import JSONC
import SourceText
import TabBarCore
import Testing
@testable import ObjCSource

/// The Objective-C evaluator, one construct at a time: literals, macros (object-like and function-like),
/// constants, enumerations, `@[…]` / `@{…}`, methods and getters of a class and its categories, loops over known
/// arrays, `stringWithFormat:`, lazy getters, and what stays unknown.
@Suite struct ObjCEvaluatorTests {
    static let source = """
        #define kHome @"首页"
        #define kTabImage(name) @"tab_" name
        #define kCount 3
        #define kScale (kCount * 2)
        static NSString *const kMine = @"我的 🐼";
        NSString * const kChat = @"消息";
        static const CGFloat kHeight = 49.5;
        typedef NS_ENUM(NSInteger, TabIndex) { TabIndexHome, TabIndexChat = 5, TabIndexMine };

        @implementation MainTabBarController
        - (NSArray *)titles {
            return @[kHome, kChat, kMine];
        }
        - (NSArray *)images {
            if (!_images) {
                _images = @[kTabImage(@"home"), kTabImage(@"chat"), kTabImage(@"me")];
            }
            return _images;
        }
        - (NSString *)titleAt:(NSInteger)index {
            return self.titles[index];
        }
        + (NSString *)selectedName:(NSString *)name {
            return [NSString stringWithFormat:@"%@_sel_%d", name, 2];
        }
        - (NSArray *)attributes {
            NSMutableArray *items = [NSMutableArray array];
            for (NSInteger i = 0; i < self.titles.count; i++) {
                NSDictionary *item = @{CYLTabBarItemTitle: self.titles[i], CYLTabBarItemImage: self.images[i]};
                [items addObject:item];
            }
            return items;
        }
        - (NSArray *)names {
            NSMutableArray *names = [[NSMutableArray alloc] init];
            for (NSString *title in [self titles]) {
                [names addObject:[title stringByAppendingString:@"!"]];
            }
            return names;
        }
        - (NSArray *)touched {
            NSMutableArray *names = [NSMutableArray array];
            [self fill:names];
            return names;
        }
        - (NSInteger)loop { return [self loop]; }
        @end

        @implementation MainTabBarController (Extras)
        - (NSString *)extraTitle { return [self titleAt:1]; }
        @end
        """

    static func value(_ expression: String, in className: String? = "MainTabBarController") -> EvaluatedValue {
        let text = source + "\n" + expression
        let bytes = Array(text.utf8)
        let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
        let evaluator = ObjCEvaluator(view: view, declarations: ObjCDeclarations(view))
        let start = Array(source.utf8).count + 1
        let first = (0..<view.count).first { view.range($0).start >= start } ?? view.count
        return evaluator.evaluate(first..<view.count, className: className)
    }

    static func kind(_ expression: String) -> EvaluatedValue.Kind { value(expression).kind }

    static func strings(_ expression: String) -> [String?]? { value(expression).elements?.map(\.string) }

    @Test func literalsMacrosAndConstants() {
        #expect(Self.kind("@\"首页 🏠\"") == .string("首页 🏠"))
        #expect(Self.kind("@\"a\" @\"b\"") == .string("ab"))
        #expect(Self.kind("42") == .integer(42))
        #expect(Self.kind("@(2 + 3)") == .integer(5))
        #expect(Self.kind("YES") == .bool(true))
        #expect(Self.kind("kHome") == .string("首页"))
        #expect(Self.kind("kTabImage(@\"home\")") == .string("tab_home"))
        #expect(Self.kind("kScale") == .integer(6))
        #expect(Self.kind("kMine") == .string("我的 🐼"))
        #expect(Self.kind("kChat") == .string("消息"))
        #expect(Self.kind("kHeight") == .double(49.5))
        #expect(Self.kind("TabIndexMine") == .integer(6))
        #expect(Self.kind("(NSString *)kHome") == .string("首页"))
        #expect(Self.kind("kCount > 2 ? kHome : kChat") == .string("首页"))
    }

    @Test func collections() {
        #expect(Self.strings("@[kHome, @\"x\"]") == ["首页", "x"])
        #expect(Self.kind("@{@\"a\": kHome}[@\"a\"]") == .string("首页"))
        #expect(Self.kind("[@{@\"a\": kHome} objectForKey:@\"a\"]") == .string("首页"))
        #expect(Self.kind("@[@1, @2].count") == .integer(2))
        #expect(Self.kind("[@[kHome, kChat] objectAtIndex:1]") == .string("消息"))
        #expect(Self.value("@[kHome][3]").isUnknown)
        // A parenthesized expression before a member or subscript (found by the property test).
        #expect(Self.kind("(kCount > 2 ? @[kHome] : @[]).count") == .integer(1))
        #expect(Self.kind("(@[kHome, kChat])[1]") == .string("消息"))
    }

    @Test func aNameInParenthesesIsNoCast() {
        #expect(Self.kind("(kCount) - 1") == .integer(2))
        #expect(Self.kind("(TabIndexChat) - TabIndexMine") == .integer(-1))
        #expect(Self.kind("(kHome).length") == .integer(2))
        #expect(Self.kind("(NSInteger)-1") == .integer(-1))
    }

    @Test func methodsGettersAndCategories() {
        #expect(Self.strings("self.titles") == ["首页", "消息", "我的 🐼"])
        #expect(Self.strings("[self images]") == ["tab_home", "tab_chat", "tab_me"])
        #expect(Self.kind("[self titleAt:2]") == .string("我的 🐼"))
        #expect(Self.kind("[MainTabBarController selectedName:@\"home\"]") == .string("home_sel_2"))
        #expect(Self.kind("[self extraTitle]") == .string("消息"))
        #expect(Self.strings("[self names]") == ["首页!", "消息!", "我的 🐼!"])
    }

    @Test func loopsBuildTheItems() throws {
        let items = try #require(Self.value("[self attributes]").elements)
        #expect(items.count == 3)
        guard case .dictionary(let keys, let values) = items[1].kind else {
            Issue.record("not a dictionary")
            return
        }
        #expect(keys.map(\.string) == ["CYLTabBarItemTitle", "CYLTabBarItemImage"])
        #expect(values.map(\.string) == ["消息", "tab_chat"])
    }

    @Test func unknownStaysUnknown() {
        for expression in ["[self touched]", "[self loop]", "unknownName", "NSLocalizedString(@\"a\", nil)", "[self missing]",
                           "[NSString stringWithFormat:@\"%@\"]", "[server title]", "kTabImage(@\"a\", @\"b\")", "1 / 0"] {
            #expect(Self.value(expression).isUnknown, "\(expression)")
        }
        #expect(Self.value("self.titles", in: nil).isUnknown)
    }

    @Test func provenanceEndsAtTheLiteral() {
        let value = Self.value("[self titleAt:0]")
        let bytes = Array(Self.source.utf8)
        let origin = value.provenance.origin
        #expect(String(decoding: bytes[origin.start..<origin.end], as: UTF8.self) == "@\"首页\"")
        #expect(value.provenance.isWrittenWhole)
    }
}
