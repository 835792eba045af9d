import JSONC

/// The typed configuration of SPEC section 2. Only well-typed values reach it; the rest
/// are reported (TB006-TB008) and left nil. Every value keeps its ranges.
public struct TabBarConfig: Sendable {
    /// The root object node, nil when the document has none.
    public var root: JSONNode?
    public var tabBar: TabBarSettings
    /// The `items` member (key and array), when it is an array.
    public var itemsMember: JSONMember?
    /// The items that are objects, in order.
    public var items: [TabItem]
    public var plusButton: PlusButton?
    public var preview: PreviewSettings

    public init(root: JSONNode? = nil, tabBar: TabBarSettings = TabBarSettings(), itemsMember: JSONMember? = nil,
                items: [TabItem] = [], plusButton: PlusButton? = nil, preview: PreviewSettings = PreviewSettings()) {
        self.root = root
        self.tabBar = tabBar
        self.itemsMember = itemsMember
        self.items = items
        self.plusButton = plusButton
        self.preview = preview
    }
}

/// `tabBar`: the bar's own settings.
public struct TabBarSettings: Sendable, Hashable {
    public var height: Located<Double>?
    public var titlePositionAdjustment: Located<Offset>?
    public var imageInsets: Located<Insets>?

    public init(height: Located<Double>? = nil, titlePositionAdjustment: Located<Offset>? = nil,
                imageInsets: Located<Insets>? = nil) {
        self.height = height
        self.titlePositionAdjustment = titlePositionAdjustment
        self.imageInsets = imageInsets
    }
}

/// One element of `items`.
public struct TabItem: Sendable, Hashable {
    /// Position in `items`, counting only object elements.
    public var index: Int
    /// The item object's bytes.
    public var range: ByteRange
    public var title: Located<String>?
    public var image: Located<String>?
    public var selectedImage: Located<String>?
    /// An SF Symbol (`systemImage`): never an asset name.
    public var systemImage: Located<String>?
    public var badge: Located<String>?
    public var titlePositionAdjustment: Located<Offset>?
    public var imageInsets: Located<Insets>?
    public var viewController: ViewControllerSpec?

    public init(index: Int, range: ByteRange) {
        self.index = index
        self.range = range
    }

    /// The title as shown: nil and "" both mean an icon-only item.
    public var displayTitle: String { title?.value ?? "" }
    /// Whether the item shows an icon only.
    public var isIconOnly: Bool { displayTitle.isEmpty }
}

/// `viewController` / `plusChildViewController`.
public struct ViewControllerSpec: Sendable, Hashable {
    /// The object's bytes.
    public var range: ByteRange
    /// The key's bytes.
    public var keyRange: ByteRange
    public var className: Located<String>?
    public var title: Located<String>?
    public var navigationItemTitle: Located<String>?

    public init(range: ByteRange, keyRange: ByteRange) {
        self.range = range
        self.keyRange = keyRange
    }
}

/// `plusButton`: the raised button.
public struct PlusButton: Sendable, Hashable {
    /// The object's bytes.
    public var range: ByteRange
    /// The `"plusButton"` key's bytes.
    public var keyRange: ByteRange
    public var width: Located<Double>?
    public var height: Located<Double>?
    public var title: Located<String>?
    public var image: Located<String>?
    public var selectedImage: Located<String>?
    public var index: Located<Double>?
    public var multiplierOfTabBarHeight: Located<Double>?
    public var constantOfPlusButtonCenterYOffset: Located<Double>?
    public var multiplerInCenterY: Located<Double>?
    public var plusChildViewController: ViewControllerSpec?
    public var shouldSelectPlusChildViewController: Located<Bool>?

    /// Size used when `width`/`height` are absent.
    public static let defaultSize = 55.0

    public init(range: ByteRange, keyRange: ByteRange) {
        self.range = range
        self.keyRange = keyRange
    }

    /// The index as an Int when it is a whole number in a sane range.
    public var integerIndex: Int? {
        guard let value = index?.value, value.isFinite, value.rounded() == value, abs(value) < 1_000_000 else {
            return nil
        }
        return Int(value)
    }
}

/// `preview`: which devices to show and check.
public struct PreviewSettings: Sendable, Hashable {
    public var devices: [Located<Device>]
    public var orientation: Located<Orientation>?

    public init(devices: [Located<Device>] = [], orientation: Located<Orientation>? = nil) {
        self.devices = devices
        self.orientation = orientation
    }

    /// The devices to use: the listed ones, or the default device.
    public var effectiveDevices: [Device] {
        devices.isEmpty ? [Device.defaultDevice] : devices.map(\.value)
    }
    public var effectiveOrientation: Orientation { orientation?.value ?? .portrait }
}
