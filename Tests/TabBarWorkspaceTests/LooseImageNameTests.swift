import Testing
import TabBarWorkspace

/// `looseImageName` tells most files (sources) from images by the bytes of their extension first; the
/// names it gives must be those of the whole-name reading.
@Suite struct LooseImageNameTests {
    @Test func namesOfImagesAndNothingForOtherFiles() {
        let expected: [(String, (String, String)?)] = [
            ("tab_home@2x.png", ("tab_home", "tab_home.png")), ("Icon@3x~ipad.PNG", ("Icon", "Icon.png")),
            ("photo.jpeg", ("photo", "photo.jpeg")), ("首页.png", ("首页", "首页.png")), ("😀@1x.gif", ("😀", "😀.gif")),
            ("Feed.m", nil), ("App.swift", nil), ("Main.storyboard", nil), ("README", nil), (".png", nil),
            ("@2x.png", nil), ("a.pngé", nil), ("a.pné", nil), ("archive.tar.gz", nil), ("a.", nil), ("", nil),
            ("a.b.webp", ("a.b", "a.b.webp")), ("x.heic", ("x", "x.heic")), ("x.txt", nil),
        ]
        for (file, names) in expected {
            let found = AssetCatalogScanner.looseImageName(file)
            #expect(found?.base == names?.0 && found?.withExtension == names?.1, "\(file): \(String(describing: found))")
        }
    }
}
