import JSONC
import TabBarCore

/// SwiftUI's step in linking a project: a tab whose root view is declared in another file (`Tab("Home") { HomeView() }`,
/// `HomeView()` in `HomeView.swift`) takes the navigation title that view's body sets (`SwiftUIScreenTitles`), so that
/// TB037 compares it with the tab's title. The reader reads the files declaring those views.
public struct SwiftUILinking: ProjectLinkingStep {
    public init() {}

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        for controller in facts.controllers {
            for tab in controller.parts[SwiftUIBarFacts.self]?.tabs ?? [] where tab.content.rootTitleElsewhere {
                if let root = tab.content.rootType { names.insert(root) }
            }
        }
    }

    public func binding(_ controllers: [InFile<SourceController>], in files: [SourceFile],
                        classesByName: [String: [InFile<SourceClass>]]) -> [InFile<SourceController>] {
        guard controllers.contains(where: { Self.waits($0.value) }) else { return controllers }
        // Each view's title, when exactly one file titles a view of that name.
        var titles: [String: InFile<SourceFact<String>>?] = [:]
        for (index, file) in files.enumerated() {
            for (name, title) in file.facts.tabBar.parts[SwiftUIScreenTitles.self]?.titles ?? [:] {
                titles[name] = titles[name] == nil ? InFile(file: index, title) : .some(nil)
            }
        }
        return controllers.map { controller in
            guard Self.waits(controller.value), var facts = controller.value.parts[SwiftUIBarFacts.self] else { return controller }
            for position in facts.tabs.indices {
                let content = facts.tabs[position].content
                guard content.rootTitleElsewhere, content.navigationTitle == nil, let root = content.rootType,
                      let found = titles[root] ?? nil, found.file != controller.file else { continue }
                facts.tabs[position].content.navigationTitle = found.value
                facts.tabs[position].content.navigationTitleFile = found.file
            }
            var linked = controller
            linked.value.parts[SwiftUIBarFacts.self] = facts
            return linked
        }
    }

    /// Whether a bar has a tab whose root view's title another file may give.
    static func waits(_ controller: SourceController) -> Bool {
        controller.parts[SwiftUIBarFacts.self]?.tabs.contains { $0.content.rootTitleElsewhere } == true
    }
}
