import JSONC
import TabBarCore

/// Storyboard references linked at project level: a tab whose destination is another storyboard's scene
/// (`<viewControllerPlaceholder storyboardName referencedIdentifier>`) takes that scene's item and class
/// (`StoryboardLinking.linkingBars`).
/// Each storyboard's facts stay its own; the linked tab lives in the referencing file, so its ranges are
/// the reference's segue there (the item's values, the scene's class for TB003 in code).
extension SourceProject {
    /// The storyboard files of `files` by name (`Main` for `…/Base.lproj/Main.storyboard`).
    static func storyboardsByName(_ files: [SourceFile]) -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() where file.facts.tabBar.storyboard != nil {
            byName[storyboardName(of: file.path), default: []].append(index)
        }
        return byName
    }

    /// The controllers of file `index` with their storyboard references linked.
    static func linkingReferences(of index: Int, in files: [SourceFile], storyboards: [String: [Int]]) -> [SourceController] {
        var controllers = files[index].facts.controllers
        guard let facts = files[index].facts.tabBar.storyboard else { return controllers }
        for reference in facts.references where controllers.indices.contains(reference.controller) {
            guard let scene = referencedScene(reference, from: index, in: files, storyboards: storyboards) else { continue }
            var controller = controllers[reference.controller]
            guard var items = controller.items, var viewControllers = controller.viewControllers,
                  items.elements.indices.contains(reference.tab), viewControllers.elements.indices.contains(reference.tab) else { continue }
            if let wrapperItem = reference.wrapperItem {
                // The navigation controller's own item shows when the referenced root carries none; else which
                // shows is not known (the tab stays as read).
                guard !scene.hasItem else { continue }
                items.elements[reference.tab] = wrapperItem
            } else {
                items.elements[reference.tab] = relocated(scene.tab.item, to: reference.range)
            }
            viewControllers.elements[reference.tab] = SourceViewController(range: reference.range,
                                                                          className: scene.tab.viewController.className)
            controller.items = items
            controller.viewControllers = viewControllers
            controllers[reference.controller] = controller
        }
        return controllers
    }

    /// The scene `reference` names: in the storyboard of its name (the one beside the referencing file when
    /// several carry that name, none when that is ambiguous), or in its own file when it names none.
    static func referencedScene(_ reference: StoryboardReference, from index: Int, in files: [SourceFile],
                                storyboards: [String: [Int]]) -> StoryboardScene? {
        referencedPlace(reference, from: index, in: files, storyboards: storyboards)?.scene
    }

    /// The storyboard file and scene `reference` names (see `referencedScene`).
    static func referencedPlace(_ reference: StoryboardReference, from index: Int, in files: [SourceFile],
                                storyboards: [String: [Int]]) -> (file: Int, scene: StoryboardScene)? {
        let target: Int?
        if let name = reference.storyboardName {
            let candidates = storyboards[name] ?? []
            let folder = Self.folder(of: files[index].path)
            target = candidates.count == 1 ? candidates[0] : candidates.first { Self.folder(of: files[$0].path) == folder }
        } else {
            target = index
        }
        guard let target, let scene = files[target].facts.tabBar.storyboard?.scene(identifier: reference.referencedIdentifier)
        else { return nil }
        // A reference to a reference is not followed.
        guard scene.tab.item.isKnown || scene.tab.viewController.className != nil else { return nil }
        return (target, scene)
    }

    /// The tabs that storyboard references give the item at `offset` of storyboard file `file` (a referenced
    /// scene's `<tabBarItem>`, which no bar of its own file shows): each bar with the tab's index, and the item's range.
    func storyboardReferencingTabs(ofItemAt offset: Int, in file: Int) -> [(controller: InFile<SourceController>, tab: Int, item: ByteRange)] {
        guard files.indices.contains(file), let scenes = files[file].facts.tabBar.storyboard?.scenes,
              let scene = scenes.first(where: { $0.tab.item.isKnown && $0.tab.item.range.contains(offset) }) else { return [] }
        let storyboards = Self.storyboardsByName(files)
        var found: [(controller: InFile<SourceController>, tab: Int, item: ByteRange)] = []
        for controller in controllers {
            // The bar's index among its file's own (scenes that never run are not in `controllers`).
            guard let index = files[controller.file].facts.controllers.firstIndex(where: { $0.range == controller.value.range })
            else { continue }
            for reference in files[controller.file].facts.tabBar.storyboard?.references ?? []
            where reference.controller == index && reference.wrapperItem == nil {
                guard let place = Self.referencedPlace(reference, from: controller.file, in: files, storyboards: storyboards),
                      place.file == file, place.scene == scene else { continue }
                found.append((controller, reference.tab, scene.tab.item.range))
            }
        }
        return found
    }

    /// The `<tabBarItem>` of the scene a storyboard reference gives tab `tab` of `controller`, in the referenced
    /// storyboard; nil when the tab is no reference, or the scene (or its item) is not in the project.
    func storyboardItemOrigin(ofTab tab: Int, of controller: InFile<SourceController>) -> ProjectLocation? {
        let file = controller.file
        guard let references = files[file].facts.tabBar.storyboard?.references, !references.isEmpty,
              let index = files[file].facts.controllers.firstIndex(where: { $0.range == controller.value.range }),
              let reference = references.first(where: { $0.controller == index && $0.tab == tab }), reference.wrapperItem == nil,
              let place = Self.referencedPlace(reference, from: file, in: files, storyboards: Self.storyboardsByName(files)),
              place.scene.tab.item.isKnown, !place.scene.tab.item.range.isEmpty else { return nil }
        return ProjectLocation(file: place.file, range: place.scene.tab.item.range)
    }

    /// The path up to its last `/`.
    static func folder(of path: String) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }

    /// `item` with every range moved to `range` (the values kept).
    static func relocated(_ item: SourceItem, to range: ByteRange) -> SourceItem {
        func moved(_ fact: SourceFact<String>?) -> SourceFact<String>? {
            fact.map { fact in
                var moved = fact
                moved.range = range
                return moved
            }
        }
        return SourceItem(range: range, reference: range, isKnown: item.isKnown, keysComplete: item.keysComplete,
                          title: moved(item.title), image: moved(item.image), selectedImage: moved(item.selectedImage))
    }
}
