import JSONC

extension SourceController {
    /// `value`, a literal that another file's code writes at `origin` for `field` of the item at `item`, as the bar
    /// shows it: standing at an empty range of its own in the bar's file, inside the item's opening (one per item and
    /// field, which no fact spans), that `writtenElsewhere` maps to `origin` so that a finding on it is reported on
    /// the code's literal. Not written whole: no fix edits a value through the bar's file. When that place already
    /// stands for another literal (two tabs whose items start at one place, a loop's), the field is unknown instead:
    /// a finding must not be reported on the wrong literal.
    public mutating func standing(_ value: SourceFact<String>, writtenAt origin: ProjectLocation,
                                  field: ItemSettingByPosition.Field, of item: SourceItem) -> SourceFact<String> {
        let offset = item.range.start + field.standOffset
        let stand = ByteRange(offset, offset)
        if let taken = writtenElsewhere[stand], taken != origin { return SourceFact(.unknown, range: item.reference) }
        writtenElsewhere[stand] = origin
        var moved = value
        moved.range = stand
        moved.isWrittenWhole = false
        return moved
    }
}

private extension ItemSettingByPosition.Field {
    /// The offset from an item's start of the empty range a value of this field written elsewhere stands at.
    var standOffset: Int {
        switch self {
        case .title: 0
        case .image: 1
        case .selectedImage: 2
        case .disabled: 3
        }
    }
}
