import Foundation
import Testing
@testable import TabBarCore

/// Every preview format of a few configurations on several devices, byte for byte
/// against `Goldens/` (re-record with `TABBAR_RECORD=1 swift test --filter Preview`).
@Suite struct PreviewGoldenTests {
    @Test(arguments: PreviewFixtures.cases)
    func asciiMatchesGolden(_ fixture: PreviewFixtures.Case) throws {
        let text = Preview.render(try fixture.layout(), config: fixture.config(), format: .ascii)
        try PreviewFixtures.assertMatches(text, file: PreviewFixtures.goldenURL(fixture.fileStem + ".txt"))
    }

    @Test(arguments: PreviewFixtures.cases)
    func svgMatchesGolden(_ fixture: PreviewFixtures.Case) throws {
        let text = Preview.render(try fixture.layout(), config: fixture.config(), format: .svg)
        try PreviewFixtures.assertMatches(text, file: PreviewFixtures.goldenURL(fixture.fileStem + ".svg"))
    }

    @Test(arguments: PreviewFixtures.cases)
    func jsonMatchesGolden(_ fixture: PreviewFixtures.Case) throws {
        let text = Preview.render(try fixture.layout(), config: fixture.config(), format: .json)
        try PreviewFixtures.assertMatches(text, file: PreviewFixtures.goldenURL(fixture.fileStem + ".json"))
    }

    @Test func allDevicesRenderAsOneDocumentPerFormat() throws {
        let config = ConfigurationLinter.lint(text: PreviewFixtures.weibo).config
        let layouts = try Device.builtIn.map { try LayoutEngine.layout(LayoutInput(config), on: $0).get() }
        for format in PreviewFormat.allCases {
            let text = Preview.render(layouts, config: config, format: format)
            try PreviewFixtures.assertMatches(text, file: PreviewFixtures.goldenURL("weibo.all-portrait.\(format == .ascii ? "txt" : format.rawValue)"))
        }
    }
}
