import ProjectReader
import Testing
import TabBarCore

/// The library version of the project's lock file decides TB004 / TB016 and how safe their fixes are.
@Suite struct LibraryVersionTests {
    static let files = [
        SourceProjectReader.Input(path: "PlusButton.m", bytes: Array("""
        @interface PlusButton : CYLPlusButton <CYLPlusButtonSubclassing>
        @end
        @implementation PlusButton
        + (CGFloat)multiplerInCenterY { return 0.3; }
        @end
        """.utf8)),
        SourceProjectReader.Input(path: "AppDelegate.m", bytes: Array("""
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            [PlusButton registerSubclass];
            return YES;
        }
        @end
        """.utf8)),
    ]

    static func findings(_ version: String?) -> [Diagnostic] {
        let project = SourceProjectReader.project(files)
        let options = LintOptions(libraryVersion: version.flatMap { LibraryVersion($0, source: "Podfile.lock") })
        return SourceLinter.lint(project, options: options).flatMap { $0 }.filter { ["TB004", "TB016"].contains($0.code) }
    }

    @Test func beforeOnePointSixTheFindingsSayTheOldNamesAreTheOnlyOnesAndOfferNoFix() {
        let findings = Self.findings("1.5.6")
        #expect(findings.map(\.code).sorted() == ["TB004", "TB016"])
        #expect(findings.allSatisfy { $0.fixes.isEmpty })
        #expect(findings.allSatisfy { $0.message.contains("Podfile.lock pins 1.5.6") && $0.message.contains("only way") })
    }

    @Test func fromOnePointSixTheRenamesAreSafe() {
        let findings = Self.findings("1.29.0")
        #expect(findings.map(\.code).sorted() == ["TB004", "TB016"])
        #expect(findings.allSatisfy { $0.fixes.first?.applicability == .safe })
    }

    @Test func withoutALockFileTheRenamesAreSuggestions() {
        let findings = Self.findings(nil)
        #expect(findings.map(\.code).sorted() == ["TB004", "TB016"])
        #expect(findings.allSatisfy { $0.fixes.first?.applicability == .unsafe })
    }
}
