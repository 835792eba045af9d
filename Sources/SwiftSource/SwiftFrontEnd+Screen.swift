import SourceText
import TabBarCore

extension SwiftFrontEnd {
    /// The words of its technologies and the class definitions, in both languages' spellings.
    public func screen(_ bytes: [UInt8]) -> SourceScreening { SourceScreening(byteScreen.searchWithStart(bytes)) }
}
