import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A custom bar's `layoutSubviews` that places its buttons in a block over the subviews
/// (`enumerateObjectsUsingBlock:`), read as the same slot families as a `for` loop.
@Suite struct BlockLayoutTests {
    static func bar(width: String, body: String) -> String {
        """
        @interface DotTabBar : UITabBar
        @property (nonatomic, strong) UIButton *middle;
        @end

        @implementation DotTabBar
        - (void)layoutSubviews {
            [super layoutSubviews];
            CGFloat w = \(width);
            [self.subviews enumerateObjectsUsingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) {
        \(body)
            }];
        }
        @end
        """
    }

    static func layout(_ text: String) -> SourceBarLayout? {
        let project = SourceProjectReader.project([.init(path: "DotTabBar.m", bytes: Array(text.utf8)),
                                                   .init(path: "WBTabBarController.m", bytes: Array(
                                                    CustomBarTests.controller(tabs: 4).replacingOccurrences(of: "WBTabBar *", with: "DotTabBar *")
                                                        .replacingOccurrences(of: "[WBTabBar alloc]", with: "[DotTabBar alloc]").utf8))])
        return project.customBars.first?.declaration.value.layout
    }

    @Test func theNextSlotReadInTheBranch() throws {
        let layout = try #require(Self.layout(Self.bar(width: "self.bounds.size.width / (self.items.count + 1)", body: """
                obj.frame = CGRectMake(idx * w, 0, w, 49);
                if (idx > 1) {
                    obj.frame = CGRectMake((idx + 1) * w, 0, w, 49);
                }
            """)))
        #expect(layout.family == .slotPerItemPlusOne && layout.skippedSlot == 2)
    }

    @Test func theIndexSteppedOn() throws {
        let layout = try #require(Self.layout(Self.bar(width: "self.bounds.size.width / 5", body: """
                if (idx > 1) idx += 1;
                obj.x = idx * w;
            """)))
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2)
    }

    @Test func aTernaryIndex() throws {
        let layout = try #require(Self.layout(Self.bar(width: "self.bounds.size.width / 5", body: """
                NSUInteger index = idx >= 2 ? idx + 1 : idx;
                obj.lmj_x = index * w;
            """)))
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2)
    }

    @Test func aBranchThatReadsNoNextSlotIsNoSkip() throws {
        let layout = try #require(Self.layout(Self.bar(width: "self.bounds.size.width / 5", body: """
                obj.x = idx * w;
                if (idx > 1) {
                    obj.alpha = 0.5 + 1;
                }
            """)))
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == nil)
    }
}

/// A slot divisor spelled by a macro or constant of the bar's file.
@Suite struct NamedDivisorLayoutTests {
    @Test func aMacroDivisor() throws {
        let text = "#define kSlots 5\n" + BlockLayoutTests.bar(width: "self.bounds.size.width / kSlots", body: """
                NSUInteger index = idx >= 2 ? idx + 1 : idx;
                obj.x = index * w;
            """)
        let layout = try #require(BlockLayoutTests.layout(text))
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2 && layout.divisorRange != nil)
    }

    @Test func aConstantSum() throws {
        let text = "static const NSInteger kTabs = 4;\n" + BlockLayoutTests.bar(width: "self.bounds.size.width / (kTabs + 1)", body: """
                NSUInteger index = idx >= 2 ? idx + 1 : idx;
                obj.x = index * w;
            """)
        let layout = try #require(BlockLayoutTests.layout(text))
        #expect(layout.family == .fixedDivisor(5))
    }
}

/// The Swift twin: a closure over the enumerated subviews, or a `for` over them, whose branch reads the next slot.
@Suite struct SwiftEnumeratedLayoutTests {
    static func layout(_ loop: String) -> SourceBarLayout? {
        let bar = """
            final class RaisedTabBar: UITabBar {
                let button = UIButton(type: .custom)
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let w = bounds.width / CGFloat((items?.count ?? 0) + 1)
                    \(loop)
                        v.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: 49)
                        if i > 1 {
                            v.frame = CGRect(x: CGFloat(i + 1) * w, y: 0, width: w, height: 49)
                        }
                    }
                    addSubview(button)
                }
            }
            """
        return SourceProjectReader.project([.init(path: "RaisedTabBar.swift", bytes: Array(bar.utf8))])
            .customBars.first?.declaration.value.layout
    }

    @Test func aClosureOverTheEnumeratedSubviews() throws {
        let layout = try #require(Self.layout("subviews.enumerated().forEach { (i, v) in"))
        #expect(layout.family == .slotPerItemPlusOne && layout.skippedSlot == 2)
    }

    @Test func aForOverTheEnumeratedSubviews() throws {
        let layout = try #require(Self.layout("for (i, v) in subviews.enumerated() {"))
        #expect(layout.family == .slotPerItemPlusOne && layout.skippedSlot == 2)
    }
}
