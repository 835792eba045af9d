import ProjectReader
import TabBarCore
import Testing

/// The byte scan that decides which files are lexed: each front-end's screen.
@Suite struct ByteScanTests {
    /// The screening of `text` by every code front-end (today both look for the same words; the storyboard
    /// front-end looks for its own elements).
    static func screen(_ bytes: [UInt8]) -> [SourceScreening] {
        SourceProjectReader.frontEnds.filter { $0.id != "storyboard" }.map { $0.screen(bytes) }
    }

    @Test(arguments: ["#import <CYLTabBarController/CYLTabBarController.h>", "[PlusButton registerPlusButton];",
                      "PlusButton.register()", "+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }",
                      "x.tabBarItemsAttributes = a", "+ (CGFloat)multiplerInCenterY"])
    func libraryNamesAreFound(text: String) {
        for screening in Self.screen(Array(("// 标签栏 😀\n" + text).utf8)) { #expect(screening.mentionsLibrary) }
    }

    @Test func unrelatedCodeIsNotAndItsClassesAreNamed() {
        let text = """
        @implementation FeedViewController
        - (void)viewDidLoad { self.title = @"Feed"; }
        @end
        final class ProfileViewController: UIViewController {}
        extension Ünïcode {}
        let subclass = 1 // "subclass" is no keyword; myclass Foo is no definition
        """
        for frontEnd in SourceProjectReader.frontEnds where frontEnd.id != "storyboard" {
            let screening = frontEnd.screen(Array(text.utf8))
            #expect(!screening.mentionsLibrary)
            // Swift's screen also names the constant a line's leading `let` declares, which other files' values may name.
            let constants: Set<String> = frontEnd.id == "swift" ? ["subclass"] : []
            #expect(screening.classNames == Set(["FeedViewController", "ProfileViewController", "Ünïcode"]).union(constants), "\(frontEnd.id)")
        }
    }

    @Test func truncatedKeywordsAtTheEndAreSafe() {
        for text in ["class", "class ", "@implementation", "extension\t", "CY", "c", "@"] {
            for screening in Self.screen(Array(text.utf8)) {
                #expect(!screening.mentionsLibrary && screening.classNames.isEmpty, "\(text)")
            }
        }
    }
}
