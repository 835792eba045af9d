import SwiftUI

/// The app's tabs in the iOS 13-17 style: each screen with its `.tabItem` label and a tag.
struct RootView: View {
    enum Tab: Hashable {
        case recipes, search, basket, favourites, settings
    }

    @State private var selection = Tab.recipes

    var body: some View {
        TabView(selection: $selection) {
            RecipesView()
                .tabItem {
                    Image("tab_recipes")
                    Text("Recipes")
                }
                .tag(Tab.recipes)
            SearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)
            BasketView()
                .tabItem { Label("Basket", image: "tab_baskett") }
                .tag(Tab.basket)
            FavouritesView()
                .tabItem { Text("Favourites") }
                .tag(Tab.favourites)
            SettingsView()
                .tabItem { Label("Search", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
    }
}

#Preview("One tab") {
    TabView {
        RecipesView()
            .tabItem { Text("Recipes") }
    }
}
