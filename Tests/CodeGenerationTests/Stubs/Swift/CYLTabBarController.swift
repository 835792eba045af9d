// A minimal stand-in for CYLTabBarController as Swift imports it: what the code `tabbar generate
// --language swift` writes uses. Built as a module named CYLTabBarController on top of the UIKit stub.
// The Objective-C protocol's optional methods cannot be declared in a Swift protocol without the
// Objective-C runtime, so only the required +plusButton is a requirement here; the other selectors
// are checked by the round trip through tabbar's own reader (TB023 reports near misses).
import UIKit

public let CYLTabBarItemTitle = "CYLTabBarItemTitle"
public let CYLTabBarItemImage = "CYLTabBarItemImage"
public let CYLTabBarItemSelectedImage = "CYLTabBarItemSelectedImage"
public let CYLTabBarItemImageInsets = "CYLTabBarItemImageInsets"
public let CYLTabBarItemTitlePositionAdjustment = "CYLTabBarItemTitlePositionAdjustment"

open class CYLTabBarController: UITabBarController {
    open var tabBarItemsAttributes: [[AnyHashable: Any]] = []
    open var tabBarHeight: CGFloat = 49

    public init(viewControllers: [UIViewController], tabBarItemsAttributes: [[AnyHashable: Any]]) {
        super.init()
    }

    public init(viewControllers: [UIViewController], tabBarItemsAttributes: [[AnyHashable: Any]],
                imageInsets: UIEdgeInsets, titlePositionAdjustment: UIOffset) {
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }
}

public protocol CYLPlusButtonSubclassing {
    static func plusButton() -> Any
}

open class CYLPlusButton: UIButton {
    /// `+registerPlusButton`, as Swift names it.
    open class func register() {}
}
