import TabBarCore
import TabBarTestSupport
import Testing

/// `TabHelperCall.mayAddTab` reads ASCII names by their bytes: the same answers as its definition on
/// `String`s (lowercased, then searched for each word), on names made of the words' pieces, other letters,
/// upper and lower case, and characters outside ASCII.
@Suite struct HelperCallTabWordTests {
    static func definition(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["tab", "title", "image", "item", "child", "vc", "controller", "nav", "icon"].contains { lower.contains($0) }
    }

    @Test func bytesAnswerAsTheStringDefinition() {
        let pieces = ["ta", "b", "T", "AB", "ti", "tle", "Image", "IT", "em", "ch", "ild", "V", "c", "Controller", "na", "v",
                      "ICON", "add", "Setup", "show", "Alert", ":", "_", "é", "İ", "Tａb", "ß", "K"]
        var generator = SeededGenerator(seed: 7)
        var accepted = 0, names = 0
        for _ in 0..<4_000 {
            let name = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(TabHelperCall.mayAddTab(name) == Self.definition(name), "\(name)")
            if Self.definition(name) { accepted += 1 }
            names += 1
        }
        #expect(accepted > 500 && accepted < names - 500, "both answers are reached: \(accepted) of \(names)")
        for name in ["addChildVC:title:image:", "setupChildController", "showAlert:animated:", "", "TAB", "tAb", "nAV"] {
            #expect(TabHelperCall.mayAddTab(name) == Self.definition(name), "\(name)")
        }
    }
}
