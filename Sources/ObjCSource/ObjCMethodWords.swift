import JSONC
import SourceText
import TabBarCore

/// The few words a method body's readers look for, as bits: which of them stand among the identifier
/// tokens of one body (between its braces). A reader that walks every method asks for the body facts
/// (`ObjCMethodBody`) only of the methods holding a word its pattern needs, so a file whose methods hold
/// none builds no body at all. Each test is exact: a method it skips is one where the reader would find nothing.
/// Words are compared by their bytes, as the readers' token tests do; where a reader compares a `String`
/// (`send.selector == "setTitle:"`), a name with a byte outside ASCII keeps a character outside ASCII under
/// canonical decomposition (the Kelvin sign, U+037E and U+1FEF aside, spelling `K`, `;` and `` ` ``, in none of
/// these words), so it equals none of them.
struct ObjCMethodWords: OptionSet {
    let rawValue: UInt32

    static let title = Self(rawValue: 1 << 0)
    static let setTitle = Self(rawValue: 1 << 1)
    static let tabBarItem = Self(rawValue: 1 << 2)
    static let tabBarItemsAttributes = Self(rawValue: 1 << 3)
    static let viewControllers = Self(rawValue: 1 << 4)
    static let tabBarHeight = Self(rawValue: 1 << 5)
    static let setTabBarItemsAttributes = Self(rawValue: 1 << 6)
    static let setViewControllers = Self(rawValue: 1 << 7)
    static let setTabBarHeight = Self(rawValue: 1 << 8)
    static let addChildViewController = Self(rawValue: 1 << 9)
    static let uiTabBarController = Self(rawValue: 1 << 10)
    static let addSubview = Self(rawValue: 1 << 11)
    static let setValue = Self(rawValue: 1 << 12)
    static let tabBar = Self(rawValue: 1 << 13)
    static let items = Self(rawValue: 1 << 14)
    static let childViewControllers = Self(rawValue: 1 << 15)
    /// A selector piece (an identifier before `:`) whose name may add a tab (`TabHelperCall.mayAddTab`).
    static let mayAddTabPiece = Self(rawValue: 1 << 16)

    /// The words of the identifier tokens strictly between `open` and `close`.
    init(open: Int, close: Int, _ view: TokenView) {
        // The arrays are read here rather than through the view's methods: this runs for every token of every body.
        let tokens = view.tokens, bytes = view.bytes
        var words: UInt32 = 0
        var index = max(0, open + 1)
        let end = min(close, tokens.count)
        while index < end {
            if tokens[index].kind == .identifier {
                let range = tokens[index].range
                words |= Self.word(range, bytes).rawValue
                if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation,
                   bytes[tokens[index + 1].range.start] == UInt8(ascii: ":"), Self.mayAddTab(range, bytes) {
                    words |= Self.mayAddTabPiece.rawValue
                }
            }
            index += 1
        }
        rawValue = words
    }

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The word the identifier at `range` is, by its length first (empty when it is none of them).
    private static func word(_ range: ByteRange, _ bytes: [UInt8]) -> Self {
        @inline(__always) func spells(_ text: StaticString) -> Bool { bytes.spells(text, at: range) }
        // Each case compares only words of that length.
        switch range.length {
        case 5:
            if spells("title") { return .title }
            if spells("items") { return .items }
        case 6:
            if spells("tabBar") { return .tabBar }
        case 8:
            if spells("setTitle") { return .setTitle }
            if spells("setValue") { return .setValue }
        case 10:
            if spells("tabBarItem") { return .tabBarItem }
            if spells("addSubview") { return .addSubview }
        case 12:
            if spells("tabBarHeight") { return .tabBarHeight }
        case 15:
            if spells("viewControllers") { return .viewControllers }
            if spells("setTabBarHeight") { return .setTabBarHeight }
        case 18:
            if spells("setViewControllers") { return .setViewControllers }
            if spells("UITabBarController") { return .uiTabBarController }
        case 20:
            if spells("childViewControllers") { return .childViewControllers }
        case 21:
            if spells("tabBarItemsAttributes") { return .tabBarItemsAttributes }
        case 22:
            if spells("addChildViewController") { return .addChildViewController }
        case 24:
            if spells("setTabBarItemsAttributes") { return .setTabBarItemsAttributes }
        default:
            break
        }
        return []
    }

    /// Whether the identifier at `range` may be a piece of a selector `TabHelperCall.mayAddTab` accepts: it holds
    /// one of its words (pieces are joined by `:`, so a word lies within one piece). A name with a byte outside
    /// ASCII counts as one (Unicode lowercasing is not byte-wise).
    private static func mayAddTab(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            let piece = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
            return piece.contains { $0 >= 0x80 } || TabHelperCall.holdsTabWord(asciiBytes: piece)
        }
    }
}
