import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Storyboard references linked at project level: a tab leading to another storyboard's scene takes that
/// scene's item and class (TB003 in its code), and Interface Builder's placeholder item is never a title.
@Suite struct StoryboardReferenceTests {
    static func document(initial: String? = nil, _ scenes: String) -> String {
        "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")><scenes>\n"
            + scenes + "</scenes></document>\n"
    }

    static func scene(_ body: String) -> String { "<scene><objects>\n\(body)\n</objects></scene>\n" }

    static func main(_ placeholders: [String]) -> String {
        let segues = placeholders.indices.map { #"<segue destination="p\#($0)" kind="relationship" relationship="viewControllers" id="g\#($0)"/>"# }
        return document(initial: "tbc", scene(#"<tabBarController id="tbc"><tabBar key="tabBar" id="bar"/><connections>"#
                                              + segues.joined(separator: "\n") + "</connections></tabBarController>")
            + placeholders.enumerated().map { index, attributes in
                scene(#"<viewControllerPlaceholder \#(attributes) id="p\#(index)"><tabBarItem key="tabBarItem" title="Item" id="ip\#(index)"/></viewControllerPlaceholder>"#)
            }.joined())
    }

    static let account = document(initial: "acc", scene(#"<viewController id="acc" customClass="AccountViewController"><tabBarItem key="tabBarItem" title="Account" image="account" id="ia"/></viewController>"#)
        + scene(#"<viewController storyboardIdentifier="Help" id="hlp" customClass="HelpViewController"><tabBarItem key="tabBarItem" title="Help" image="help" id="ih"/></viewController>"#))

    static let code = """
        import UIKit
        final class AccountViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); self.title = "My Account" }
        }
        final class HelpViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Help" }
        }
        """

    static func lint(_ files: [(String, String)]) -> (SourceProject, [[Diagnostic]]) {
        let project = SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
        return (project, SourceLinter.lint(project, options: LintOptions(assets: nil)))
    }

    @Test func aReferenceTakesTheReferencedScenesItemAndClass() throws {
        let main = Self.main([#"storyboardName="Account""#, #"storyboardName="Account" referencedIdentifier="Help""#])
        let (project, findings) = Self.lint([("App/Base.lproj/Main.storyboard", main), ("App/Base.lproj/Account.storyboard", Self.account),
                                             ("App/Account.swift", Self.code)])
        let bar = try #require(project.controllers.first)
        #expect(project.controllers.count == 1)
        let tabs = try #require(bar.value.tabs)
        #expect(tabs.map { $0.item.title?.literal } == ["Account", "Help"])
        #expect(tabs.map { $0.item.image?.literal } == ["account", "help"])
        #expect(tabs.map(\.viewController.className) == ["AccountViewController", "HelpViewController"])
        // The linked tab's ranges are the segues of the referencing file.
        let bytes = Array(main.utf8)
        let title = try #require(tabs[0].item.title)
        #expect(String(decoding: bytes[title.range.start..<title.range.end], as: UTF8.self).hasPrefix("<segue destination=\"p0\""))
        // TB003 in the code of the referenced scene's class; nothing on the placeholders' "Item".
        #expect(findings[0].isEmpty, "\(findings[0].map(\.code))")
        #expect(findings[1].isEmpty)
        #expect(findings[2].map(\.code) == ["TB003"])
        let line = findings[2].first.map { Self.code.utf8.prefix($0.range.start).filter { $0 == UInt8(ascii: "\n") }.count + 1 }
        #expect(line == 3)
    }

    /// A finding on a referenced scene's item (TB022 here: two tabs with one image, a selected image equal to the image)
    /// is reported on that item, in the referenced storyboard, with no fix: not on the reference's segue in the bar's file.
    @Test func aFindingOnAReferencedItemIsReportedWhereTheItemIsWritten() throws {
        let main = Self.main([#"storyboardName="Account""#, #"storyboardName="Account" referencedIdentifier="Help""#])
        let account = Self.account.replacingOccurrences(of: #"image="help""#, with: #"image="account" selectedImage="account""#)
        let (_, findings) = Self.lint([("Main.storyboard", main), ("Account.storyboard", account)])
        #expect(findings[0].isEmpty, "\(findings[0].map(\.message))")
        #expect(findings[1].map(\.code) == ["TB022", "TB022"])
        let bytes = Array(account.utf8)
        let help = try #require(bytes.indices.first { bytes[$0...].starts(with: Array(#"<tabBarItem key="tabBarItem" title="Help""#.utf8)) })
        #expect(findings[1].allSatisfy { $0.range.start == help && $0.fixes.isEmpty && $0.related.isEmpty })
    }

    @Test func anUnresolvedReferenceStaysUnknown() throws {
        // No Settings.storyboard, an identifier that does not exist, and a scene with no class nor item.
        let main = Self.main([#"storyboardName="Settings""#, #"storyboardName="Account" referencedIdentifier="Missing""#])
        let (project, findings) = Self.lint([("Main.storyboard", main), ("Account.storyboard", Self.account), ("Account.swift", Self.code)])
        let tabs = try #require(project.controllers.first?.value.tabs)
        #expect(tabs.map(\.item.isKnown) == [false, false])
        #expect(tabs.map(\.viewController.className) == [nil, nil])
        #expect(findings.flatMap { $0 }.isEmpty, "\(findings.flatMap { $0 }.map(\.code))")
    }

    @Test func aStoryboardOfTheSameNameBesideTheReferenceWins() throws {
        let main = Self.main([#"storyboardName="Account""#])
        let other = Self.document(initial: "o", Self.scene(#"<viewController id="o" customClass="OtherViewController"><tabBarItem key="tabBarItem" title="Other" image="o" id="io"/></viewController>"#))
        let (project, _) = Self.lint([("A/Main.storyboard", main), ("B/Account.storyboard", other), ("A/Account.storyboard", Self.account)])
        #expect(project.controllers.first?.value.tabs?.first?.item.title?.literal == "Account")
        // Two of that name elsewhere: ambiguous, unknown.
        let (ambiguous, _) = Self.lint([("A/Main.storyboard", main), ("B/Account.storyboard", other), ("C/Account.storyboard", Self.account)])
        #expect(ambiguous.controllers.first?.value.tabs?.first?.item.isKnown == false)
    }

    @Test func aReferenceWithoutAStoryboardNameIsInItsOwnFile() throws {
        let main = Self.main([#"referencedIdentifier="Local""#]).replacing("</scenes>",
            with: Self.scene(#"<viewController storyboardIdentifier="Local" id="loc" customClass="LocalViewController"><tabBarItem key="tabBarItem" title="Local" image="l" id="il"/></viewController>"#) + "</scenes>")
        let (project, _) = Self.lint([("Main.storyboard", main)])
        #expect(project.controllers.first?.value.tabs?.first?.viewController.className == "LocalViewController")
    }

    @Test func theStoryboardsScrollEdgeAppearanceSilencesTB029() {
        let opaque = #"<tabBar key="tabBar" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tabBar>"#
        let main = Self.main([#"storyboardName="Account""#]).replacing(#"<tabBar key="tabBar" id="bar"/>"#, with: opaque)
        let (_, findings) = Self.lint([("Main.storyboard", main), ("Account.storyboard", Self.account)])
        #expect(findings[0].map(\.code) == ["TB029"])
        let withEdge = main.replacing("</tabBar>", with: #"<tabBarAppearance key="scrollEdgeAppearance" id="e"/></tabBar>"#)
        #expect(Self.lint([("Main.storyboard", withEdge), ("Account.storyboard", Self.account)]).1.flatMap { $0 }.isEmpty)
        // Set in code, it counts too.
        let code = "import UIKit\nfinal class Style {\n    func apply() { UITabBar.appearance().scrollEdgeAppearance = UITabBar.appearance().standardAppearance }\n}\n"
        #expect(Self.lint([("Main.storyboard", main), ("Account.storyboard", Self.account), ("Style.swift", code)]).1.flatMap { $0 }.isEmpty)
    }
}
