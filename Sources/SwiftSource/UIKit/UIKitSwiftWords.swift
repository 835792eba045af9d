import JSONC
import SourceText
import TabBarCore

/// The few words the UIKit readers look for in a member's body, as bits: a reader that walks every member
/// asks for its `UIKitSwiftStatements` only when the body holds a word its patterns need. Each test is exact:
/// a member it skips is one where the reader would find nothing.
struct UIKitSwiftWords: OptionSet {
    let rawValue: UInt8

    /// Call names, compared by their bytes as `SwiftTokens.spells` does.
    static let addChild = Self(rawValue: 1 << 0)
    static let addChildViewController = Self(rawValue: 1 << 1)
    static let setViewControllers = Self(rawValue: 1 << 2)
    /// Names of an assignment's chain, compared as `SwiftTokens.name` makes them (backticks dropped).
    static let viewControllers = Self(rawValue: 1 << 3)
    static let tabBarItem = Self(rawValue: 1 << 4)
    static let title = Self(rawValue: 1 << 5)
    /// A call with two arguments or more whose name and labels, joined, may add a tab (`TabHelperCall.mayAddTab`).
    static let mayAddTabCall = Self(rawValue: 1 << 6)

    /// The words of the body `body`.
    init(body: Range<Int>, _ tokens: SwiftTokens) {
        var words: UInt8 = 0
        let end = min(body.upperBound, tokens.count)
        var index = max(0, body.lowerBound)
        while index < end {
            defer { index += 1 }
            switch tokens.tokens[index].kind {
            case .identifier:
                words |= Self.word(index, tokens).rawValue
            case .punctuation:
                guard words & Self.mayAddTabCall.rawValue == 0, tokens.isPunctuation(index, "("),
                      Self.mayAddTab(open: index, from: body.lowerBound, tokens) else { continue }
                words |= Self.mayAddTabCall.rawValue
            default:
                continue
            }
        }
        rawValue = words
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The word identifier token `index` is, told by its length first (this runs for every identifier). A name
    /// word is compared by its bytes (backticks dropped): a name with a byte outside ASCII keeps a character outside
    /// ASCII under canonical decomposition (the Kelvin sign, U+037E and U+1FEF aside, which spell `K`, `;` and
    /// `` ` ``, in none of these words), so it is no `String` equal to one.
    private static func word(_ index: Int, _ tokens: SwiftTokens) -> Self {
        let raw = tokens.tokens[index].range
        let bytes = tokens.bytes
        switch raw.length {
        case 8: return bytes.spells("addChild", at: raw) ? .addChild : []
        case 18: return bytes.spells("setViewControllers", at: raw) ? .setViewControllers : []
        case 22: return bytes.spells("addChildViewController", at: raw) ? .addChildViewController : []
        case 5, 10, 15, 7, 12, 17:
            var range = raw
            if range.length > 2, bytes[range.start] == UInt8(ascii: "`"), bytes[range.end - 1] == UInt8(ascii: "`") {
                range = ByteRange(range.start + 1, range.end - 1)
            }
            switch range.length {
            case 5: return bytes.spells("title", at: range) ? .title : []
            case 10: return bytes.spells("tabBarItem", at: range) ? .tabBarItem : []
            case 15: return bytes.spells("viewControllers", at: range) ? .viewControllers : []
            default: return []
            }
        default:
            return []
        }
    }

    /// Whether the `(` at `open` may be a call `UIKitSwiftBars` reads as one that may add a tab: a name before it
    /// (after postfix `?` / `!`), two arguments or more, and `TabHelperCall.mayAddTab` of the name and labels
    /// joined (an ASCII name read by its bytes).
    private static func mayAddTab(open: Int, from start: Int, _ tokens: SwiftTokens) -> Bool {
        var name = open - 1
        while name >= start, tokens.isPostfixUnwrap(name) { name -= 1 }
        guard name >= start, tokens.isIdentifier(name), let close = tokens.partner(open), close > open else { return false }
        // The arguments as `SwiftValueReader.arguments` splits them (the non-empty parts between top-level commas),
        // without making them: counted first (most calls have fewer than two), then each part's label noted.
        var partStart = open + 1
        var index = open + 1
        let limit = min(close, tokens.count)
        var count = 0
        while index < limit {
            if tokens.isPunctuation(index, ",") {
                if index > partStart { count += 1 }
                partStart = index + 1
                index += 1
                continue
            }
            if let partner = tokens.partner(index), partner > index, partner < limit { index = partner + 1 } else { index += 1 }
        }
        if partStart < limit { count += 1 }
        guard count >= 2 else { return false }
        var names = [name]
        for part in tokens.view.split(from: open + 1, before: close, at: ",")
        where part.count > 2 && tokens.isIdentifier(part.lowerBound) && tokens.isPunctuation(part.lowerBound + 1, ":") {
            names.append(part.lowerBound)
        }
        return mayAddTab(joining: names, tokens)
    }

    /// `TabHelperCall.mayAddTab` of the names of `names` joined (backticks dropped): by their bytes when all are
    /// ASCII, through the `String` otherwise.
    static func mayAddTab(joining names: [Int], _ tokens: SwiftTokens) -> Bool {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(names.count)
        var length = 0
        for name in names {
            let range = tokens.tokens[name].range
            var start = range.start, end = range.end
            if range.length > 2, tokens.bytes[start] == UInt8(ascii: "`"), tokens.bytes[end - 1] == UInt8(ascii: "`") {
                start += 1
                end -= 1
            }
            if tokens.bytes[start..<end].contains(where: { $0 >= 0x80 }) {
                return TabHelperCall.mayAddTab(names.map { tokens.name($0) }.joined())
            }
            ranges.append(start..<end)
            length += end - start
        }
        // Joined into one buffer of the exact size, in one pass.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { joined in
            var next = 0
            tokens.bytes.withUnsafeBufferPointer { bytes in
                for range in ranges {
                    for offset in range {
                        joined[next] = bytes[offset]
                        next += 1
                    }
                }
            }
            return TabHelperCall.holdsTabWord(asciiBytes: UnsafeBufferPointer(rebasing: joined[..<next]))
        }
    }
}
