import SourceText
import TabBarCore

extension ObjCFrontEnd {
    /// The words of its technologies and the class definitions, in both languages' spellings.
    public func screen(_ bytes: [UInt8]) -> SourceScreening { SourceScreening(byteScreen.search(bytes)) }
}
