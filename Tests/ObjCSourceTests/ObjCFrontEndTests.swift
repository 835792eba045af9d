import JSONC
import ObjCSource
import TabBarCore
import Testing

/// The Objective-C front-end's identity, spellings and renderings of fix intents.
@Suite struct ObjCFrontEndTests {
    let frontEnd = ObjCFrontEnd()

    @Test func identityAndFiles() {
        #expect((frontEnd.id, frontEnd.displayName, frontEnd.fenceName) == ("objective-c", "Objective-C", "objc"))
        #expect(["A.m", "A.mm", "A.h"].allSatisfy(frontEnd.reads(fileName:)))
        #expect(!frontEnd.reads(fileName: "A.swift") && !frontEnd.reads(fileName: "tabbar.json"))
        #expect(frontEnd.extract(Array("@implementation A\n@end\n".utf8)).frontEnd.id == "objective-c")
    }

    @Test func spellings() {
        #expect(frontEnd.spell(.classMethod(selector: PlusButtonSelector.multiplier)) == "+multiplierOfTabBarHeight:")
        #expect(frontEnd.spell(.registrationCall) == "registerPlusButton")
        #expect(frontEnd.spell(.selectorNote(selector: "indexOfPlusButtonInTabbar")) == "it is spelled indexOfPlusButtonInTabbar")
    }

    @Test func intentsRenderInObjectiveC() throws {
        let s = ObjCSnippet("""
            @implementation PlusButton
            + (CGFloat)multiplerInCenterY {
            \treturn 0.3;
            }
            @end
            """)
        let declaration = try #require(s.facts.classes.first)
        let method = try #require(declaration.methods.first)
        func apply(_ intent: FixIntent) -> String? {
            frontEnd.render(intent, in: s.bytes).map { String(decoding: FixApplier.apply($0, to: s.bytes), as: UTF8.self) }
        }
        #expect(apply(.replaceValue(s.range("0.3"), with: .string("a\"b")))?.contains(#"return @"a\"b";"#) == true)
        #expect(apply(.redeclareMethod(method, asSelector: PlusButtonSelector.multiplier))?
            .contains("+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {") == true)
        #expect(apply(.insertIndexMethod(returning: 2, into: declaration))?
            .contains("}\n\n+ (NSUInteger)indexOfPlusButtonInTabBar {\n\treturn 2;\n}\n@end") == true)
        // A signature the protocol does not declare with a parameter: no rendering, so no fix.
        #expect(frontEnd.render(.redeclareMethod(method, asSelector: PlusButtonSelector.index), in: s.bytes) == nil)
    }
}

