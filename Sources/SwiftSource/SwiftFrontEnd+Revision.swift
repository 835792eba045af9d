import SourceText
import TabBarCore

extension SwiftFrontEnd {
    /// What the Swift front-end keeps of a version of an open file: every screen hit, and the
    /// tokens and body facts of its last extraction (an older version is fine: the changes are found
    /// by comparing bytes).
    struct Memo: Sendable {
        let screen: ByteScreen.Record
        let extraction: SwiftRevision?
    }

    /// Screens by searching only around the change, and extracts by lexing the changed lines and
    /// reading the bodies the change touched (`SwiftExtractor.extract(_:revising:)`).
    public func revise(_ bytes: [UInt8], previous: SourceRevision?, extracting: SourceRevision.Extraction) -> SourceRevision {
        let memo = previous?.memo as? Memo
        let record = memo.map { byteScreen.record(bytes, revising: $0.screen) } ?? byteScreen.record(bytes)
        var screening = SourceScreening(record.result)
        if !screening.mentionsLibrary, let name = byteScreen.nameDefinedAtStart(bytes) { screening.classNames.insert(name) }
        guard extracting == .always || screening.mentionsLibrary else {
            return SourceRevision(screening: screening, facts: nil, memo: Memo(screen: record, extraction: memo?.extraction))
        }
        let extraction = SwiftExtractor.extract(bytes, revising: memo?.extraction, by: self)
        return SourceRevision(screening: screening, facts: extraction.facts, memo: Memo(screen: record, extraction: extraction.state))
    }
}
