import Foundation
import JSONC
import Testing

/// The preview of the Swift custom bars under `Examples/UIKit/` (SPEC section 8): the raised button centred
/// with `bounds.height * 0.5` is placed from the bar's whole height, so it sits 17 pt lower on a Face ID
/// iPhone than on an iPhone SE; the content-height centre of the clean bar does not move.
@Suite struct SwiftCustomBarPreviewTests {
    /// The raised button's frame `y` on `device`, from `tabbar preview --format json` in `app`.
    static func raisedButtonY(_ app: String, on device: String) throws -> Double {
        let run = CLIRunner.run(["preview", ".", "--device", device, "--format", "json"],
                                in: UIKitFixtureTests.root.appendingPathComponent(app).path)
        #expect(run.exitCode == 0, "\(app) on \(device): \(run.stderr)")
        let json = try #require(JSON.parse(Array(run.stdout.utf8)), "\(app) on \(device): \(run.stdout)")
        return try #require(json["plusButton"]?["frame"]?["y"]?.numberValue, "\(app) on \(device): \(run.stdout)")
    }

    @Test func theWholeHeightCentreIs17PointsLowerOnAFaceIDiPhone() throws {
        let se = try Self.raisedButtonY("SwiftRaisedTabBar", on: "iphone-se")
        let faceID = try Self.raisedButtonY("SwiftRaisedTabBar", on: "iphone-15")
        // `bounds.height * 0.5 - 14` with a 64 pt button: 49 / 2 - 14 - 32 on the SE, 83 / 2 - 14 - 32 with the strip.
        #expect(se == -21.5)
        #expect(faceID == -4.5)
        #expect(faceID - se == 17)
    }

    @Test func theContentHeightCentreStaysPut() throws {
        let se = try Self.raisedButtonY("SwiftCleanRaisedBar", on: "iphone-se")
        let faceID = try Self.raisedButtonY("SwiftCleanRaisedBar", on: "iphone-15")
        #expect(se == faceID)
        // `contentHeight * 0.5 - 12` with a 60 pt button: 24.5 - 12 - 30.
        #expect(se == -17.5)
    }

    @Test func theASCIIPreviewDrawsTheRaisedButton() {
        let run = CLIRunner.run(["preview", ".", "--device", "iphone-se"],
                                in: UIKitFixtureTests.root.appendingPathComponent("SwiftRaisedTabBar").path)
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("rises 21.5 pt above the bar"), "\(run.stdout)")
    }
}
