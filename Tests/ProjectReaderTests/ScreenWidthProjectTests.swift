import JSONC
import ProjectReader
import TabBarCore
import Testing
import UIKitTechnology

/// The screen's width as the bar's width in a custom bar's slot arithmetic (a tab bar is as wide as the screen):
/// spelled out, or through a constant (Swift) or macro (Objective-C) of the bar's file or another.
@Suite struct ScreenWidthProjectTests {
    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func layout(_ files: [(String, String)]) -> SourceBarLayout? {
        project(files).customBars.first?.declaration.value.layout
    }

    @Test func theSpellingsOfTheScreensWidth() {
        #expect(ScreenWidthSpelling.isScreenWidth(["UIScreen", "main", "bounds", "width"]))
        #expect(ScreenWidthSpelling.isScreenWidth(["UIScreen", "main", "bounds", "size", "width"]))
        #expect(ScreenWidthSpelling.isScreenWidth(["UIScreen", "mainScreen", "bounds", "size", "width"]))
        #expect(ScreenWidthSpelling.isScreenWidth(["CGRectGetWidth", "UIScreen", "mainScreen", "bounds"]))
        #expect(!ScreenWidthSpelling.isScreenWidth(["UIScreen", "main", "bounds", "height"]))
        #expect(!ScreenWidthSpelling.isScreenWidth(["UIScreen", "main", "bounds", "size"]))
        #expect(!ScreenWidthSpelling.isScreenWidth(["CGRectGetWidth", "UIScreen", "main", "bounds", "width"]))
        #expect(!ScreenWidthSpelling.isScreenWidth(["view", "bounds", "width"]))
    }

    static func swiftBar(_ width: String) -> String {
        """
        final class SlotTabBar: UITabBar {
            override func layoutSubviews() {
                super.layoutSubviews()
                var slot: CGFloat = 0
                for child in subviews where child is UIControl {
                    let w = \(width)
                    child.frame = CGRect(x: slot * w, y: 0, width: w, height: 49)
                    slot += 1
                    if slot == 2 {
                        slot += 1
                    }
                }
            }
        }
        """
    }

    @Test func aSwiftConstantOfAnotherFileHoldingTheScreensWidth() {
        // A comment line before the constant: the line break that starts its `let` is read whatever precedes it.
        for spelling in ["UIScreen.main.bounds.width", "UIScreen.main.bounds.size.width", "UIScreen.mainScreen().bounds.size.width"] {
            let constants = "import UIKit\n\n// sizes\nlet kAppName = \"Demo\"\nlet kScreenW = \(spelling)\n"
            for width in ["kScreenW * 0.2", "kScreenW / 5"] {
                let layout = Self.layout([("SlotTabBar.swift", Self.swiftBar(width)), ("Constants.swift", constants)])
                #expect(layout?.family == .fixedDivisor(5), "\(spelling), \(width)")
                #expect(layout?.skippedSlot == 2)
                #expect(layout?.widthGetter == nil)
            }
        }
        // No file declares it, or it holds another measure: no layout.
        #expect(Self.layout([("SlotTabBar.swift", Self.swiftBar("kScreenW * 0.2"))]) == nil)
        let heights = "import UIKit\nlet kScreenW = UIScreen.main.bounds.height\n"
        #expect(Self.layout([("SlotTabBar.swift", Self.swiftBar("kScreenW * 0.2")), ("Constants.swift", heights)]) == nil)
    }

    @Test func aStaticConstantOfATypeOfAnotherFile() {
        let sizes = "import UIKit\n\nenum Sizes {\n    static let screenWidth = UIScreen.main.bounds.size.width\n    static let other = UIScreen.main.bounds.size.height\n}\n"
        for width in ["Sizes.screenWidth * 0.2", "Sizes.screenWidth / 5"] {
            #expect(Self.layout([("SlotTabBar.swift", Self.swiftBar(width)), ("Sizes.swift", sizes)])?.family == .fixedDivisor(5), "\(width)")
        }
        #expect(Self.layout([("SlotTabBar.swift", Self.swiftBar("Sizes.other / 5")), ("Sizes.swift", sizes)]) == nil)
        #expect(Self.layout([("SlotTabBar.swift", Self.swiftBar("Sizes.screenWidth / 5"))]) == nil)
    }

