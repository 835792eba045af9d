import Testing
import TabBarCore

/// TB014 on a name only a loose image file of the bundle answers to: the contract's "no catalog holds it", said
/// truthfully (the image still loads), with no fix; a name no file answers to keeps its own message.
@Suite struct LooseImageAssetTests {
    static let config = """
        {
          "items": [
            { "title": "首页", "image": "tab_home", "selectedImage": "tab_home_sel" },
            { "title": "我", "image": "tab_me", "selectedImage": "tab_me_sel" }
          ]
        }
        """

    static func findings(_ assets: AssetIndex) -> [Diagnostic] {
        ConfigurationLinter.lint(text: config, options: LintOptions(assets: assets)).diagnostics.filter { $0.code == "TB014" }
    }

    @Test func aLooseOnlyNameIsReportedWithoutAFix() throws {
        let assets = AssetIndex(names: ["tab_home", "tab_home_sel", "tab_me", "tab_me_sel"], catalogs: ["App/Assets.xcassets"],
                                looseOnly: ["tab_me"])
        let found = Self.findings(assets)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.message.contains("\"tab_me\" is in no asset catalog (App/Assets.xcassets)"))
        #expect(finding.message.contains("still loads"))
        #expect(finding.fixes.isEmpty)
        #expect(finding.severity == .info)
    }

    @Test func aCatalogNameIsNotReported() {
        let assets = AssetIndex(names: ["tab_home", "tab_home_sel", "tab_me", "tab_me_sel"], catalogs: ["App/Assets.xcassets"])
        #expect(Self.findings(assets).isEmpty)
    }
}
