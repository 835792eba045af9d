import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// `.storyboard` documents, whatever language id the editor gives them (VS Code says `xml`): their own
/// findings, and a view controller's `self.title` checked against the storyboard tab that shows it.
@Suite struct StoryboardDiagnosticsTests {
    static let root = "/work/books"
    static let storyboard = root + "/App/Base.lproj/Main.storyboard"
    static let reading = root + "/App/ReadingViewController.swift"

    static func storyboardText(title: String = "Reading") -> String {
        SourceExample.storyboard([
            ("ReadingViewController", #"<tabBarItem key="tabBarItem" title="\#(title)" image="house" catalog="system" id="item-1"/>"#),
            ("FavoritesViewController", #"<tabBarItem key="tabBarItem" title="Item" image="star" catalog="system" id="item-2"/>"#),
        ])
    }

    static let readingText = """
        import UIKit

        final class ReadingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Reading Now"
            }
        }
        """

    static func client() -> LoopbackClient {
        let client = LoopbackClient(disk: [storyboard: storyboardText(), reading: readingText], projectMarkers: [root])
        client.initialize(rootURI: DocumentURI.fileURI(path: root))
        return client
    }

    @Test func anXMLDocumentNamedStoryboardGetsItsFindings() throws {
        #expect(DocumentServices.reading(uri: DocumentURI.fileURI(path: Self.storyboard), languageID: "xml").kind == .source)
        let client = Self.client()
        let uri = DocumentURI.fileURI(path: Self.storyboard)
        client.open(uri, Self.storyboardText(), language: "xml")
        #expect(client.codes(uri) == ["TB033"])
        let finding = try #require(client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.first)
        let line = Self.storyboardText().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"title="Item""#) } ?? -1
        #expect(finding["range"]?["start"]?["line"]?.intValue == line)
    }

    @Test func aStoryboardTitleIsCheckedAgainstTheViewControllersCode() {
        let client = Self.client()
        let storyboard = DocumentURI.fileURI(path: Self.storyboard)
        let reading = DocumentURI.fileURI(path: Self.reading)
        client.open(storyboard, Self.storyboardText(), language: "xml")
        client.open(reading, Self.readingText, language: "swift")
        #expect(client.codes(reading) == ["TB003"])
        // Retitle the storyboard's tab as the code titles it: the code's finding goes away.
        client.change(storyboard, Self.storyboardText(title: "Reading Now"), version: 2)
        #expect(client.codes(reading).isEmpty)
    }

    /// The severities published for `Tabs.storyboard` (its one tab has no image: TB013) in a workspace whose
    /// `App/Info.plist` on disk holds `plist` (none when nil): the index reads it as `tabbar check` does.
    static func severities(plist: String?) -> [Int] {
        let tabs = root + "/App/Base.lproj/Tabs.storyboard"
        let text = SourceExample.storyboard([("HomeViewController", #"<tabBarItem key="tabBarItem" title="Home" id="item-1"/>"#)])
        // A framework's `Info.plist`, which names no storyboard, beside.
        var disk = [tabs: text, root + "/Frameworks/Kit/Info.plist": Self.plist("CFBundleName", "Kit")]
        if let plist { disk[root + "/App/Info.plist"] = plist }
        let client = LoopbackClient(disk: disk, projectMarkers: [root])
        client.initialize(rootURI: DocumentURI.fileURI(path: root))
        let uri = DocumentURI.fileURI(path: tabs)
        client.open(uri, text, language: "xml")
        return client.lastDiagnostics(uri)?["diagnostics"]?.arrayValue?.compactMap { $0["severity"]?.intValue } ?? []
    }

    static func plist(_ key: String, _ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<string>\(value)</string>
        </dict>
        </plist>
        """
    }

    @Test func theInfoPlistDecidesWhetherAStoryboardRuns() {
        // Not the main storyboard (that would be `Main`): its scene may never show, a warning.
        #expect(Self.severities(plist: nil) == [2])
        // The main storyboard: an error.
        #expect(Self.severities(plist: Self.plist("UIMainStoryboardFile", "Tabs")) == [1])
        // The launch screen: nothing.
        #expect(Self.severities(plist: Self.plist("UILaunchStoryboardName", "Tabs")) == [])
    }
}
