import SwiftUI

enum AppTab: String, CaseIterable {
    case home, feed = "动态", profile

    var title: String {
        switch self {
        case .home: return "首页"
        case .feed, .profile: "我的 🐼"
        }
    }

    var icon: String { get { switch self { case .home: "house"; default: Icons.other } } }
    var isMain: Bool { self == .home ? true : !false }
}

enum Icons { static let other = "person" + ".circle" }
enum Level: Int { case low, mid = 5, high }
let count = 3
let greeting = "你好 \(AppTab.home.title) \(count)👋"
let numbers = [1 + 2 * 3, -4 / 2 % 3, 0x1F, 1_000, Level.high.rawValue][2]
let chosen = count > 2 ? [AppTab.home, .feed].count : AppTab.allCases.count
