import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A class whose superclass only its header declares (`@interface XTabBar : UITabBar` in `XTabBar.h`, a class
/// extension in `XTabBar.m`): a legacy look set on `self` in its implementation is the bar's once the project is linked.
@Suite struct HeaderSuperclassTests {
    static func implementation(_ setter: String) -> String {
        """
        #import "GlowTabBar.h"
        @interface GlowTabBar ()
        @end

        @implementation GlowTabBar
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                \(setter)
            }
            return self;
        }
        @end
        """
    }

    static func legacyNotes(header superclass: String?, setter: String) -> [String] {
        var files: [SourceProjectReader.Input] = [.init(path: "GlowTabBar.m", bytes: Array(implementation(setter).utf8))]
        if let superclass {
            files.append(.init(path: "GlowTabBar.h", bytes: Array("@interface GlowTabBar : \(superclass)\n@end\n".utf8)))
        }
        return SourceProjectReader.project(files).barNotes.compactMap { note in
            if case .legacyBackground(let property) = note.value.kind { return property }
            return nil
        }
    }

    @Test func theHeadersTabBarSuperclassMakesTheLookTheBars() {
        #expect(Self.legacyNotes(header: "UITabBar", setter: "[self setBackgroundImage:[UIImage imageNamed:@\"bar\"]];") == ["backgroundImage"])
        #expect(Self.legacyNotes(header: "UITabBar", setter: "self.barTintColor = [UIColor whiteColor];") == ["barTintColor"])
    }

    @Test func anotherSuperclassOrNoneIsNoTabBar() {
        #expect(Self.legacyNotes(header: "UIToolbar", setter: "[self setBackgroundImage:[UIImage imageNamed:@\"bar\"]];").isEmpty)
        #expect(Self.legacyNotes(header: nil, setter: "[self setBackgroundImage:[UIImage imageNamed:@\"bar\"]];").isEmpty)
    }

    @Test func anEmptyImageClearsTheLook() {
        #expect(Self.legacyNotes(header: "UITabBar", setter: "[self setBackgroundImage:[UIImage new]];").isEmpty)
    }
}
