import SwiftSource
import TabBarCore
import Testing

/// `#if false` branches are never compiled, so extraction reads nothing in them (their comments
/// still count, for suppression directives); other conditions keep every branch.
@Suite struct SwiftInactiveCodeTests {
    static let text = """
    #if false
    // tabbar-disable TB016
    class Ghost: CYLPlusButton, CYLPlusButtonSubclassing {
        static func indexOfPlusButtonInTabBar() -> UInt { 9 }
    }
    #if DEBUG
    class NestedGhost: CYLPlusButton {}
    #endif
    #else
    class LiveButton: CYLPlusButton, CYLPlusButtonSubclassing {
        #if false /* not yet */
        static func indexOfPlusButtonInTabBar() -> UInt { 1 }
        #endif
        static func indexOfPlusButtonInTabBar() -> UInt { 2 }
    }
    #endif
    #if falsehood
    class Kept: CYLPlusButton {}
    #endif
    #if false || DEBUG
    class AlsoKept: CYLPlusButton {}
    #endif
    """

    @Test func ifFalseBranchesAreNotRead() throws {
        let facts = SwiftExtractor.extract(Array(Self.text.utf8))
        #expect(facts.classes.map(\.name) == ["LiveButton", "Kept", "AlsoKept"])
        let live = try #require(facts.classes.first { $0.name == "LiveButton" })
        #expect(live.methods.compactMap { $0.returnedNumber?.literal } == [2])
        #expect(facts.comments.count == 2)
    }

    @Test func registrationUnderIfFalseIsNotRead() {
        let facts = SwiftExtractor.extract(Array("""
            func setUp() {
                #if false
                PlusButton.registerSubclass()
                #endif
                Other.register()
            }
            """.utf8))
        #expect(facts.registrations.map(\.className) == ["Other"])
    }
}
