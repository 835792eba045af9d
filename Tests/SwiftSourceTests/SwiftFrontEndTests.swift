import JSONC
import SwiftSource
import TabBarCore
import Testing

/// The Swift front-end's identity, spellings and renderings of fix intents.
@Suite struct SwiftFrontEndTests {
    let frontEnd = SwiftFrontEnd()

    @Test func identityAndFiles() {
        #expect((frontEnd.id, frontEnd.displayName, frontEnd.fenceName) == ("swift", "Swift", "swift"))
        #expect(frontEnd.reads(fileName: "A.swift") && !frontEnd.reads(fileName: "A.m"))
        #expect(frontEnd.extract([]).frontEnd.id == "swift")
    }

    @Test func spellings() {
        #expect(frontEnd.spell(.classMethod(selector: PlusButtonSelector.multiplier)) == "multiplier(ofTabBarHeight:)")
        #expect(frontEnd.spell(.classMethod(selector: PlusButtonSelector.index)) == "indexOfPlusButtonInTabBar()")
        #expect(frontEnd.spell(.classMethod(selector: "a:b:")) == "a(b:_:)")
        #expect(frontEnd.spell(.registrationCall) == "register()")
        #expect(frontEnd.spell(.selectorNote(selector: "aWithB:")) == "its Objective-C selector is aWithB:")
    }

    @Test func intentsRenderInSwift() throws {
        let text = """
            class PlusButton: CYLPlusButton, CYLPlusButtonSubclassing {
              static func multiplierOfTabBarHeight(height: CGFloat) -> CGFloat { 0.3 }
              static func a(x: Int, y: Int) -> CGFloat { 0.3 }
            }
            """
        let bytes = Array(text.utf8)
        let facts = SwiftExtractor.extract(bytes)
        let declaration = try #require(facts.classes.first)
        let methods = declaration.methods
        try #require(methods.count == 2)
        func apply(_ intent: FixIntent) -> String? {
            frontEnd.render(intent, in: bytes).map { String(decoding: FixApplier.apply($0, to: bytes), as: UTF8.self) }
        }
        #expect(apply(.renameMethod(methods[0], toSelector: PlusButtonSelector.multiplier))?
            .contains("static func multiplier(ofTabBarHeight height: CGFloat) -> CGFloat") == true)
        #expect(apply(.insertIndexMethod(returning: 1, into: declaration))?
            .hasSuffix("\n\n  static func indexOfPlusButtonInTabBar() -> UInt {\n    return 1\n  }\n}") == true)
        // Two parameters cannot become the protocol's one: no rendering, so no fix.
        #expect(frontEnd.render(.renameMethod(methods[1], toSelector: PlusButtonSelector.multiplier), in: bytes) == nil)
    }
}
