import TabBarCore

/// Writes the Swift file of `SwiftUICodeGenerator`: a view whose body is a `TabView(selection:)` with one tab per
/// item, in the shapes tabbar's SwiftUI reader reads, so that `tabbar import` of it gives the items back.
struct SwiftUICodeWriter {
    let blueprint: SwiftUIBlueprint
    let api: SwiftUITabAPI
    let viewName: String

    private func string(_ value: String) -> String { CodeLiteral.string(value, in: .swift) }

    /// The whole file after its header comment.
    func file() -> String {
        var out = "\nimport SwiftUI\n\n"
        out += "/// The tab bar the configuration describes, as a SwiftUI TabView ("
        out += api == .tab ? "the iOS 18 Tab API).\n" : "tab items, iOS 13 and later).\n"
        out += "struct \(viewName): View {\n"
        out += "    /// The tabs, one case per item of the configuration, in order.\n"
        out += "    enum Selection: Hashable {\n"
        for tab in blueprint.tabs { out += "        case \(tab.caseName)\n" }
        out += "    }\n\n"
        out += "    @State private var selection: Selection = .\(blueprint.tabs[0].caseName)\n\n"
        out += "    var body: some View {\n"
        out += "        TabView(selection: $selection) {\n"
        for (position, tab) in blueprint.tabs.enumerated() {
            out += api == .tab ? tabAPI(tab, position: position) : tabItemAPI(tab, position: position)
        }
        out += "        }\n    }\n}\n"
        return out
    }

    /// `Tab("T", systemImage: "s", value: Selection.x) { Root() }`, or `Tab(value:) { … } label: { Image(…) }` without
    /// a title.
    private func tabAPI(_ tab: SwiftUIBlueprint.Tab, position: Int) -> String {
        let value = "Selection.\(tab.caseName)"
        var out: String
        if let title = tab.title, !title.isEmpty {
            out = "            Tab(\(string(title)), \(imageArgument(tab.image)), value: \(value)) {\n"
            out += content(tab, position: position, indent: "                ")
            out += "            }\n"
        } else {
            out = "            Tab(value: \(value)) {\n"
            out += content(tab, position: position, indent: "                ")
            out += "            } label: {\n"
            out += "                \(imageView(tab.image))\n"
            out += "            }\n"
        }
        if let badge = tab.badge { out += "            .badge(\(string(badge)))\n" }
        return out
    }

    /// `Root().tabItem { Label("T", systemImage: "s") }.tag(Selection.x)`.
    private func tabItemAPI(_ tab: SwiftUIBlueprint.Tab, position: Int) -> String {
        var out = content(tab, position: position, indent: "            ")
        out += "                .tabItem {\n"
        if let title = tab.title, !title.isEmpty {
            out += "                    Label(\(string(title)), \(imageArgument(tab.image)))\n"
        } else {
            out += "                    \(imageView(tab.image))\n"
        }
        out += "                }\n"
        out += "                .tag(Selection.\(tab.caseName))\n"
        if let badge = tab.badge { out += "                .badge(\(string(badge)))\n" }
        return out
    }

    /// The tab's root view (in a `NavigationStack` when it has a navigation title), each line at `indent`.
    private func content(_ tab: SwiftUIBlueprint.Tab, position: Int, indent: String) -> String {
        let root: String
        if let view = tab.rootView {
            root = view + "()"
        } else if let title = tab.title, !title.isEmpty {
            root = "Text(verbatim: \(string(title)))"
        } else {
            root = "Text(verbatim: \(string("Tab \(position + 1)")))"
        }
        var out = ""
        if let controller = tab.controllerClass {
            out += indent + "// The configuration names the UIKit controller \(CodeLiteral.commentText(controller)): show it through a "
                + "UIViewControllerRepresentable.\n"
        }
        guard let navigationTitle = tab.navigationTitle else { return out + indent + root + "\n" }
        out += indent + "NavigationStack {\n"
        out += indent + "    " + root + "\n"
        out += indent + "        .navigationTitle(\(string(navigationTitle)))\n"
        return out + indent + "}\n"
    }

    /// `systemImage: "s"` or `image: "a"`.
    private func imageArgument(_ image: SwiftUIBlueprint.Image) -> String {
        switch image {
        case .symbol(let name): return "systemImage: " + string(name)
        case .asset(let name): return "image: " + string(name)
        }
    }

    /// `Image(systemName: "s")` or `Image("a")`.
    private func imageView(_ image: SwiftUIBlueprint.Image) -> String {
        switch image {
        case .symbol(let name): return "Image(systemName: \(string(name)))"
        case .asset(let name): return "Image(\(string(name)))"
        }
    }
}
