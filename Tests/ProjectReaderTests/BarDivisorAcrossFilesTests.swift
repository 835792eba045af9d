import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A custom bar's slot divisor spelled by a macro or constant of another file (`W / kTabCount`): linking puts in the
/// number the other file declares, or drops the layout when no file gives a whole number of at least 2.
@Suite struct BarDivisorAcrossFilesTests {
    static func bar(_ width: String) -> (String, String) { ("SlotTabBar.m", ScreenWidthProjectTests.objcBar(width)) }

    @Test func aMacroOfAHeaderIsTheDivisor() throws {
        let files = [Self.bar("self.bounds.size.width / kTabCount"), ("Sizes.h", "#define kTabCount 5\n")]
        let layout = try #require(ScreenWidthProjectTests.layout(files))
        #expect(layout.family == .fixedDivisor(5) && layout.pendingDivisor == nil)
        #expect(layout.assumedItemCount?.count == 4)
        // The divisor is reported where the bar spells it.
        let text = Self.bar("self.bounds.size.width / kTabCount").1
        let range = try #require(layout.divisorRange)
        #expect(String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self) == "kTabCount")
    }

    @Test func aStaticConstantOfAHeaderAfterASubtraction() throws {
        let files = [Self.bar("(self.bounds.size.width - 60) / (kTabCount)"), ("Sizes.h", "static const NSInteger kTabCount = 4;\n")]
        let layout = try #require(ScreenWidthProjectTests.layout(files))
        #expect(layout.family == .plusSubtracted(4))
    }

    @Test func noNumberLeavesNoLayout() {
        // No file declares it, it is no whole number, it is less than 2, or two files disagree.
        #expect(ScreenWidthProjectTests.layout([Self.bar("self.bounds.size.width / kTabCount")]) == nil)
        #expect(ScreenWidthProjectTests.layout([Self.bar("self.bounds.size.width / kTabCount"), ("Sizes.h", "#define kTabCount 4.5\n")]) == nil)
        #expect(ScreenWidthProjectTests.layout([Self.bar("self.bounds.size.width / kTabCount"), ("Sizes.h", "#define kTabCount 1\n")]) == nil)
        #expect(ScreenWidthProjectTests.layout([Self.bar("self.bounds.size.width / kTabCount"), ("A.h", "#define kTabCount 5\n"),
                                                ("B.h", "#define kTabCount 6\n")]) == nil)
        // A lowercase name is a variable, not another file's constant.
        #expect(ScreenWidthProjectTests.layout([Self.bar("self.bounds.size.width / tabCount"), ("Sizes.h", "#define tabCount 5\n")]) == nil)
    }

    @Test func aDivisorReadInTheFileComesFirst() throws {
        // A second slot width of the method with a literal divisor is read rather than one waiting on another file.
        let files = [Self.bar("self.bounds.size.width / kTabCount; w = self.bounds.size.width / 5"), ("Sizes.h", "#define kTabCount 3\n")]
        let layout = try #require(ScreenWidthProjectTests.layout(files))
        #expect(layout.family == .fixedDivisor(5))
    }
}

/// A custom bar's skipped slot spelled by a macro or constant (`if (i == kCenterIndex)`): of the file, or of another
/// file, whose number linking adds.
@Suite struct BarSkipAcrossFilesTests {
    static func bar(skip: String, prefix: String = "") -> (String, String) {
        let text = ScreenWidthProjectTests.objcBar("self.bounds.size.width / 5").replacingOccurrences(of: "if (i == 2)", with: "if (\(skip))")
        return ("SlotTabBar.m", prefix + text)
    }

    @Test func aMacroOfTheFile() throws {
        let layout = try #require(ScreenWidthProjectTests.layout([Self.bar(skip: "i == kCenterIndex", prefix: "#define kCenterIndex 2\n")]))
        #expect(layout.skippedSlot == 2 && layout.pendingSkip == nil && layout.assumedItemCount?.count == 4)
    }

    @Test func aMacroOrConstantOfAHeader() throws {
        let layout = try #require(ScreenWidthProjectTests.layout([Self.bar(skip: "i == kCenterIndex"), ("Sizes.h", "#define kCenterIndex 2\n")]))
        #expect(layout.skippedSlot == 2 && layout.pendingSkip == nil)
        let text = Self.bar(skip: "i == kCenterIndex").1
        let range = try #require(layout.skipRange)
        #expect(String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self) == "kCenterIndex")
        // `i > k` skips the slot after `k`.
        let after = try #require(ScreenWidthProjectTests.layout([Self.bar(skip: "i > kCenterIndex"),
                                                                 ("Sizes.h", "static const NSInteger kCenterIndex = 1;\n")]))
        #expect(after.skippedSlot == 2)
    }

    @Test func noNumberLeavesNoSkip() throws {
        let alone = try #require(ScreenWidthProjectTests.layout([Self.bar(skip: "i == kCenterIndex")]))
        #expect(alone.skippedSlot == nil && alone.skipRange == nil && alone.pendingSkip == nil)
        let fraction = try #require(ScreenWidthProjectTests.layout([Self.bar(skip: "i == kCenterIndex"), ("Sizes.h", "#define kCenterIndex 1.5\n")]))
        #expect(fraction.skippedSlot == nil)
        // The divisor still says how many tabs the bar lays out.
        #expect(fraction.assumedItemCount?.count == 4)
    }
}

