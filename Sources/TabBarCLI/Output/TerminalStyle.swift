import TabBarCore

/// ANSI colours for text output; every method returns its input unchanged when disabled.
struct TerminalStyle: Sendable {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func gutter(_ text: String) -> String { wrap(text, "1;34") }
    func help(_ text: String) -> String { wrap(text, "1;36") }
    func success(_ text: String) -> String { wrap(text, "1;32") }

    /// Bold red errors, bold yellow warnings, bold cyan infos.
    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: return wrap(text, "1;31")
        case .warning: return wrap(text, "1;33")
        case .info: return wrap(text, "1;36")
        }
    }
}

/// How many terminal columns text takes: East Asian wide and full-width characters and
/// emoji take two, combining marks and zero-width characters none, tabs `tabWidth`.
enum DisplayWidth {
    static let tabWidth = 4

    /// The width of `text` in columns.
    static func of<S: StringProtocol>(_ text: S) -> Int {
        // ASCII alone: a character per byte, but for "\r\n" (two controls, no width either way).
        var width = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return ofScalars(text) ?? charactersWidth(text) }
            width += byte == 0x09 ? tabWidth : byte < 0x20 || byte == 0x7F ? 0 : 1
        }
        return width
    }

    /// The width character by character (grapheme clusters: slow).
    static func charactersWidth<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The width scalar by scalar when every scalar is one that never joins a cluster (printable ASCII, Latin,
    /// Greek, Cyrillic, CJK ideographs, kana, full-width forms, emoji without modifiers): then each is a character
    /// of its own. Nil when some scalar may join another (combining marks, joiners, variation selectors, skin tones,
    /// flags, Hangul), for `charactersWidth`.
    static func ofScalars<S: StringProtocol>(_ text: S) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard standsAlone(value) else { return nil }
            width += value >= 0x1100 && isWide(value) ? 2 : 1
        }
        return width
    }

    /// Whether a scalar is always a character of its own: no grapheme cluster rule joins it with a neighbour, and
    /// it is neither a control nor zero-width.
    private static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x377, 0x37A...0x37F, 0x384...0x3FF, 0x400...0x482,
             0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096,
             0x309B...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60, 0xFFFD, 0x1F300...0x1F3FA, 0x1F400...0x1F64F:
            return true
        default:
            return false
        }
    }

    /// The width of one character (a grapheme cluster).
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one character with the value of "\n".
            if ascii == 0x09 { return tabWidth }
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji presentation selector or a joined emoji sequence shows as one wide glyph.
        if scalars.contains(where: { $0.value == 0xFE0F }) || (scalars.count > 1 && isWide(first.value)) { return 2 }
        if isZeroWidth(first.value) { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// The text with each tab replaced by spaces, so printed and measured widths agree.
    static func expandingTabs(_ text: String) -> String {
        text.replacingTabs(with: String(repeating: " ", count: tabWidth))
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x18AFF, 0x1F1E6...0x1F1FF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && wideRanges.contains { $0.contains(value) }
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value)
            || (0x20D0...0x20FF).contains(value) || value == 0x2060 || value == 0xFEFF
    }
}

extension String {
    func replacingTabs(with replacement: String) -> String {
        guard contains("\t") else { return self }
        return split(separator: "\t", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
