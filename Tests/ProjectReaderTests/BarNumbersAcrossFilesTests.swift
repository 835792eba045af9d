import JSONC
import ProjectReader
import TabBarCore
import Testing

/// A custom bar's centre through numbers: the file's own macros and constants in arithmetic (`2*kMargin`), and
/// numbers another file declares (`DeclaredNumbers`), settled when the project is linked.
@Suite struct BarNumbersAcrossFilesTests {
    static func center(_ files: [(String, String)]) -> SourceCenterY? {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        return project.customBars.first?.declaration.value.addedViews.first?.centerY
    }

    static func bar(_ center: String, prefix: String = "") -> (String, String) {
        ("WBTabBar.m", prefix + CustomBarTests.bar(center: center))
    }

    static let controller = ("WBTabBarController.m", CustomBarTests.controller(tabs: 4))

    @Test func aProductOfTheFilesOwnMacroInTheOffset() throws {
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 - 2*kMargin", prefix: "#define kMargin 10\n"),
                                               Self.controller]))
        #expect(center.basis == .wholeBar && center.fraction == 0.5 && center.offset == -20 && center.pendingOffset == nil)
    }

    @Test func aMacroOfAnotherHeader() throws {
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 - 2 * kMargin"), Self.controller,
                                               ("Sizes.h", "#define kMargin 10\n")]))
        #expect(center.basis == .wholeBar && center.offset == -20 && center.pendingOffset == nil)
    }

    @Test func aStaticConstantOfAnotherHeaderTimesNothing() throws {
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 + kLift"), Self.controller,
                                               ("Sizes.h", "static const CGFloat kLift = 4;\n")]))
        #expect(center.basis == .wholeBar && center.offset == 4)
    }

    @Test func aNameNoFileDeclaresLeavesTheCentreUnknown() throws {
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 - kMargin"), Self.controller]))
        #expect(center.basis == .unknown && center.value(contentHeight: 49, safeArea: 34) == nil)
        let codes = CustomBarTests.codes(SourceProjectReader.project([Self.bar("self.bounds.size.height * 0.5 - kMargin"),
                                                                      Self.controller].map { .init(path: $0.0, bytes: Array($0.1.utf8)) }))
        #expect(codes["TB026"] == nil)
    }

    @Test func twoFilesDeclaringTheNameDifferentlyLeaveItUnknown() throws {
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 - kMargin"), Self.controller,
                                               ("A.h", "#define kMargin 10\n"), ("B.h", "#define kMargin 12\n")]))
        #expect(center.basis == .unknown)
    }

    @Test func aLowercaseNameIsNoConstantOfAnotherFile() throws {
        // A parameter or an instance variable of the class, not a macro: never looked up elsewhere.
        let center = try #require(Self.center([Self.bar("self.bounds.size.height * 0.5 - margin"), Self.controller,
                                               ("Sizes.h", "#define margin 10\n")]))
        #expect(center.basis == .unknown)
    }

    @Test func theSettledCentreMakesTheFinding() {
        let files = [Self.bar("self.bounds.size.height * 0.5 - 2 * kMargin"), Self.controller, ("Sizes.h", "#define kMargin 10\n")]
        let codes = CustomBarTests.codes(SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) }))
        #expect(codes["TB026"] == [.warning])
    }
}

/// The Swift twin: a centre's offset through a type's `static let` or a constant-named global of another file.
@Suite struct SwiftBarNumbersAcrossFilesTests {
    static func bar(_ center: String) -> (String, String) {
        ("RaisedTabBar.swift", """
            final class RaisedTabBar: UITabBar {
                let button = UIButton(type: .custom)
                override func layoutSubviews() {
                    super.layoutSubviews()
                    addSubview(button)
                    button.center = CGPoint(x: bounds.width / 2, y: \(center))
                }
            }
            """)
    }

    @Test func aStaticLetOfAnotherFilesType() throws {
        let center = try #require(BarNumbersAcrossFilesTests.center([
            Self.bar("bounds.height * 0.5 - 2 * Metrics.lift"),
            ("Metrics.swift", "enum Metrics {\n    static let lift: CGFloat = 8\n    static let title = \"Home\"\n}\n")]))
        #expect(center.basis == .wholeBar && center.offset == -16 && center.pendingOffset == nil)
    }

    @Test func aTypeNoFileDeclaresLeavesTheCentreUnknown() throws {
        let center = try #require(BarNumbersAcrossFilesTests.center([Self.bar("bounds.height * 0.5 - Metrics.lift")]))
        #expect(center.basis == .unknown)
    }

    @Test func aMemberOfTheBarIsNoConstantOfAnotherFile() throws {
        let bar = Self.bar("bounds.height * 0.5 - Lift").1.replacingOccurrences(of: "let button", with: "var Lift: CGFloat = 3\n    let button")
        let center = try #require(BarNumbersAcrossFilesTests.center([("RaisedTabBar.swift", bar),
                                                                     ("Sizes.swift", "struct Sizes {}\nlet Lift: CGFloat = 10\n")]))
        #expect(center.basis == .unknown)
    }
}
