import JSONC

/// What only a bar made with UIKit alone has (SPEC section 8), the counterpart of `SeparateItemsFacts`: a
/// stock `UITabBarController` or a subclass of it, filled in code.
public struct StockControllerFacts: Sendable, Hashable {
    /// Whether the file itself shows that the controller's class is a `UITabBarController` (a subclass
    /// declared here, `UITabBarController` itself); when false, the project keeps the bar only if some
    /// file declares the class (`SourceController.className`) as a subclass of `UITabBarController`.
    public var classIsKnown: Bool
    /// The custom bar class the controller installs through KVC, linked by `SourceProject` (nil in a file's
    /// own facts; its ranges are in the bar's file).
    public var installedBar: SourceBarClass? = nil
    /// The first view the controller's class lays over its stock bar (`[self.tabBar addSubview:button]`), linked
    /// by `SourceProject` (nil in a file's own facts, and when the controller installs a custom bar).
    public var overlay: SourceAddedView? = nil
    /// Calls to helpers another file defines, each bound (or dropped) when the project is linked.
    public var helperCalls: [TabHelperCall] = []
    /// How many lists of tabs the class's code sets whole (`viewControllers = […]`, `setViewControllers`): more
    /// than one, and the bar keeps the last one read, marked incomplete (which one it ends with depends on the run).
    public var tabListsSet = 0

    public init(classIsKnown: Bool, helperCalls: [TabHelperCall] = []) {
        self.classIsKnown = classIsKnown
        self.helperCalls = helperCalls
    }

    /// The UIKit tab bar controller class.
    public static let controllerClass = "UITabBarController"
}

extension SourceController {
    /// A bar made with UIKit alone (no `separateItems` part).
    public init(stock: StockControllerFacts, range: ByteRange, className: String?,
                items: SourceArray<SourceItem>, viewControllers: SourceArray<SourceViewController>) {
        self.init(construction: .settersOnly, range: range, className: className, items: items,
                  viewControllers: viewControllers, separateItems: nil)
        self.stock = stock
    }

    /// Whether UIKit alone makes this bar (a stock `UITabBarController`, not CYLTabBarController's).
    public var isStock: Bool { stock != nil }
}
