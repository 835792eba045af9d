import JSONC

/// One tab bar controller of a project with the plus button the library adds to it.
public struct SourceTabBar: Sendable {
    public let controller: InFile<SourceController>
    public let plusButton: SourcePlusButton?

    public init(controller: InFile<SourceController>, plusButton: SourcePlusButton?) {
        self.controller = controller
        self.plusButton = plusButton
    }

    /// The items when the array is completely known.
    public var knownItems: [SourceItem]? {
        guard let items = controller.value.items, items.isComplete else { return nil }
        return items.elements
    }

    /// A plus button parameter: absent (the library's default), a literal, or unknown.
    public enum Parameter: Sendable, Hashable {
        case absent
        case literal(Double, InFile<ByteRange>)
        case unknown(InFile<ByteRange>)

        /// The value when it is a literal.
        public var value: Double? {
            if case .literal(let value, _) = self { return value }
            return nil
        }
    }

    /// What the class method `selector` of the plus button returns.
    public func plusParameter(_ selector: String) -> Parameter {
        guard let method = plusButton?.method(selector) else { return .absent }
        guard let returned = method.value.returnedNumber else {
            return .unknown(InFile(file: method.file, method.value.nameRange))
        }
        if let value = returned.literal { return .literal(value, InFile(file: method.file, returned.range)) }
        return .unknown(InFile(file: method.file, returned.range))
    }

    /// The plus button's frame size from `+plusButton`, nil when not known.
    public var plusSize: (width: Double, height: Double)? {
        guard let method = plusButton?.method(PlusButtonSelector.plusButton),
              let width = method.value.frameWidth?.literal, let height = method.value.frameHeight?.literal else { return nil }
        return (width, height)
    }

    /// The layout input, with what is unknown replaced by the layout's defaults; `exact` tells whether
    /// nothing was replaced (rules that measure the layout need an exact one).
    public func layoutInput() -> (input: LayoutInput, exact: Bool, assumptions: [String])? {
        guard let items = knownItems else { return nil }
        var assumptions: [String] = []
        let titles = items.map { item -> String in
            switch item.title?.value {
            case .literal(let title): return title
            case .localized(let key): return key
            case .unknown: return "?"
            case nil: return item.isKnown ? "" : "?"
            }
        }
        var contentHeight: Double?
        if let height = controller.value.tabBarHeight {
            if let value = height.literal { contentHeight = value } else { assumptions.append("tabBarHeight is not a literal: 49 pt assumed") }
        }
        var plusInput: LayoutInput.PlusButtonInput?
        if plusButton != nil {
            let size = plusSize
            if size == nil { assumptions.append("the plus button's size is not a literal frame: \(Int(PlusButton.defaultSize)) × \(Int(PlusButton.defaultSize)) pt assumed") }
            func parameter(_ selector: String, _ what: String) -> Double? {
                switch plusParameter(selector) {
                case .absent: return nil
                case .literal(let value, _): return value
                case .unknown:
                    assumptions.append("+\(selector) does not return a literal: the library's default assumed for \(what)")
                    return nil
                }
            }
            plusInput = LayoutInput.PlusButtonInput(
                width: size?.width ?? PlusButton.defaultSize, height: size?.height ?? PlusButton.defaultSize,
                index: parameter(PlusButtonSelector.index, "the index"),
                multiplierOfTabBarHeight: parameter(PlusButtonSelector.multiplier, "the multiplier"),
                multiplerInCenterY: parameter(PlusButtonSelector.deprecatedMultiplier, "the multiplier"),
                constantOfPlusButtonCenterYOffset: parameter(PlusButtonSelector.centerYOffset, "the offset") ?? 0)
        }
        var input = LayoutInput(itemTitles: titles, contentHeight: contentHeight, plusButton: plusInput)
        if let uikit = controller.value.stock,
           let custom = uikit.installedBar.flatMap({ Self.customBarInput($0, assumptions: &assumptions) })
               ?? uikit.overlay.flatMap({ Self.overlayInput($0, assumptions: &assumptions) }) {
            input.customBar = custom
            // The layout rules measure CYLTabBarController's arithmetic only.
            return (input, false, assumptions)
        }
        return (input, assumptions.isEmpty, assumptions)
    }

    /// The layout on each device when it can be computed exactly.
    public func exactLayouts(on devices: [OrientedDevice]) -> [DeviceLayout]? {
        guard let (input, exact, _) = layoutInput(), exact else { return nil }
        return devices.map { DeviceLayout(device: $0, result: LayoutEngine.layout(input, on: $0)) }
    }
}

/// The `CYLPlusButtonSubclassing` selectors.
public enum PlusButtonSelector {
    public static let plusButton = "plusButton"
    public static let index = "indexOfPlusButtonInTabBar"
    public static let multiplier = "multiplierOfTabBarHeight:"
    public static let deprecatedMultiplier = "multiplerInCenterY"
    public static let centerYOffset = "constantOfPlusButtonCenterYOffsetForTabBarHeight:"
    public static let plusChildViewController = "plusChildViewController"
    public static let shouldSelect = "shouldSelectPlusChildViewController"
    public static let tabBarContext = "tabBarContext"

    /// Every class method of `CYLPlusButtonSubclassing`, the deprecated one included.
    public static let all = [plusButton, index, multiplier, centerYOffset, plusChildViewController, shouldSelect,
                             deprecatedMultiplier, tabBarContext]
}
