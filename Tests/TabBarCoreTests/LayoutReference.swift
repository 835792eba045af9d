/// A second, deliberately plain implementation of SPEC section 3, written from the
/// SPEC's text alone, that `LayoutTests` holds `LayoutEngine` against.
enum LayoutReference {
    /// A row of SPEC section 3's device table.
    struct DeviceRow: Sendable {
        enum Kind: Sendable { case faceIDPhone, homeButtonPhone, pad }
        var name: String
        var width: Double
        var height: Double
        var inset: Double
        var kind: Kind
    }

    /// The table, typed in again from the SPEC.
    static let devices: [DeviceRow] = [
        DeviceRow(name: "iphone-se", width: 375, height: 667, inset: 0, kind: .homeButtonPhone),
        DeviceRow(name: "iphone-13-mini", width: 375, height: 812, inset: 34, kind: .faceIDPhone),
        DeviceRow(name: "iphone-15", width: 393, height: 852, inset: 34, kind: .faceIDPhone),
        DeviceRow(name: "iphone-15-pro-max", width: 430, height: 932, inset: 34, kind: .faceIDPhone),
        DeviceRow(name: "iphone-16-pro-max", width: 440, height: 956, inset: 34, kind: .faceIDPhone),
        DeviceRow(name: "ipad-10", width: 820, height: 1180, inset: 20, kind: .pad),
        DeviceRow(name: "ipad-pro-13", width: 1032, height: 1376, inset: 20, kind: .pad),
    ]

    /// What the arithmetic needs from a device in one orientation.
    struct Screen: Sendable {
        var width: Double
        var inset: Double
        var defaultContentHeight: Double
    }

    /// "Landscape swaps width and height, inset 21 on Face ID iPhones, 20 on iPad, 0 on
    /// iPhone SE"; content height 32 in iPhone landscape, else 49.
    static func screen(_ row: DeviceRow, landscape: Bool) -> Screen {
        guard landscape else { return Screen(width: row.width, inset: row.inset, defaultContentHeight: 49) }
        switch row.kind {
        case .faceIDPhone: return Screen(width: row.height, inset: 21, defaultContentHeight: 32)
        case .homeButtonPhone: return Screen(width: row.height, inset: 0, defaultContentHeight: 32)
        case .pad: return Screen(width: row.height, inset: 20, defaultContentHeight: 49)
        }
    }

    /// A plus button as the configuration gives it.
    struct Plus: Sendable {
        var width: Double
        var height: Double
        var index: Int?
        var multiplierOfTabBarHeight: Double?
        var multiplerInCenterY: Double?
        var constant: Double = 0
    }

    struct Rect: Sendable { var x, y, width, height: Double }

    struct Result: Sendable {
        var barWidth, barHeight, contentHeight, itemWidth: Double
        var items: [Rect]
        var plusIndex: Int?
        var multiplier: Double?
        var source: String?
        var plusFrame: Rect?
    }

    /// The layout, or nil where the SPEC says none exists (odd N, a plus button, no index).
    static func layout(itemCount: Int, contentHeight: Double?, plus: Plus?, screen: Screen) -> Result? {
        let W = screen.width
        let C = contentHeight ?? screen.defaultContentHeight
        let S = screen.inset
        let H = C + S
        let N = Double(itemCount)
        guard let plus else {
            var items: [Rect] = []
            for i in 0..<itemCount {
                items.append(Rect(x: Double(i) * W / N, y: 0, width: W / N, height: C))
            }
            return Result(barWidth: W, barHeight: H, contentHeight: C, itemWidth: W / N, items: items)
        }
        let P = plus.width, h = plus.height
        let w = (W - P) / N
        let k: Int
        if let index = plus.index {
            k = index
        } else if itemCount % 2 == 0 {
            k = itemCount / 2
        } else {
            return nil
        }
        var items: [Rect] = []
        for i in 0..<itemCount {
            let x = i < k ? Double(i) * w : Double(i) * w + P
            items.append(Rect(x: x, y: 0, width: w, height: C))
        }
        var m: Double
        var source: String
        if let value = plus.multiplierOfTabBarHeight {
            m = value
            source = "multiplierOfTabBarHeight"
        } else if let value = plus.multiplerInCenterY {
            m = value
            source = "multiplerInCenterY"
        } else {
            source = "default"
            if h < H {
                m = 0.5
            } else {
                m = (H / 2 - (h - H) / 2) / H
            }
        }
        let centre = H * m + plus.constant
        let frame = Rect(x: Double(k) * w, y: centre - h / 2, width: P, height: h)
        return Result(barWidth: W, barHeight: H, contentHeight: C, itemWidth: w, items: items, plusIndex: k,
                      multiplier: m, source: source, plusFrame: frame)
    }
}
