import JSONC

/// Builds the typed `TabBarConfig` from a parsed document, with the findings of
/// TB006-TB008 made on the way. Ill-typed values are left out of the model.
public enum ConfigDecoder {
    /// Decodes `document`.
    public static func decode(_ document: JSONCDocument) -> (config: TabBarConfig, findings: [Diagnostic]) {
        var validator = SchemaValidator(document: document)
        validator.validateRoot()
        guard let root = document.root, root.members != nil else {
            return (TabBarConfig(root: document.root), validator.findings)
        }
        var config = TabBarConfig(root: root)
        if let tabBar = object(root, "tabBar") {
            config.tabBar = TabBarSettings(height: number(tabBar, "height", .positive),
                                           titlePositionAdjustment: offset(tabBar, "titlePositionAdjustment"),
                                           imageInsets: insets(tabBar, "imageInsets"))
        }
        if let member = root.member("items"), let elements = member.value?.elements {
            config.itemsMember = member
            config.items = elements.filter { $0.members != nil }.enumerated().map { index, node in
                item(node, index: index)
            }
        }
        if let member = root.member("plusButton"), let node = member.value, node.members != nil {
            config.plusButton = plusButton(node, keyRange: member.keyRange)
        }
        if let preview = object(root, "preview") {
            config.preview = previewSettings(preview)
        }
        return (config, validator.findings)
    }

    // MARK: Objects

    private static func item(_ node: JSONNode, index: Int) -> TabItem {
        var item = TabItem(index: index, range: node.range)
        item.title = string(node, "title")
        item.image = string(node, "image", nonEmpty: true)
        item.selectedImage = string(node, "selectedImage", nonEmpty: true)
        item.systemImage = string(node, "systemImage", nonEmpty: true)
        item.badge = string(node, "badge")
        item.titlePositionAdjustment = offset(node, "titlePositionAdjustment")
        item.imageInsets = insets(node, "imageInsets")
        item.viewController = viewController(node, "viewController")
        return item
    }

    private static func viewController(_ node: JSONNode, _ key: String) -> ViewControllerSpec? {
        guard let member = node.member(key), let value = member.value, value.members != nil else { return nil }
        var spec = ViewControllerSpec(range: value.range, keyRange: member.keyRange)
        spec.className = string(value, "class", nonEmpty: true)
        spec.title = string(value, "title")
        spec.navigationItemTitle = string(value, "navigationItemTitle")
        return spec
    }

    private static func plusButton(_ node: JSONNode, keyRange: ByteRange) -> PlusButton {
        var plus = PlusButton(range: node.range, keyRange: keyRange)
        plus.width = number(node, "width", .positive)
        plus.height = number(node, "height", .positive)
        plus.title = string(node, "title")
        plus.image = string(node, "image", nonEmpty: true)
        plus.selectedImage = string(node, "selectedImage", nonEmpty: true)
        if let member = node.member("indexOfPlusButtonInTabBar"), let value = member.value,
           case .number(let number) = value.kind, number.isFinite {
            plus.index = Located(number, range: value.range, keyRange: member.keyRange)
        }
        plus.multiplierOfTabBarHeight = number(node, "multiplierOfTabBarHeight", .any)
        plus.constantOfPlusButtonCenterYOffset = number(node, "constantOfPlusButtonCenterYOffset", .any)
        plus.multiplerInCenterY = number(node, "multiplerInCenterY", .any)
        plus.plusChildViewController = viewController(node, "plusChildViewController")
        if let member = node.member("shouldSelectPlusChildViewController"), let value = member.value,
           let flag = value.boolValue {
            plus.shouldSelectPlusChildViewController = Located(flag, range: value.range, keyRange: member.keyRange)
        }
        return plus
    }

    private static func previewSettings(_ node: JSONNode) -> PreviewSettings {
        var settings = PreviewSettings()
        if let member = node.member("devices"), let elements = member.value?.elements {
            settings.devices = elements.compactMap { element in
                device(element).map { Located($0, range: element.range, keyRange: member.keyRange) }
            }
        }
        if let member = node.member("orientation"), let value = member.value, let text = value.stringValue,
           let orientation = Orientation(rawValue: text) {
            settings.orientation = Located(orientation, range: value.range, keyRange: member.keyRange)
        }
        return settings
    }

    static func device(_ node: JSONNode) -> Device? {
        if let name = node.stringValue { return Device.named(name) }
        guard node.members != nil, let name = string(node, "name", nonEmpty: true)?.value,
              let width = number(node, "width", .positive)?.value,
              let height = number(node, "height", .positive)?.value else { return nil }
        let inset = number(node, "safeAreaBottom", .nonNegative)?.value ?? 0
        return Device(name: name, width: width, height: height, safeAreaBottom: inset, family: .custom)
    }

    // MARK: Scalars

    private static func object(_ node: JSONNode, _ key: String) -> JSONNode? {
        guard let value = node.member(key)?.value, value.members != nil else { return nil }
        return value
    }

    private static func string(_ node: JSONNode, _ key: String, nonEmpty: Bool = false) -> Located<String>? {
        guard let member = node.member(key), let value = member.value, let text = value.stringValue,
              !(nonEmpty && text.isEmpty) else { return nil }
        return Located(text, range: value.range, keyRange: member.keyRange)
    }

    private static func number(_ node: JSONNode, _ key: String, _ constraint: ValueType.NumberConstraint)
        -> Located<Double>? {
        guard let member = node.member(key), let value = member.value,
              SchemaValidator.problem(with: value, as: .number(constraint)) == nil,
              let number = value.numberValue else { return nil }
        return Located(number, range: value.range, keyRange: member.keyRange)
    }

    private static func offset(_ node: JSONNode, _ key: String) -> Located<Offset>? {
        guard let member = node.member(key), let value = member.value, value.members != nil else { return nil }
        let offset = Offset(horizontal: number(value, "horizontal", .any)?.value ?? 0,
                            vertical: number(value, "vertical", .any)?.value ?? 0)
        return Located(offset, range: value.range, keyRange: member.keyRange)
    }

    private static func insets(_ node: JSONNode, _ key: String) -> Located<Insets>? {
        guard let member = node.member(key), let value = member.value, value.members != nil else { return nil }
        let insets = Insets(top: number(value, "top", .any)?.value ?? 0, left: number(value, "left", .any)?.value ?? 0,
                            bottom: number(value, "bottom", .any)?.value ?? 0,
                            right: number(value, "right", .any)?.value ?? 0)
        return Located(insets, range: value.range, keyRange: member.keyRange)
    }
}
