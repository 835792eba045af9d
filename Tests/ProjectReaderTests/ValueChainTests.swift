import Foundation
import JSONC
import Testing
import TabBarCore

/// A title or image name reached through something (a helper, a macro, a getter, a loop's element) keeps the chain
/// of places it came through: messages say its first step, and a fix edits the literal at its end, never a value
/// built from parts or a literal several tabs read.
@Suite struct ValueChainTests {
    static func lint(_ files: [(String, String)], assets: [String] = ["home", "me", "mic"]) -> (SourceProject, [Diagnostic]) {
        let (project, diagnostics) = SourceRuleExamplesTests.lint(files.map { (name: $0.0, text: $0.1) }, assets: assets)
        return (project, diagnostics.flatMap { $0 })
    }

    static func objc(_ calls: String, prelude: String = "") -> String {
        """
        #import <UIKit/UIKit.h>
        \(prelude)
        @interface MainTabBarController : UITabBarController
        @end

        @implementation MainTabBarController
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(calls)
        }

        - (void)addChildVc:(UIViewController *)vc title:(NSString *)title image:(NSString *)image {
            vc.tabBarItem.title = title;
            vc.tabBarItem.image = [UIImage imageNamed:image];
            [self addChildViewController:vc];
        }
        @end
        """
    }

    /// The line and column (1-based, in Unicode scalars) of the first `text` in `file`.
    static func place(of text: String, in file: String) -> String {
        let lines = file.components(separatedBy: "\n")
        for (number, line) in lines.enumerated() {
            if let found = line.range(of: text) { return "\(number + 1):\(line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: found.lowerBound) + 1)" }
        }
        return "?"
    }

