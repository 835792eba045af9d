import JSONC
import SourceText

/// The few words a method body's readers look for, as bits: which of them stand among the identifier
/// tokens of one body (between its braces). A reader that walks every method asks for the body facts
/// (`ObjCMethodBody`) only of the methods holding a word its pattern needs, so a file whose methods hold
/// none builds no body at all. Each test is exact: a method it skips is one where the reader would find nothing.
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
    /// A selector piece (an identifier before `:`) whose name may add a tab (`UIKitHelperCall.mayAddTab`).
    static let mayAddTabPiece = Self(rawValue: 1 << 16)

    /// The words of the identifier tokens strictly between `open` and `close`.
    init(open: Int, close: Int, _ view: TokenView) {
        var words: UInt32 = 0
        var index = open + 1
        while index < close {
            if view.kind(index) == .identifier {
                words |= Self.word(index, view).rawValue
                if view.isPunctuation(index + 1, ":"), Self.mayAddTab(index, view) { words |= Self.mayAddTabPiece.rawValue }
            }
            index += 1
        }
        rawValue = words
    }

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The word identifier token `index` is, by its length first (empty when it is none of them).
    private static func word(_ index: Int, _ view: TokenView) -> Self {
        switch view.range(index).length {
        case 5:
            if view.token(index, is: "title") { return .title }
            if view.token(index, is: "items") { return .items }
        case 6:
            if view.token(index, is: "tabBar") { return .tabBar }
        case 8:
            if view.token(index, is: "setTitle") { return .setTitle }
            if view.token(index, is: "setValue") { return .setValue }
        case 10:
            if view.token(index, is: "tabBarItem") { return .tabBarItem }
            if view.token(index, is: "addSubview") { return .addSubview }
        case 12:
            if view.token(index, is: "tabBarHeight") { return .tabBarHeight }
        case 15:
            if view.token(index, is: "viewControllers") { return .viewControllers }
            if view.token(index, is: "setTabBarHeight") { return .setTabBarHeight }
        case 18:
            if view.token(index, is: "setViewControllers") { return .setViewControllers }
            if view.token(index, is: "UITabBarController") { return .uiTabBarController }
        case 20:
            if view.token(index, is: "childViewControllers") { return .childViewControllers }
        case 21:
            if view.token(index, is: "tabBarItemsAttributes") { return .tabBarItemsAttributes }
        case 22:
            if view.token(index, is: "addChildViewController") { return .addChildViewController }
        case 24:
            if view.token(index, is: "setTabBarItemsAttributes") { return .setTabBarItemsAttributes }
        default:
            break
        }
        return []
    }

    /// The parts `UIKitHelperCall.mayAddTab` looks for in a lowercased selector.
    private static let tabParts: [[UInt8]] = ["tab", "title", "image", "item", "child", "vc", "controller", "nav", "icon"]
        .map { Array($0.utf8) }

    /// Whether identifier token `index` may be a piece of a selector `UIKitHelperCall.mayAddTab` accepts: its ASCII
    /// bytes lowercased hold one of the parts (pieces are joined by `:`, so a part lies within one piece). A name
    /// with other bytes counts as one (Unicode lowercasing is not byte-wise).
    private static func mayAddTab(_ index: Int, _ view: TokenView) -> Bool {
        let range = view.range(index)
        let bytes = view.bytes
        var offset = range.start
        while offset < range.end {
            let byte = bytes[offset]
            if byte >= 0x80 { return true }
            switch byte | 0x20 {
            case UInt8(ascii: "t"), UInt8(ascii: "i"), UInt8(ascii: "c"), UInt8(ascii: "v"), UInt8(ascii: "n"):
                for part in tabParts where Self.holds(part, at: offset, before: range.end, bytes) { return true }
            default:
                break
            }
            offset += 1
        }
        return false
    }

    /// Whether the bytes from `offset` (ASCII letters lowercased) start with `part`, within `end`.
    private static func holds(_ part: [UInt8], at offset: Int, before end: Int, _ bytes: [UInt8]) -> Bool {
        guard end - offset >= part.count else { return false }
        for (position, expected) in part.enumerated() {
            var byte = bytes[offset + position]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != expected { return false }
        }
        return true
    }
}
