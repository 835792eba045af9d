import JSONC
import Testing
@testable import LanguageServer

/// Coverage in the server (issue 32): hover on a bar's controller class says how much of it tabbar read, and
/// `tabbar/bars` lists the bars of a document's project, or of every indexed project.
@Suite struct BarCoverageServerTests {
    static let main = ShopApp.uri(ShopApp.main)
    static let profile = ShopApp.uri(ShopApp.profile)

    @Test func hoverOnTheControllerClassSaysTheBarWasRead() throws {
        let client = SourceFeaturesTests.shop()
        let value = try #require(SourceFeaturesTests.hover(client, Self.main, SourceFeaturesTests.position(
            of: "MainTabBarController: CYLTabBarController", in: ShopApp.mainText(), plus: 3)))
        #expect(value == "**Tab bar** `MainTabBarController` (CYLTabBarController): 4 tabs, read by tabbar in full", "\(value)")
    }

    @Test func hoverOnABarWithUnknownValuesListsThem() throws {
        let client = SourceFeaturesTests.shop()
        let text = ShopApp.mainText().replacingOccurrences(of: "CYLTabBarItemImage: \"me\"", with: "CYLTabBarItemImage: Icons.me")
        client.change(Self.main, text, version: 2)
        let value = try #require(SourceFeaturesTests.hover(client, Self.main, SourceFeaturesTests.position(
            of: "MainTabBarController: CYLTabBarController", in: text, plus: 3)))
        #expect(value.hasPrefix("**Tab bar** `MainTabBarController` (CYLTabBarController): 4 tabs, partly read; tabbar could not read:"),
                "\(value)")
        #expect(value.contains("- tab 4's image (Icons.me) (MainTabBarController.swift:12)"), "\(value)")
    }

    @Test func barsListsTheProjectsBarsFromAnyOfItsDocuments() throws {
        let client = SourceFeaturesTests.shop()
        for uri in [Self.main, Self.profile] {
            let reply = client.request("tabbar/bars", ["uri": .string(uri)])
            let bars = try #require(reply.result?.arrayValue, "\(reply)")
            #expect(bars.count == 1)
            #expect(bars.first?["class"] == "MainTabBarController")
            #expect(bars.first?["technology"] == "CYLTabBarController")
            #expect(bars.first?["tabs"] == 4)
            #expect(bars.first?["coverage"] == "read")
            #expect(bars.first?["line"] == 6, "the construction, super.init(…)")
        }
        let all = client.request("tabbar/bars", .null)
        #expect(all.result?.arrayValue?.contains { $0["class"] == "MainTabBarController" } == true, "\(all)")
        #expect(client.request("tabbar/bars", ["uri": 3]).errorCode == -32602)
    }
}
