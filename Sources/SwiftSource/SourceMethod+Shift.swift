import JSONC
import TabBarCore

extension SourceMethod {
    /// The method moved by `delta` bytes with its member (an edit before it changed the file's length).
    func shifted(by delta: Int) -> SourceMethod {
        guard delta != 0 else { return self }
        var out = self
        out.nameRange = nameRange.shifted(by: delta)
        out.signatureRange = signatureRange.shifted(by: delta)
        out.lineRange = lineRange.shifted(by: delta)
        out.returnedNumber = returnedNumber.map { SourceFact($0.value, range: $0.range.shifted(by: delta)) }
        out.frameWidth = frameWidth.map { SourceFact($0.value, range: $0.range.shifted(by: delta)) }
        out.frameHeight = frameHeight.map { SourceFact($0.value, range: $0.range.shifted(by: delta)) }
        return out
    }
}
