import JSONC
import ProjectReader
import SwiftSource
import TabBarCore
import Testing

/// A technology is one more type handed to a language's front-end: the toy `TabCommentTechnology`, defined in this
/// test target and registered nowhere else, reads comments of Swift files that the built-in CYL and UIKit
/// technologies read too (the file is lexed once), and its bars get findings, a fix it renders itself, a preview
/// and, through the language server, published diagnostics, by the paths the built-in technologies use.
@Suite struct TechnologyContractTests {
    /// The built-in front-ends, the Swift one reading the toy technology after its own.
    static let frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds.map { frontEnd in
        frontEnd is SwiftFrontEnd ? SwiftFrontEnd(technologies: SwiftFrontEnd.builtInTechnologies + [TabCommentTechnology()]) : frontEnd
    }

    /// A UIKit tab bar controller in code, with a toy bar in a comment of the same file.
    static let swift = """
        import UIKit

        // tabs: 首页=hoem, 消息, 首页=mine
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let feed = UINavigationController(rootViewController: FeedViewController())
                feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), selectedImage: nil)
                let inbox = UINavigationController(rootViewController: InboxViewController())
                inbox.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "inbox"), selectedImage: nil)
                viewControllers = [feed, inbox]
            }
        }
        """

    static func project(_ text: String = swift, frontEnds: [any SourceFrontEnd] = frontEnds) -> SourceProject {
        SourceProjectReader.project([SourceProjectReader.Input(path: "App/MainTabBarController.swift", bytes: Array(text.utf8))],
                                    frontEnds: frontEnds)
    }

    static func findings(_ project: SourceProject, assets: [String]? = nil) -> [Diagnostic] {
        SourceLinter.lint(project, options: LintOptions(assets: assets.map { AssetIndex(names: Set($0), catalogs: ["Assets.xcassets"]) }))[0]
    }

    @Test func bothTechnologiesReadTheFileTheBuiltInOnesOnlyTheirOwn() {
        let builtIn = Self.project(frontEnds: SourceProjectReader.frontEnds)
        #expect(builtIn.controllers.map { ($0.value.items?.elements ?? []).count } == [2])
        let project = Self.project()
        #expect(project.files.map(\.facts.frontEnd.id) == ["swift"])
        // The UIKit bar as before, and the toy's bar from the comment above it.
        #expect(project.controllers.count == 2)
        let titles = project.controllers.map { ($0.value.items?.elements ?? []).map { $0.title?.value.literal } }
        #expect(titles.contains(["首页", "消息", "首页"]))
        #expect(titles.contains(["Feed", "Feed"]))
        #expect(project.controllers.first { $0.value.className == "MainTabBarController" } != nil)
    }

    @Test func rulesReportOnTheToyBarAtItsRangesAndOnTheUIKitBarAsBefore() {
        let text = Self.swift
        let findings = Self.findings(Self.project())
        let duplicates = findings.filter { $0.code == "TB009" }.map(\.range.start).sorted()
        let builtIn = Self.findings(Self.project(frontEnds: SourceProjectReader.frontEnds)).filter { $0.code == "TB009" }.map(\.range.start)
        #expect(builtIn.count == 1)
        #expect(duplicates == (builtIn + [Self.offset(of: "首页=mine", in: text)]).sorted())
        #expect(findings.filter { $0.code == "TB013" }.map(\.range.start).contains(Self.offset(of: "消息", in: text)))
    }

    @Test func theToyRendersItsOwnFixInTheComment() throws {
        let project = Self.project()
        let finding = try #require(Self.findings(project, assets: ["home", "mine", "feed", "inbox"]).first {
            $0.code == "TB014" && $0.range.start == Self.offset(of: "hoem", in: Self.swift)
        })
        let fix = try #require(finding.fixes.first)
        let fixed = String(decoding: FixApplier.apply(fix.edits, to: project.files[0].bytes), as: UTF8.self)
        // No Swift string literal in the comment: the toy wrote the value as its convention spells it.
        #expect(fixed.contains("// tabs: 首页=home, 消息, 首页=mine\n"))
        #expect(fixed.replacingFirst("home", with: "hoem") == Self.swift)
    }

    @Test func noFixWhereTheToyCannotWriteTheValue() throws {
        let project = Self.project()
        let finding = try #require(Self.findings(project, assets: ["ho,me", "mine", "feed", "inbox"]).first {
            $0.code == "TB014" && $0.range.start == Self.offset(of: "hoem", in: Self.swift)
        })
        #expect(finding.message.contains("ho,me"))
        #expect(finding.fixes.isEmpty)
    }

    @Test func theToyBarIsPreviewed() throws {
        let project = Self.project()
        let controller = try #require(project.controllers.first { $0.value.className == nil })
        let config = SourceTabBar(controller: controller, plusButton: project.plusButton).configuration()
        #expect(config.items.map { $0.title?.value } == ["首页", "消息", "首页"])
        #expect(config.items.map { $0.image?.value } == ["hoem", nil, "mine"])
    }

    @Test func anEditToTheCommentIsReadAsARevision() throws {
        // The open buffer's next version goes through the front-end's revision, which the toy reads like any other.
        let frontEnd = SwiftFrontEnd(technologies: SwiftFrontEnd.builtInTechnologies + [TabCommentTechnology()])
        let first = frontEnd.revise(Array(Self.swift.utf8), previous: nil, extracting: .whenNamed)
        let edited = Self.swift.replacingFirst("首页=mine", with: "我的=mine")
        let second = frontEnd.revise(Array(edited.utf8), previous: first, extracting: .whenNamed)
        let fresh = frontEnd.extract(Array(edited.utf8))
        #expect(second.facts == fresh)
        let titles = try #require(second.facts).controllers.map { ($0.items?.elements ?? []).map { $0.title?.value.literal } }
        #expect(titles.contains(["首页", "消息", "我的"]))
    }

    /// The byte offset of the first `text` in `file`.
    static func offset(of text: String, in file: String) -> Int {
        FrontEndContractTests.offset(of: text, in: file)
    }
}

extension String {
    /// The text with its first `target` replaced (no Foundation).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), needle = Array(target.utf8)
        guard needle.count <= bytes.count,
              let start = (0...(bytes.count - needle.count)).first(where: { Array(bytes[$0..<$0 + needle.count]) == needle }) else {
            return self
        }
        return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[(start + needle.count)...], as: UTF8.self)
    }
}