    @Test func aSwiftConstantOfTheBarsOwnFile() {
        let text = "let kScreenW = UIScreen.main.bounds.width\n\n" + Self.swiftBar("kScreenW / 5")
        #expect(Self.layout([("SlotTabBar.swift", text)])?.family == .fixedDivisor(5))
        let other = "let kScreenW = UIScreen.main.bounds.height\n\n" + Self.swiftBar("kScreenW / 5")
        #expect(Self.layout([("SlotTabBar.swift", other)]) == nil)
    }

    static func objcBar(_ width: String) -> String {
        """
        #import "Sizes.h"

        @interface SlotTabBar : UITabBar
        @end

        @implementation SlotTabBar
        - (void)layoutSubviews {
            [super layoutSubviews];
            CGFloat w = \(width);
            NSInteger i = 0;
            for (UIView *child in self.subviews) {
                if (![child isKindOfClass:[UIControl class]]) continue;
                child.frame = CGRectMake(i * w, 0, w, 49);
                i++;
                if (i == 2) {
                    i++;
                }
            }
        }
        @end
        """
    }

    @Test func anObjectiveCMacroOfAHeaderHoldingTheScreensWidth() {
        for spelling in ["[UIScreen mainScreen].bounds.size.width", "([[UIScreen mainScreen] bounds].size.width)",
                         "CGRectGetWidth([UIScreen mainScreen].bounds)", "UIScreen.mainScreen.bounds.size.width"] {
            let header = "#define kTitle @\"Demo\"\n#define kScreenW \(spelling)\n"
            let layout = Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", header)])
            #expect(layout?.family == .fixedDivisor(5), "\(spelling)")
            #expect(layout?.skippedSlot == 2)
        }
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5"))]) == nil)
        let heights = "#define kScreenW [UIScreen mainScreen].bounds.size.height\n"
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", heights)]) == nil)
        // A local of the method is no macro.
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("10; CGFloat kScreenW = 320; w = kScreenW / 5")),
                             ("Sizes.h", "#define kScreenW [UIScreen mainScreen].bounds.size.width\n")]) == nil)
    }
    @Test func anObjectiveCConstantOfAHeaderHoldingTheScreensWidth() {
        for declaration in ["static const CGFloat kScreenW = [UIScreen mainScreen].bounds.size.width;",
                            "CGFloat const kScreenW = CGRectGetWidth([UIScreen mainScreen].bounds);"] {
            let header = "static NSString *const kTitle = @\"Demo\";\n\(declaration)\n"
            let layout = Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", header)])
            #expect(layout?.family == .fixedDivisor(5), "\(declaration)")
            #expect(layout?.skippedSlot == 2)
        }
        let heights = "static const CGFloat kScreenW = [UIScreen mainScreen].bounds.size.height;\n"
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", heights)]) == nil)
    }

    @Test func anObjectiveCMacroHoldingTheScreensWidthThroughOtherMacros() {
        let header = """
            #define kScreenBounds [UIScreen mainScreen].bounds
            #define kScreenSize kScreenBounds.size
            #define kScreenW (kScreenSize.width)
            #define kWidth kScreenW

            """
        for name in ["kScreenW", "kWidth"] {
            let layout = Self.layout([("SlotTabBar.m", Self.objcBar("\(name) / 5")), ("Sizes.h", header)])
            #expect(layout?.family == .fixedDivisor(5), "\(name)")
        }
        // Through a macro holding the height, or a macro that names itself: no width.
        let heights = "#define kScreenSize [UIScreen mainScreen].bounds.size\n#define kScreenW kScreenSize.height\n"
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", heights)]) == nil)
        let loop = "#define kScreenW kScreenW.width\n"
        #expect(Self.layout([("SlotTabBar.m", Self.objcBar("kScreenW / 5")), ("Sizes.h", loop)]) == nil)
    }
}

