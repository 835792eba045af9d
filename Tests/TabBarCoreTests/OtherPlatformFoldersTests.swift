import Testing
import TabBarCore

/// Folders of another platform's target are told by their names' endings, never by the file's name.
@Suite struct OtherPlatformFoldersTests {
    @Test(arguments: [
        ("TV/AngelLiveTVOS/Other/ContentView.swift", true),
        ("macOS/App/ContentView.swift", true),
        ("Sources/MyAppMacOS/Root.swift", true),
        ("Shop Watch App/ContentView.swift", true),
        ("ShopWatchKit Extension/Interface.swift", true),
        ("/Users/me/Code/App/VisionOS/Root.swift", true),
        ("App/Features/TV/TVGuideView.swift", false),
        ("App/macOSStyle.swift", false),
        ("App/tvOS.swift", false),
        ("App/MacOSBridge/Bridge.swift", false),
        ("ContentView.swift", false),
        ("", false),
    ])
    func folders(path: String, isOther: Bool) {
        #expect(OtherPlatformFolders.contains(path) == isOther, "\(path)")
    }
}
