import SwiftUI

struct RecipesView: View {
    var body: some View {
        NavigationStack {
            List(["Pancakes", "Ramen", "饺子"], id: \.self) { Text($0) }
                .navigationTitle("Recipes")
        }
    }
}

struct SearchView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            Text("No results")
                .searchable(text: $query)
                .navigationTitle("Search")
        }
    }
}

struct BasketView: View {
    var body: some View {
        NavigationStack { Text("Your basket is empty").navigationTitle("Basket") }
    }
}

struct FavouritesView: View {
    var body: some View {
        NavigationStack { Text("No favourites yet").navigationTitle("Favourites") }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack { Form { Toggle("Metric units", isOn: .constant(true)) }.navigationTitle("Settings") }
    }
}
