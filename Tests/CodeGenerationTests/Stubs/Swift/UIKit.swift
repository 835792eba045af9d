// A minimal stand-in for UIKit (and the bits of Foundation and CoreGraphics it brings), declaring only
// what the code `tabbar generate --language swift` writes uses, so that `swiftc -typecheck` can check
// that code on machines without the iOS SDK. Built as a module named UIKit; names and labels follow
// the SDK's Swift spellings.

public typealias CGFloat = Double

public struct CGRect {
    public var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public struct UIEdgeInsets {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct UIOffset {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

open class NSObject {
    public init() {}
}

open class NSCoder {}

open class NSValue: NSObject {
    public init(uiEdgeInsets: UIEdgeInsets) { super.init() }
    public init(uiOffset: UIOffset) { super.init() }
}

open class UIImage: NSObject {
    public init?(named name: String) { super.init() }
}

open class UIColor: NSObject {
    public static let gray = UIColor()
}

open class UIView: NSObject {
    open var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

open class UIControl: UIView {
    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let selected = State(rawValue: 1 << 2)
    }
}

open class UIButton: UIControl {
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

open class UITabBarItem: NSObject {
    open var badgeValue: String?
}

open class UINavigationItem: NSObject {
    open var title: String?
}

open class UIViewController: NSObject {
    open var title: String?
    public let navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

open class UITableViewController: UIViewController {}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
}