    @Test func aHelperArgumentThroughAMacroKeepsBothSteps() {
        let text = Self.objc("""
                [self addChildVc:[HomeViewController new] title:@"首页" image:@"home"];
                [self addChildVc:[MeViewController new] title:@"我的" image:kIconMe];
            """, prelude: "#define kIconMe @\"mee\"")
        let (project, findings) = Self.lint([("Main.m", text)])
        let items = project.controllers.first?.value.items?.elements ?? []
        #expect(items.count == 2)
        #expect(items.first?.image?.chain.map(\.label) == ["addChildVc:title:image:"])
        #expect(items.last?.image?.chain.map(\.label) == ["addChildVc:title:image:", "macro kIconMe"])
        let missing = findings.filter { $0.code == "TB014" }
        #expect(missing.map(\.message).first?.hasPrefix(
            "image \"mee\" (through addChildVc:title:image: at Main.m:\(Self.place(of: "image]", in: text))) is not in") == true)
        #expect(missing.first?.range.start == Array(text.utf8).firstRange(of: Array("@\"mee\"".utf8))?.lowerBound)
    }

    @Test func aValueWrittenInPlaceHasNoChainAndNoPhrase() {
        let text = """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "hme"), selectedImage: nil)
                    viewControllers = [home]
                }
            }
            """
        let (project, findings) = Self.lint([("Tabs.swift", text)])
        #expect(project.controllers.first?.value.items?.elements.first?.image?.chain == [])
        #expect(findings.filter { $0.code == "TB014" }.map(\.message).first?.hasPrefix("image \"hme\" is not in") == true)
    }

    static let enumTabs = """
        import UIKit
        enum Tab: CaseIterable {
            case home, me
            var title: String {
                switch self {
                case .home: return "Home"
                case .me: return "Me"
                }
            }
            var icon: String {
                switch self {
                case .home: return "hme"
                case .me: return "me"
                }
            }
        }

        final class RootTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                for tab in Tab.allCases {
                    let root = UIViewController()
                    root.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(named: tab.icon), selectedImage: nil)
                    addChild(root)
                }
            }
        }
        """

    @Test func anEnumerationsPropertyIsTheStepAndTheLiteralTheOrigin() {
        let (project, findings) = Self.lint([("Tabs.swift", Self.enumTabs)])
        let items = project.controllers.first?.value.items?.elements ?? []
        #expect(items.map { $0.image?.chain.first?.label } == ["Tab.icon", "Tab.icon"])
        let missing = findings.filter { $0.code == "TB014" }
        #expect(missing.map(\.message).first?.hasPrefix(
            "image \"hme\" (through Tab.icon at Tabs.swift:\(Self.place(of: "tab.icon", in: Self.enumTabs))) is not in") == true)
        // The fix edits the literal in the enumeration, and is gone once applied.
        #expect(missing.first?.fixes.first?.edits.map(\.newText) == ["\"home\""])
        #expect(missing.first?.fixes.first?.edits.first?.range.start == Array(Self.enumTabs.utf8).firstRange(of: Array("\"hme\"".utf8))?.lowerBound)
        let fixed = String(decoding: FixApplier.apply(missing.first?.fixes.first?.edits ?? [], to: Array(Self.enumTabs.utf8)), as: UTF8.self)
        #expect(fixed.contains("case .home: return \"home\""))
        #expect(Self.lint([("Tabs.swift", fixed)]).1.filter { $0.code == "TB014" }.isEmpty)
    }

    @Test func aLoopsElementIsAStep() {
        let text = """
            import UIKit
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for icon in ["home", "mc"] {
                        let root = UIViewController()
                        root.tabBarItem.image = UIImage(named: icon)
                        addChild(root)
                    }
                }
            }
            """
        let (project, findings) = Self.lint([("Tabs.swift", text)])
        let items = project.controllers.first?.value.items?.elements ?? []
        #expect(items.map { $0.image?.chain.map(\.label) } == [["element icon"], ["element icon"]])
        let missing = findings.filter { $0.code == "TB014" }
        #expect(missing.map(\.message).first?.hasPrefix("image \"mc\" (through element icon at Tabs.swift:") == true)
        // Each element has a literal of its own: the fix edits the array's second element.
        #expect(missing.first?.fixes.first?.edits.first?.range.start == Array(text.utf8).firstRange(of: Array("\"mc\"".utf8))?.lowerBound)
    }

    @Test func theFixEditsTheHelpersCallArgumentAndStaysIdempotent() {
        let text = Self.objc("""
                [self addChildVc:[HomeViewController new] title:@"首页" image:@"hme"];
                [self addChildVc:[MeViewController new] title:@"我的" image:@"me"];
            """)
        let missing = Self.lint([("Main.m", text)]).1.filter { $0.code == "TB014" }
        #expect(missing.count == 1)
        let edits = missing.first?.fixes.first?.edits ?? []
        #expect(edits.map(\.newText) == ["@\"home\""])
        #expect(edits.first?.range.start == Array(text.utf8).firstRange(of: Array("@\"hme\"".utf8))?.lowerBound)
        let fixed = FixApplier.apply(edits, to: Array(text.utf8))
        #expect(Self.lint([("Main.m", String(decoding: fixed, as: UTF8.self))]).1.filter { $0.code == "TB014" }.isEmpty)
    }

    @Test func aMacroOneTabReadsIsEditedInItsDefinition() {
        let text = Self.objc("""
                [self addChildVc:[HomeViewController new] title:@"首页" image:kIconHome];
                [self addChildVc:[MeViewController new] title:@"我的" image:@"me"];
            """, prelude: "#define kIconHome @\"hme\"")
        let missing = Self.lint([("Main.m", text)]).1.filter { $0.code == "TB014" }
        #expect(missing.first?.fixes.first?.edits.first?.range.start == Array(text.utf8).firstRange(of: Array("@\"hme\"".utf8))?.lowerBound)
    }

    @Test func aLiteralSeveralTabsReadGetsNoFix() {
        let text = Self.objc("""
                [self addChildVc:[HomeViewController new] title:@"首页" image:kIcon];
                [self addChildVc:[MeViewController new] title:@"我的" image:kIcon];
            """, prelude: "#define kIcon @\"hme\"")
        let missing = Self.lint([("Main.m", text)]).1.filter { $0.code == "TB014" }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("did you mean \"home\"?") == true)
        #expect(missing.first?.fixes == [])
    }

    @Test func aBuiltValueGetsNoFix() {
        let text = Self.objc("""
                [self addChildVc:[HomeViewController new] title:@"首页" image:[NSString stringWithFormat:@"%@", @"hme"]];
                [self addChildVc:[MeViewController new] title:@"我的" image:@"me"];
            """)
        let missing = Self.lint([("Main.m", text)]).1.filter { $0.code == "TB014" }
        #expect(missing.count == 1)
        #expect(missing.first?.fixes == [])
    }
}

extension ValueChainTests {
    @Test func aRootClassNamedByAMacroKeepsItsStringAndChain() {
        let text = Self.objc("""
                [self addChildVc:[[NSClassFromString(kHomeClass) alloc] init] title:@"首页" image:@"home"];
                [self addChildVc:[MeViewController new] title:@"我的" image:@"me"];
            """, prelude: "#define kHomeClass @\"HomeViewController\"")
        let (project, _) = Self.lint([("Main.m", text)])
        let roots = project.controllers.first?.value.viewControllers?.elements ?? []
        #expect(roots.map(\.className) == ["HomeViewController", "MeViewController"])
        #expect(roots.first?.classNameSource?.chain.map(\.label) == ["macro kHomeClass"])
        #expect(roots.first?.classNameSource?.range.start == Array(text.utf8).firstRange(of: Array("@\"HomeViewController\"".utf8))?.lowerBound)
        #expect(roots.last?.classNameSource == nil)
    }
}
