import SwiftUI

/// The app's tabs come from an enumeration: one tab per case, in declaration order.
struct RootView: View {
    @State private var selection = Screen.listenNow

    var body: some View {
        TabView(selection: $selection) {
            ForEach(Screen.allCases, id: \.self) { screen in
                screen.content
                    .tabItem { Label(screen.title, systemImage: screen.icon) }
                    .tag(screen)
            }
        }
    }
}

/// The tabs of the app.
enum Screen: String, CaseIterable, Hashable {
    case listenNow, browse, library, downloads, search

    /// The tab's title.
    var title: String {
        switch self {
        case .listenNow: return "Listen Now"
        case .browse: return "Browse"
        case .library: return "Library"
        case .downloads: return "Library"
        case .search: return Strings.search
        }
    }

    /// The tab's SF Symbol.
    var icon: String {
        switch self {
        case .listenNow: "play.circle"
        case .browse: "square.grid.2x2"
        case .library: Icons.library
        case .downloads: "arrow.down.circle"
        case .search: "magnifyingglass"
        }
    }

    @ViewBuilder var content: some View {
        switch self {
        case .listenNow: ListenNowView()
        case .browse: BrowseView()
        case .library, .downloads: LibraryView()
        case .search: SearchView()
        }
    }
}

enum Icons {
    static let library = "square.stack"
}

enum Strings {
    static let search = "Search"
}

struct ListenNowView: View { var body: some View { Text("Up next") } }
struct BrowseView: View { var body: some View { Text("Shows") } }
struct LibraryView: View { var body: some View { Text("Your shows") } }
struct SearchView: View { var body: some View { Text("Find a show") } }
