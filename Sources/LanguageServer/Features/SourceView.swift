import JSONC
import TabBarCore
import TabBarWorkspace

/// What the source features see of one Objective-C or Swift document: its project, linked, the
/// document's place in it, and the project's tab bars with their layouts on the default device.
struct SourceView {
    let linked: SourceIndex.Linked
    /// The document's index in the project's files; nil when the file is not linked (it names
    /// no library symbol and defines no class a tab bar uses).
    let file: Int?
    /// Every tab bar of the project, in file order.
    let tabBars: [SourceTabBar]

    /// The device hovers, hints and lenses lay bars out on.
    static let device = Device.defaultDevice.oriented(.portrait)

    init(linked: SourceIndex.Linked, path: String) {
        self.linked = linked
        file = linked.indexOfPath[path]
        let project = linked.project
        tabBars = project.controllers.map { SourceTabBar(controller: $0, plusButton: project.plusButton(for: $0)) }
    }

    var project: SourceProject { linked.project }

    /// The tab bars whose controller is built in this document.
    var ownTabBars: [SourceTabBar] {
        guard let file else { return [] }
        return tabBars.filter { $0.controller.file == file }
    }

    /// A bar laid out on `device`: the layout (or why there is none) and the defaults assumed for
    /// what the source leaves unknown; nil when its items are not a literal array.
    static func layout(_ bar: SourceTabBar, on device: OrientedDevice = device)
        -> (result: Result<TabBarLayout, LayoutError>, assumptions: [String])? {
        guard let (input, _, assumptions) = bar.layoutInput() else { return nil }
        return (LayoutEngine.layout(input, on: device), assumptions)
    }

    /// `MainTabBarController.swift:14`: a place in the project, for people.
    func place(_ file: Int, _ offset: Int) -> String {
        let source = project.files[file]
        let line = LineNumbers(bytes: source.bytes).line(of: offset) + 1
        return "\(PathNames.lastComponent(source.path)):\(line)"
    }

    /// The place of a value that lives in some file.
    func place(_ located: InFile<ByteRange>) -> String {
        place(located.file, located.value.start)
    }
}
