import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Strings a project declares by name in one file and a bar uses in another (`DeclaredStrings`, `UnresolvedNames`,
/// `DeclaredStringsLinking`): the macro or constant is read from the header the project reader pulls in for it.
@Suite struct DeclaredStringsProjectTests {
    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func findings(_ files: [(String, String)]) -> [(file: String, code: String, message: String, text: String)] {
        let project = project(files)
        var found: [(String, String, String, String)] = []
        for (index, diagnostics) in SourceLinter.lint(project, options: LintOptions(assets: nil)).enumerated() {
            let file = project.files[index]
            for diagnostic in diagnostics {
                let text = String(decoding: file.bytes[diagnostic.range.start..<diagnostic.range.end], as: UTF8.self)
                found.append((file.path, diagnostic.code, diagnostic.message, text))
            }
        }
        return found
    }

    static func controller(title2: String) -> String {
        """
        #import <UIKit/UIKit.h>
        #import "Const.h"

        @interface TabBarController : UITabBarController
        @end

        @implementation TabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *home = [UIViewController new];
            home.tabBarItem.title = kTabHome;
            home.tabBarItem.image = [UIImage imageNamed:@"home"];
            home.tabBarItem.selectedImage = [UIImage imageNamed:@"home_sel"];
            UIViewController *mine = [UIViewController new];
            mine.tabBarItem.title = \(title2);
            mine.tabBarItem.image = [UIImage imageNamed:@"mine"];
            mine.tabBarItem.selectedImage = [UIImage imageNamed:@"mine_sel"];
            self.viewControllers = @[home, mine];
        }
        @end
        """
    }

    static let header = """
        #define kTabHome @"首页"
        #define kTabHomeAgain kTabHome
        static NSString *const kTabMine = @"首页";
        NSString * const kTabOther = @"我的 🙂";
        #define kTabFormat(x) [NSString stringWithFormat:@"%@", x]
        """

    @Test func aHeaderDeclaresItsStringMacrosAndConstants() {
        let project = Self.project([("TabBarController.m", Self.controller(title2: "kTabMine")), ("Const.h", Self.header)])
        let header = project.files.first { $0.path == "Const.h" }
        let entries = header?.facts.tabBar.declaredStrings?.entries ?? [:]
        #expect(entries.mapValues(\.value) == ["kTabHome": "首页", "kTabHomeAgain": "首页", "kTabMine": "首页", "kTabOther": "我的 🙂"])
        #expect(entries["kTabHome"]?.kind == .macro)
        #expect(entries["kTabMine"]?.kind == .constant)
        if let entry = entries["kTabOther"], let bytes = header?.bytes {
            #expect(String(decoding: bytes[entry.range.start..<entry.range.end], as: UTF8.self) == "@\"我的 🙂\"")
        }
    }

    @Test func aTitleThroughAnotherFilesMacroAndConstantIsRead() {
        let found = Self.findings([("TabBarController.m", Self.controller(title2: "kTabMine")), ("Const.h", Self.header)])
        let duplicates = found.filter { $0.code == "TB009" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.file == "TabBarController.m")
        #expect(duplicates.first?.text == "kTabMine")
        #expect(duplicates.first?.message.contains("constant kTabMine at Const.h") == true)
    }

    @Test func aMacroNamingAnotherMacroIsRead() {
        let found = Self.findings([("TabBarController.m", Self.controller(title2: "kTabHomeAgain")), ("Const.h", Self.header)])
        #expect(found.filter { $0.code == "TB009" }.map(\.text) == ["kTabHomeAgain"])
    }

    @Test func differentStringsStaySilent() {
        let found = Self.findings([("TabBarController.m", Self.controller(title2: "kTabOther")), ("Const.h", Self.header)])
        #expect(found.filter { $0.code == "TB009" }.isEmpty)
    }

    @Test func withoutTheHeaderTheTitleStaysUnknown() {
        let project = Self.project([("TabBarController.m", Self.controller(title2: "kTabMine"))])
        #expect(project.files.first?.facts.tabBar.unresolvedNames?.names.isSuperset(of: ["kTabHome", "kTabMine"]) == true)
        let found = Self.findings([("TabBarController.m", Self.controller(title2: "kTabMine"))])
        #expect(found.filter { $0.code == "TB009" }.isEmpty)
    }

    @Test func aNameTwoFilesDeclareDifferentlyStaysUnknown() {
        let found = Self.findings([("TabBarController.m", Self.controller(title2: "kTabMine")), ("Const.h", Self.header),
                                   ("Other.h", "static NSString *const kTabMine = @\"我的\";")])
        #expect(found.filter { $0.code == "TB009" }.isEmpty)
    }

    @Test func aFunctionLikeMacroOrABuiltStringIsNoDeclaredString() {
        let project = Self.project([("TabBarController.m", Self.controller(title2: "kTabMine")), ("Const.h", Self.header + """

            #define kBuilt [@"首" stringByAppendingString:@"页"]
            """)])
        let entries = project.files.first { $0.path == "Const.h" }?.facts.tabBar.declaredStrings?.entries ?? [:]
        #expect(entries["kTabFormat"] == nil)
        #expect(entries["kBuilt"] == nil)
    }
}

/// The same in Swift: a `static let` of a type (spelled `Type.name` by the bar) and a global `let` in another file.
@Suite struct SwiftDeclaredStringsProjectTests {
    static let constants = """
        import Foundation

        let kHomeImage = "home"
        enum K {
            static let home = "首页"
            static let mine = "首页"
            static let other = "我的 🙂"
            static var changing = "首页"
            static let built = "首" + "页"
            var title: String { "首页" }
        }
        """

    static func controller(_ second: String) -> String {
        """
        import UIKit

        class TabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let a = UIViewController()
                a.tabBarItem = UITabBarItem(title: K.home, image: UIImage(named: kHomeImage), selectedImage: UIImage(named: "home_s"))
                let b = UIViewController()
                b.tabBarItem = UITabBarItem(title: \(second), image: UIImage(named: "me"), selectedImage: UIImage(named: "me_s"))
                viewControllers = [a, b]
            }
        }
        """
    }

    @Test func aFileDeclaresItsStaticAndGlobalStringConstants() {
        let project = DeclaredStringsProjectTests.project([("TabBarController.swift", Self.controller("K.mine")), ("K.swift", Self.constants)])
        let entries = project.files.first { $0.path == "K.swift" }?.facts.tabBar.declaredStrings?.entries ?? [:]
        #expect(entries.mapValues(\.value) == ["kHomeImage": "home", "K.home": "首页", "K.mine": "首页", "K.other": "我的 🙂"])
    }

    @Test func aTitleThroughAnotherFilesStaticLetIsRead() {
        let found = DeclaredStringsProjectTests.findings([("TabBarController.swift", Self.controller("K.mine")), ("K.swift", Self.constants)])
        let duplicates = found.filter { $0.code == "TB009" }
        #expect(duplicates.map(\.text) == ["K.mine"])
        #expect(duplicates.first?.message.contains("constant K.mine at K.swift") == true)
    }

    @Test func anotherStringStaysSilent() {
        let found = DeclaredStringsProjectTests.findings([("TabBarController.swift", Self.controller("K.other")), ("K.swift", Self.constants)])
        #expect(found.filter { $0.code == "TB009" }.isEmpty)
    }
}

/// An image through a `UIImage` category's class method of another file that returns the image its argument names.
@Suite struct ImageHelperProjectTests {
    static func category(_ body: String) -> String {
        """
        @implementation UIImage (Original)
        + (UIImage *)imageOriginalWithName:(NSString *)name {
            \(body)
        }
        @end
        """
    }

    static let controller = """
        @interface TabBarController : UITabBarController
        @end

        @implementation TabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIViewController *home = [UIViewController new];
            home.tabBarItem.title = @"首页";
            home.tabBarItem.image = [UIImage imageNamed:@"tab_home"];
            home.tabBarItem.selectedImage = [UIImage imageOriginalWithName:@"tab_home"];
            UIViewController *mine = [UIViewController new];
            mine.tabBarItem.title = @"我的";
            mine.tabBarItem.image = [UIImage imageNamed:@"tab_mine"];
            mine.tabBarItem.selectedImage = [UIImage imageOriginalWithName:@"tab_mine_sel"];
            self.viewControllers = @[home, mine];
        }
        @end
        """

    static func selectedSameAsImage(_ categoryBody: String) -> [String] {
        DeclaredStringsProjectTests.findings([("TabBarController.m", controller), ("UIImage+Original.m", category(categoryBody))])
            .filter { $0.code == "TB022" }.map(\.text)
    }

    @Test func aHelperReturningTheNamedImageGivesItsArgument() {
        let found = Self.selectedSameAsImage("return [[UIImage imageNamed:name] imageWithRenderingMode:UIImageRenderingModeAlwaysOriginal];")
        #expect(found == ["@\"tab_home\""])
    }

    @Test func aHelperThatChangesTheNameGivesNothing() {
        #expect(Self.selectedSameAsImage("return [UIImage imageNamed:[name stringByAppendingString:@\"_sel\"]];").isEmpty)
        #expect(Self.selectedSameAsImage("UIImage *image = [UIImage imageNamed:@\"placeholder\"]; return [UIImage imageNamed:name] ?: image;").isEmpty)
    }

    @Test func withoutTheCategoryTheImageStaysUnknown() {
        let found = DeclaredStringsProjectTests.findings([("TabBarController.m", Self.controller)]).filter { $0.code == "TB022" }
        #expect(found.isEmpty)
    }
}

/// An image through a static helper of a `UIImage` extension of another Swift file that makes the image its one
/// argument names (the Swift twin of `ImageHelperProjectTests`).
@Suite struct SwiftImageHelperProjectTests {
    static func extensionFile(_ signature: String, _ body: String) -> String {
        """
        import UIKit

        extension UIImage {
            static func \(signature) -> UIImage? {
                \(body)
            }
        }
        """
    }

    static func controller(_ call: (String) -> String) -> String {
        """
        import UIKit

        final class TabsController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = UIViewController()
                home.tabBarItem = UITabBarItem(title: "首页", image: UIImage(named: "tab_home"), selectedImage: \(call("tab_home")))
                let mine = UIViewController()
                mine.tabBarItem = UITabBarItem(title: "我的", image: UIImage(named: "tab_mine"), selectedImage: \(call("tab_mine_sel")))
                viewControllers = [home, mine]
            }
        }
        """
    }

    static func call(_ spelling: String) -> (String) -> String {
        { name in spelling.replacingOccurrences(of: "NAME", with: "\"\(name)\"") }
    }

    static func selectedSameAsImage(_ spelling: String, _ signature: String, _ body: String) -> [String] {
        DeclaredStringsProjectTests.findings([("TabsController.swift", controller(call(spelling))),
                                              ("UIImage+Tabs.swift", extensionFile(signature, body))])
            .filter { $0.code == "TB022" }.map(\.text)
    }

    @Test func aHelperMakingTheNamedImageGivesItsArgument() {
        #expect(Self.selectedSameAsImage("UIImage.tabIcon(NAME)", "tabIcon(_ name: String)",
                                         "UIImage(named: name)?.withRenderingMode(.alwaysOriginal)") == ["\"tab_home\""])
        #expect(Self.selectedSameAsImage("UIImage.icon(named: NAME)", "icon(named: String)",
                                         "return UIImage(named: named)") == ["\"tab_home\""])
    }

    @Test func aHelperThatChangesTheNameOrAnotherLabelGivesNothing() {
        #expect(Self.selectedSameAsImage("UIImage.tabIcon(NAME)", "tabIcon(_ name: String)",
                                         "UIImage(named: name + \"_sel\")").isEmpty)
        #expect(Self.selectedSameAsImage("UIImage.tabIcon(NAME)", "tabIcon(_ name: String)",
                                         "UIImage(named: name) ?? UIImage(named: \"placeholder\")").isEmpty)
        #expect(Self.selectedSameAsImage("UIImage.tabIcon(named: NAME)", "tabIcon(_ name: String)",
                                         "UIImage(named: name)").isEmpty)
    }

    @Test func withoutTheExtensionTheImageStaysUnknown() {
        let found = DeclaredStringsProjectTests.findings([("TabsController.swift", Self.controller(Self.call("UIImage.tabIcon(NAME)")))])
        #expect(found.filter { $0.code == "TB022" }.isEmpty)
    }
}
