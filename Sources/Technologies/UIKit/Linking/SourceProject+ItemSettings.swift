import JSONC
import TabBarCore

extension SourceProject {
    /// A bar (not CYLTabBarController's) with the settings of its class's code applied. A value set by position
    /// in the bar's own file replaces the item's. A literal set by position in another file for a storyboard's bar
    /// (its scene's class) replaces it too, standing at a place of its own in the bar's file that
    /// `SourceController.writtenElsewhere` maps to the code's literal; any other value set in another file makes the
    /// field unknown where the bar shows it, so that no rule speaks from a stale value. A setting the code does
    /// not pin to one tab makes the field unknown on every tab of a bar in another file (in the bar's own file it
    /// is the construction the bar was read from). A write from a class that is no bar's (`loose`, from another
    /// file) may reach any bar: the bar keeps its values, with `BarDoubts.codeMaySetItems`.
    static func applyingItemSettings(_ controller: InFile<SourceController>,
                                     settings: [String: [InFile<ItemSettingByPosition>]],
                                     loose: [InFile<ItemSettingByPosition>], barInStoryboard: Bool = false) -> InFile<SourceController> {
        guard controller.value.separateItems == nil, var items = controller.value.items else { return controller }
        var value = controller.value
        if loose.contains(where: { $0.file != controller.file }) { value.doubts.insert(.codeMaySetItems) }
        for setting in controller.value.className.flatMap({ settings[$0] }) ?? [] {
            let sameFile = setting.file == controller.file
            // A tab disabled by its position, wherever the class's code says so.
            if setting.value.field == .disabled {
                if let index = setting.value.index, index < items.elements.count { items.elements[index].isDisabled = true }
                continue
            }
            let positions: Range<Int>
            if let index = setting.value.index {
                guard index < items.elements.count else { continue }
                positions = index..<(index + 1)
            } else {
                guard !sameFile else { continue }
                positions = items.elements.indices
            }
            for position in positions {
                var item = items.elements[position]
                let current: SourceFact<String>?
                switch setting.value.field {
                case .title: current = item.title
                case .image: current = item.image
                case .selectedImage: current = item.selectedImage
                case .disabled: continue
                }
                var set = sameFile ? setting.value.value : SourceFact(.unknown, range: current?.range ?? item.range)
                if !sameFile, setting.value.index != nil, barInStoryboard, let written = setting.value.value,
                   written.value != .unknown {
                    set = value.standing(written, writtenAt: ProjectLocation(file: setting.file, range: written.range),
                                         field: setting.value.field, of: item)
                }
                switch setting.value.field {
                case .title: item.title = set
                case .image: item.image = set
                case .selectedImage: item.selectedImage = set
                case .disabled: break
                }
                item.isKnown = item.isKnown || set != nil
                items.elements[position] = item
            }
        }
        value.items = items
        return InFile(file: controller.file, value)
    }

    /// The item settings of `files`, by the class whose code makes them, and those made in a class that no bar
    /// of `controllers` is (`loose`).
    static func itemSettings(_ files: [SourceFile], controllers: [InFile<SourceController>])
        -> (byClass: [String: [InFile<ItemSettingByPosition>]], loose: [InFile<ItemSettingByPosition>]) {
        let barClasses = Set(controllers.compactMap(\.value.className))
        var byClass: [String: [InFile<ItemSettingByPosition>]] = [:]
        var loose: [InFile<ItemSettingByPosition>] = []
        for (index, file) in files.enumerated() {
            for setting in file.facts.tabBar.itemSettingsByPosition {
                if barClasses.contains(setting.className) {
                    byClass[setting.className, default: []].append(InFile(file: index, setting))
                } else {
                    loose.append(InFile(file: index, setting))
                }
            }
        }
        return (byClass, loose)
    }
}
