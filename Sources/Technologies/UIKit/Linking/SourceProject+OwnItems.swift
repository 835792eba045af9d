import JSONC
import TabBarCore

extension SourceProject {
    /// A bar (not CYLTabBarController's) whose tabs take the fields their root class sets on its own item.
    /// A field the tab's construction site leaves unset takes the root's value: a literal of another file set where the
    /// root is made or loaded stands at a place of its own (`SourceController.writtenElsewhere`); it is unknown when set
    /// elsewhere in another file, or when the tab shows its navigation controller's own item. A field set in both places
    /// keeps one value only when both are the same literal, else it is unknown: the root's `viewDidLoad` runs
    /// on first display, its `init` before the construction site's settings, a storyboard's item is decoded
    /// first, so which value shows depends on when.
    static func applyingOwnItems(_ controller: InFile<SourceController>,
                                 classesByName: [String: [InFile<SourceClass>]]) -> InFile<SourceController> {
        guard controller.value.separateItems == nil, var items = controller.value.items,
              let viewControllers = controller.value.viewControllers,
              items.elements.count == viewControllers.elements.count else { return controller }
        var changed = false
        var value = controller.value
        for (index, child) in viewControllers.elements.enumerated() {
            guard let name = child.className,
                  let own = (classesByName[name] ?? []).last(where: { $0.value.ownItem != nil }),
                  let fields = own.value.ownItem else { continue }
            var item = items.elements[index]
            let sameFile = own.file == controller.file && !child.showsWrapperItem
            func merged(_ current: SourceFact<String>?, _ root: SourceFact<String>?,
                        field: ItemSettingByPosition.Field) -> SourceFact<String>? {
                guard let root else { return current }
                guard let current else {
                    if sameFile { return root }
                    // A literal the root sets where it is made or loaded, in its own file: it stands at a place of its
                    // own in the bar's file, which findings are moved from to the literal.
                    guard !child.showsWrapperItem, fields.runsAtSetUp, root.literal != nil else {
                        return SourceFact(.unknown, range: item.reference)
                    }
                    return value.standing(root, writtenAt: ProjectLocation(file: own.file, range: root.range), field: field, of: item)
                }
                if let a = current.literal, let b = root.literal, a == b { return current }
                return SourceFact(.unknown, range: current.range)
            }
            item.title = merged(item.title, fields.title, field: .title)
            item.image = merged(item.image, fields.image, field: .image)
            item.selectedImage = merged(item.selectedImage, fields.selectedImage, field: .selectedImage)
            item.isKnown = item.isKnown || !fields.isEmpty
            items.elements[index] = item
            changed = true
        }
        guard changed else { return controller }
        value.items = items
        return InFile(file: controller.file, value)
    }
}
