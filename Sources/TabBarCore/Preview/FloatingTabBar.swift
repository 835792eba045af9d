import JSONC

/// Where a SwiftUI `TabView` puts its tab bar on an iPad: from iPadOS 18 the bar floats at the top of the screen
/// (and a `.sidebarAdaptable` style can turn it into a sidebar); before, it sits at the bottom as UIKit's does. The
/// preview has no OS version, so it draws the bottom bar and says this beside every iPad.
public enum FloatingTabBar {
    /// The technology name of the bars this concerns (`SourceController.technologyName`).
    public static let technology = "SwiftUI"

    /// Whether `device` is an iPad: a built-in one, or a device of the configuration at least 600 pt wide both ways.
    public static func isPad(_ device: Device) -> Bool {
        switch device.family {
        case .pad: return true
        case .custom: return min(device.width, device.height) >= 600
        case .faceIDPhone, .homeButtonPhone: return false
        }
    }

    /// The iPads among `devices` when a bar of `technologyName` floats on them, in order; empty otherwise.
    public static func pads(among devices: [Device], technologyName: String?) -> [Device] {
        technologyName == technology ? devices.filter(isPad) : []
    }

    /// What the preview says of the iPads `names`, for people.
    public static func note(on names: [String]) -> String {
        "on \(names.joined(separator: ", ")) with iPadOS 18 or later, a TabView's tab bar floats at the top of the screen "
            + "(a .sidebarAdaptable style can show it as a sidebar); the drawing shows the bottom bar of iPadOS 17 and earlier"
    }

    /// `layout`'s preview JSON with a `floatingTabBar` member saying so, for a device where the bar floats.
    public static func json(_ layout: TabBarLayout) -> JSON {
        guard case .object(var object) = layout.previewJSON else { return layout.previewJSON }
        object["floatingTabBar"] = .object([
            "since": .string("iPadOS 18"),
            "position": .string("top"),
            "note": .string("a TabView's tab bar floats at the top of the screen from iPadOS 18 (a .sidebarAdaptable style "
                            + "can show it as a sidebar); the frames are those of the bottom bar of iPadOS 17 and earlier"),
        ])
        return .object(object)
    }
}
