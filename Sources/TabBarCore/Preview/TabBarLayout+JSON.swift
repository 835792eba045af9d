import JSONC

extension TabBarLayout {
    /// SPEC section 5's object: `device`, `tabBar`, `itemWidth`, `items`, `plusButton`
    /// (null without one), keys in that order, numbers at full precision; and `moreTab`
    /// (`title`, `frame`, `hiddenItems`) when there are more items than the bar shows.
    var previewJSON: JSON {
        let deviceJSON: JSON = [
            "name": .string(device.name),
            "width": .number(device.width),
            "height": .number(device.height),
            "safeAreaBottom": .number(device.safeAreaBottom),
            "orientation": .string(device.orientation.rawValue),
        ]
        let tabBar: JSON = [
            "width": .number(barWidth),
            "height": .number(barHeight),
            "contentHeight": .number(contentHeight),
        ]
        let itemsJSON = items.map { item -> JSON in
            ["index": .number(Double(item.index)), "title": .string(item.title), "frame": item.frame.previewJSON]
        }
        let plus: JSON = plusButton.map { plus in
            [
                "index": .number(Double(plus.index)),
                "multiplier": .number(plus.multiplier),
                "multiplierSource": .string(plus.multiplierSource.rawValue),
                "frame": plus.frame.previewJSON,
            ]
        } ?? .null
        var object: JSONObject = [
            "device": deviceJSON,
            "tabBar": tabBar,
            "itemWidth": .number(itemWidth),
            "items": .array(itemsJSON),
            "plusButton": plus,
        ]
        if let more = moreTab {
            // Only with more than five items: `items` then lists the four the bar shows.
            object["moreTab"] = [
                "title": .string(MoreTabLayout.title),
                "frame": more.frame.previewJSON,
                "hiddenItems": .array(more.hiddenItems.map { .number(Double($0)) }),
            ]
        }
        return .object(object)
    }
}

extension Frame {
    /// `{ "x", "y", "width", "height" }`.
    var previewJSON: JSON {
        ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
    }
}
