/// A screen to lay the bar out on. Sizes are portrait, in points.
public struct Device: Sendable, Hashable {
    /// What kind of device, which decides landscape defaults.
    public enum Family: String, Sendable, Hashable {
        /// An iPhone with a home indicator: landscape inset 21, landscape bar 32 pt.
        case faceIDPhone
        /// An iPhone with a home button: no inset, landscape bar 32 pt.
        case homeButtonPhone
        /// An iPad: landscape inset 20, bar stays 49 pt.
        case pad
        /// A device defined in the configuration: its inset in both orientations.
        case custom
    }

    public var name: String
    public var width: Double
    public var height: Double
    /// Bottom safe-area inset in portrait.
    public var safeAreaBottom: Double
    public var family: Family

    public init(name: String, width: Double, height: Double, safeAreaBottom: Double, family: Family = .custom) {
        self.name = name
        self.width = width
        self.height = height
        self.safeAreaBottom = safeAreaBottom
        self.family = family
    }

    /// The built-in devices of SPEC section 3, in table order.
    public static let builtIn: [Device] = [
        Device(name: "iphone-se", width: 375, height: 667, safeAreaBottom: 0, family: .homeButtonPhone),
        Device(name: "iphone-13-mini", width: 375, height: 812, safeAreaBottom: 34, family: .faceIDPhone),
        Device(name: "iphone-15", width: 393, height: 852, safeAreaBottom: 34, family: .faceIDPhone),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, safeAreaBottom: 34, family: .faceIDPhone),
        Device(name: "iphone-16-pro-max", width: 440, height: 956, safeAreaBottom: 34, family: .faceIDPhone),
        Device(name: "ipad-10", width: 820, height: 1180, safeAreaBottom: 20, family: .pad),
        Device(name: "ipad-pro-13", width: 1032, height: 1376, safeAreaBottom: 20, family: .pad),
    ]

    /// `iphone-15`.
    public static let defaultDevice = builtIn[2]

    /// The built-in device named `name`, if any.
    public static func named(_ name: String) -> Device? {
        builtIn.first { $0.name == name }
    }

    /// The device in `orientation`: the screen size, bottom inset and default bar height.
    public func oriented(_ orientation: Orientation) -> OrientedDevice {
        switch orientation {
        case .portrait:
            return OrientedDevice(name: name, width: width, height: height, safeAreaBottom: safeAreaBottom,
                                  orientation: .portrait, defaultContentHeight: 49)
        case .landscape:
            let inset: Double
            let barHeight: Double
            switch family {
            case .faceIDPhone: inset = 21; barHeight = 32
            case .homeButtonPhone: inset = 0; barHeight = 32
            case .pad: inset = 20; barHeight = 49
            case .custom: inset = safeAreaBottom; barHeight = min(width, height) < 600 ? 32 : 49
            }
            return OrientedDevice(name: name, width: height, height: width, safeAreaBottom: inset,
                                  orientation: .landscape, defaultContentHeight: barHeight)
        }
    }
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// A device in one orientation: what the layout engine works with.
public struct OrientedDevice: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    public var safeAreaBottom: Double
    public var orientation: Orientation
    /// The bar's content height when `tabBar.height` is not set.
    public var defaultContentHeight: Double

    public init(name: String, width: Double, height: Double, safeAreaBottom: Double, orientation: Orientation,
                defaultContentHeight: Double) {
        self.name = name
        self.width = width
        self.height = height
        self.safeAreaBottom = safeAreaBottom
        self.orientation = orientation
        self.defaultContentHeight = defaultContentHeight
    }
}
