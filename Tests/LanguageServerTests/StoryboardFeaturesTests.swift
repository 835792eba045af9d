import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// Hover and `tabbar/preview` on `.storyboard` documents, and findings republished across a storyboard, the
/// storyboard its tab refers to, and the code, both ways.
@Suite struct StoryboardFeaturesTests {
    static let root = "/work/news"
    static let main = root + "/App/Base.lproj/Main.storyboard"
    static let account = root + "/App/Base.lproj/Account.storyboard"
    static let code = root + "/App/AccountViewController.swift"
    static let style = root + "/App/Style.swift"

    /// Three tabs: two of this file and a reference to Account.storyboard; a bar made opaque with a bar tint.
    static let mainText: String = SourceExample.storyboard([
        ("HomeViewController", #"<tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="item-1"/>"#),
        ("SearchViewController", #"<tabBarItem key="tabBarItem" title="Search" image="magnifyingglass" catalog="system" id="item-2"/>"#),
        (nil, #"<tabBarItem key="tabBarItem" title="Search" image="gear" catalog="system" id="item-3"/>"#),
    ])
    .replacing(#"<viewController id="vc-3" sceneMemberID="viewController">"#,
               with: #"<viewControllerPlaceholder storyboardName="Account" id="vc-3" sceneMemberID="viewController">"#)
    .replacing("</viewController>\n                </objects>\n            </scene>\n    </scenes>",
               with: "</viewControllerPlaceholder>\n                </objects>\n            </scene>\n    </scenes>")
    .replacing(#"<tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>"#,
               with: #"<tabBar key="tabBar" contentMode="scaleToFill" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tabBar>"#)

    static func accountText(title: String = "Account") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="acc">
            <scenes>
                <scene sceneID="s-acc">
                    <objects>
                        <viewController id="acc" customClass="AccountViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="\(title)" image="person" catalog="system" id="item-acc"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let codeText = """
        import UIKit

        final class AccountViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.title = "My Account"
            }
        }
        """

    static let styleText = """
        import UIKit

        final class TabBarStyle {
            func apply() {
                UITabBar.appearance().scrollEdgeAppearance = UITabBar.appearance().standardAppearance
            }
        }
        """

    static func client(_ extra: [String: String] = [:]) -> LoopbackClient {
        var disk = [main: mainText, account: accountText(), code: codeText]
        disk.merge(extra) { $1 }
        let client = LoopbackClient(disk: disk, projectMarkers: [root])
        client.initialize(rootURI: DocumentURI.fileURI(path: root))
        return client
    }

    static func position(of needle: String, in text: String, plus extra: Int = 0) -> JSON {
        Marked.position(of: (text.utf8Offset(of: needle) ?? 0) + extra, in: text, .utf16)
    }

    @Test func hoverOnATabBarItemShowsItsFrameAndTheBar() throws {
        let client = Self.client()
        let uri = DocumentURI.fileURI(path: Self.main)
        client.open(uri, Self.mainText, language: "xml")
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)],
                                                          "position": Self.position(of: #"title="Search""#, in: Self.mainText, plus: 8)])
        let value = try #require(reply.result?["contents"]?["value"]?.stringValue)
        #expect(value.contains("**Item 2** (\"Search\") on iphone-15 (portrait)"), "\(value)")
        #expect(value.contains("```text\n"), "\(value)")
        // The bar shows the referenced scene's title, not the placeholder's.
        #expect(value.contains("Account") && value.contains("Home"), "\(value)")
        #expect(reply.result?["range"]?["start"] == Self.position(of: #"<tabBarItem key="tabBarItem" title="Search""#, in: Self.mainText))
    }

    @Test func hoverOnAReferencedScenesItemShowsTheBarThatShowsIt() throws {
        let client = Self.client()
        let main = DocumentURI.fileURI(path: Self.main), account = DocumentURI.fileURI(path: Self.account)
        client.open(main, Self.mainText, language: "xml")
        let text = Self.accountText()
        client.open(account, text, language: "xml")
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": .string(account)],
                                                          "position": Self.position(of: #"title="Account""#, in: text, plus: 8)])
        let value = try #require(reply.result?["contents"]?["value"]?.stringValue, "\(reply)")
        #expect(value.contains("**Item 3** (\"Account\") on iphone-15 (portrait)"), "\(value)")
        #expect(value.contains("Home") && value.contains("Search"), "\(value)")
        #expect(reply.result?["range"]?["start"] == Self.position(of: #"<tabBarItem key="tabBarItem" title="Account""#, in: text))
    }

    @Test func previewOfAStoryboardDrawsItsBar() throws {
        let client = Self.client()
        let uri = DocumentURI.fileURI(path: Self.main)
        client.open(uri, Self.mainText, language: "xml")
        let reply = client.request("tabbar/preview", ["textDocument": ["uri": .string(uri)]])
        let content = try #require(reply.result?["content"]?.stringValue, "\(reply)")
        #expect(content.hasPrefix("Main.storyboard:"), "\(content)")
        #expect(content.contains("3 items"), "\(content)")
        for title in ["Home", "Search", "Account"] { #expect(content.contains(title), "\(title): \(content)") }
        let json = client.request("tabbar/preview", ["textDocument": ["uri": .string(uri)], "format": "json"])
        let parsed = try #require(json.result?["content"]?.stringValue.flatMap { JSON.parse(Array($0.utf8)) })
        #expect(parsed["items"]?.arrayValue?.count == 3)
    }

    @Test func editingTheReferencedStoryboardRepublishesTheCode() {
        let client = Self.client()
        let main = DocumentURI.fileURI(path: Self.main), account = DocumentURI.fileURI(path: Self.account)
        let code = DocumentURI.fileURI(path: Self.code)
        client.open(main, Self.mainText, language: "xml")
        client.open(account, Self.accountText(), language: "xml")
        client.open(code, Self.codeText, language: "swift")
        #expect(client.codes(code) == ["TB003"])
        // Retitled in the referenced storyboard as the code titles it: the code's finding goes away, and
        // comes back when the code changes its title.
        client.change(account, Self.accountText(title: "My Account"), version: 2)
        #expect(client.codes(code).isEmpty)
        client.change(code, Self.codeText.replacing("\"My Account\"", with: "\"Profile\""), version: 2)
        #expect(client.codes(code) == ["TB003"])
    }

    @Test func editingTheCodeRepublishesTheStoryboard() {
        let client = Self.client([Self.style: "import UIKit\n"])
        let main = DocumentURI.fileURI(path: Self.main), style = DocumentURI.fileURI(path: Self.style)
        client.open(main, Self.mainText, language: "xml")
        // The placeholder's own item (titled "Search" here) is no title: no TB009.
        #expect(client.codes(main) == ["TB029"])
        client.open(style, "import UIKit\n", language: "swift")
        // Code that sets the scroll edge appearance: the storyboard's TB029 goes away, and comes back without it.
        client.change(style, Self.styleText, version: 2)
        #expect(!client.codes(main).contains("TB029"), "\(client.codes(main))")
        client.change(style, "import UIKit\n", version: 3)
        #expect(client.codes(main).contains("TB029"), "\(client.codes(main))")
    }
}
