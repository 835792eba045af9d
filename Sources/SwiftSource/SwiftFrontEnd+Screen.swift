import SourceText
import TabBarCore

extension SwiftFrontEnd {
    /// The words of the tab bars this front-end reads (CYLTabBarController's, `PlusButton.register()`
    /// included) and the class definitions, in both languages' spellings: the files read are those
    /// the one shared screen chose before each front-end had its own.
    static let byteScreen = ByteScreen(words: ByteScreen.cylTabBarControllerWords + ByteScreen.uikitTabBarWords, definitions: ByteScreen.classDefinitionKeywords)

    public func screen(_ bytes: [UInt8]) -> SourceScreening { SourceScreening(Self.byteScreen.search(bytes)) }
}