/// A header holding only an enumeration's constants is read for the numbers a bar names.
@Suite struct EnumerationHeaderNumbersTests {
    @Test func theDivisorAndSkipFromAnEnumerationOfAHeader() throws {
        let bar = BarSkipAcrossFilesTests.bar(skip: "i == kCenterIndex").1
            .replacingOccurrences(of: "self.bounds.size.width / 5", with: "self.bounds.size.width / kTabCount")
        for header in ["enum {\n    kCenterIndex = 2,\n    kTabCount = kCenterIndex * 2 + 1,\n};\n",
                       "typedef NS_ENUM(NSInteger, TabLayout) {\n    kCenterIndex = 2,\n    kTabSlot3,\n    kTabSlot4,\n    kTabCount\n};\n"] {
            let layout = try #require(ScreenWidthProjectTests.layout([("SlotTabBar.m", bar), ("TabLayout.h", header)]), "\(header)")
            #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2, "\(header)")
        }
    }
}

/// The Swift twin: a custom bar's divisor spelled by a constant of another file (`bounds.width / kTabCount`,
/// `bounds.width / Layout.tabCount`).
@Suite struct SwiftBarDivisorAcrossFilesTests {
    @Test func aGlobalOrATypesConstantOfAnotherFile() throws {
        for (divisor, declaration) in [("kTabCount", "import UIKit\n\nlet kTabCount: CGFloat = 5\n"),
                                       ("Layout.tabCount", "enum Layout {\n    static let tabCount: CGFloat = 5\n}\n")] {
            let files = [("SlotTabBar.swift", ScreenWidthProjectTests.swiftBar("bounds.width / \(divisor)")), ("Layout.swift", declaration)]
            let layout = try #require(ScreenWidthProjectTests.layout(files), "\(divisor)")
            #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2 && layout.pendingDivisor == nil)
        }
    }

    @Test func noNumberOrAHalfLeavesNoLayout() {
        #expect(ScreenWidthProjectTests.layout([("SlotTabBar.swift", ScreenWidthProjectTests.swiftBar("bounds.width / kTabCount"))]) == nil)
        // `W / 2` is a centre, not slots.
        #expect(ScreenWidthProjectTests.layout([("SlotTabBar.swift", ScreenWidthProjectTests.swiftBar("bounds.width / kTabCount")),
                                                ("Layout.swift", "import UIKit\nlet kTabCount: CGFloat = 2\n")]) == nil)
    }
}

/// A raised button's frame spelled by macros or constants of another file (`CGRectMake(0, 0, kPlusW, kPlusH)`).
@Suite struct BarFrameAcrossFilesTests {
    static func view(_ files: [(String, String)]) -> SourceAddedView? {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        return project.customBars.first?.declaration.value.addedViews.first
    }

    static func bar(bounds: String) -> (String, String) {
        ("WBTabBar.m", CustomBarTests.bar().replacingOccurrences(of: "button.bounds = CGRectMake(0, 0, 64, 64);", with: "button.bounds = \(bounds);"))
    }

    @Test func theSizeFromAHeader() throws {
        let view = try #require(Self.view([Self.bar(bounds: "CGRectMake(0, 0, kPlusW, 2 * kPlusH)"), BarNumbersAcrossFilesTests.controller,
                                           ("Sizes.h", "#define kPlusW 64\nstatic const CGFloat kPlusH = 30;\n")]))
        #expect(view.width?.literal == 64 && view.height?.literal == 60 && view.pendingFrame.isEmpty)
        // The number is another file's: no fix may replace the name.
        #expect(view.width?.isWrittenWhole == false)
    }

    @Test func aNameNoFileDeclaresStaysUnknown() throws {
        let view = try #require(Self.view([Self.bar(bounds: "CGRectMake(0, 0, kPlusW, kPlusH)"), BarNumbersAcrossFilesTests.controller,
                                           ("Sizes.h", "#define kPlusW 64\n")]))
        #expect(view.width?.literal == 64 && view.height?.literal == nil && view.height != nil)
    }

    @Test func sizeToFitAfterwardsLeavesTheSizeUnknown() throws {
        let bar = Self.bar(bounds: "CGRectMake(0, 0, kPlusW, kPlusH)").1
            .replacingOccurrences(of: "[self addSubview:button];", with: "[button sizeToFit];\n        [self addSubview:button];")
        let view = try #require(Self.view([("WBTabBar.m", bar), BarNumbersAcrossFilesTests.controller,
                                           ("Sizes.h", "#define kPlusW 64\n#define kPlusH 64\n")]))
        #expect(view.width?.literal == nil && view.height?.literal == nil)
    }
}
