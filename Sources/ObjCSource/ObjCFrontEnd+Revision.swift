import SourceText
import TabBarCore

extension ObjCFrontEnd {
    /// Screens a new version of an open file by searching only around the change (an Objective-C
    /// file that names nothing of the tab bar costs a few lines per keystroke); extraction, when it
    /// is wanted, reads the whole file.
    public func revise(_ bytes: [UInt8], previous: SourceRevision?, extracting: SourceRevision.Extraction) -> SourceRevision {
        let record = (previous?.memo as? ByteScreen.Record).map { byteScreen.record(bytes, revising: $0) }
            ?? byteScreen.record(bytes)
        let screening = SourceScreening(record.result)
        let wanted = extracting == .always || screening.mentionsLibrary
        return SourceRevision(screening: screening, facts: wanted ? extract(bytes) : nil, memo: record)
    }
}
