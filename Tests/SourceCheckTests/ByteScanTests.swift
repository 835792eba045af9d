import SourceCheck
import Testing

/// The byte scan that decides which files are lexed.
@Suite struct ByteScanTests {
    @Test(arguments: ["#import <CYLTabBarController/CYLTabBarController.h>", "[PlusButton registerPlusButton];",
                      "PlusButton.register()", "+ (NSUInteger)indexOfPlusButtonInTabBar { return 2; }",
                      "x.tabBarItemsAttributes = a", "+ (CGFloat)multiplerInCenterY"])
    func libraryNamesAreFound(text: String) {
        #expect(ByteScan.screen(Array(("// 标签栏 😀\n" + text).utf8)).mentionsLibrary)
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
        let screening = ByteScan.screen(Array(text.utf8))
        #expect(!screening.mentionsLibrary)
        #expect(screening.classNames == ["FeedViewController", "ProfileViewController", "Ünïcode"])
    }

    @Test func truncatedKeywordsAtTheEndAreSafe() {
        for text in ["class", "class ", "@implementation", "extension\t", "CY", "c", "@"] {
            let screening = ByteScan.screen(Array(text.utf8))
            #expect(!screening.mentionsLibrary && screening.classNames.isEmpty, "\(text)")
        }
    }
}
