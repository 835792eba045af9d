import JSONC

extension SourceTabBar {
    /// The configuration this tab bar amounts to, for previews: literal values as they are, a
    /// localized title as its key, unknown ones left out. Ranges point into the files the values
    /// come from (the file is not recorded: use the facts for places).
    public func configuration() -> TabBarConfig {
        var config = TabBarConfig()
        if let height = controller.value.tabBarHeight, let value = height.literal {
            config.tabBar.height = Located(value, range: height.range, keyRange: height.range)
        }
        for (index, item) in (controller.value.items?.elements ?? []).enumerated() {
            var tab = TabItem(index: index, range: item.range)
            tab.title = item.title.flatMap(Self.displayed)
            // An empty image name is no image, as the configuration decoder reads `"image": ""`.
            tab.image = item.image.flatMap(Self.displayed).flatMap(Self.named)
            tab.selectedImage = item.selectedImage.flatMap(Self.displayed).flatMap(Self.named)
            config.items.append(tab)
        }
        if let plus = plusButton {
            let range = plus.declaration.value.nameRange
            var button = PlusButton(range: range, keyRange: range)
            if let size = plusSize {
                button.width = Located(size.width, range: range, keyRange: range)
                button.height = Located(size.height, range: range, keyRange: range)
            }
            func number(_ selector: String) -> Located<Double>? {
                guard case .literal(let value, let place) = plusParameter(selector) else { return nil }
                return Located(value, range: place.value, keyRange: place.value)
            }
            button.index = number(PlusButtonSelector.index)
            button.multiplierOfTabBarHeight = number(PlusButtonSelector.multiplier)
            button.multiplerInCenterY = number(PlusButtonSelector.deprecatedMultiplier)
            button.constantOfPlusButtonCenterYOffset = number(PlusButtonSelector.centerYOffset)
            config.plusButton = button
        }
        return config
    }

    private static func displayed(_ fact: SourceFact<String>) -> Located<String>? {
        switch fact.value {
        case .literal(let value): return Located(value, range: fact.range, keyRange: fact.range)
        case .localized(let key): return Located(key, range: fact.range, keyRange: fact.range)
        case .unknown: return nil
        }
    }

    private static func named(_ name: Located<String>) -> Located<String>? {
        name.value.isEmpty ? nil : name
    }
}
