import JSONC
import TabBarCore

/// Hover in Objective-C and Swift: on a tab's title or image reached through something (a helper, a macro, a
/// getter, a loop's element), the chain of places it came through; on an item dictionary of a controller built in
/// the file, the item's frame and the whole bar; on the plus button class's name, its frame, multiplier and where
/// each value comes from; the rules reported at the cursor. Nothing elsewhere, so that the
/// language's own server has the hover to itself.
extension SourceService {
    func hover(_ document: DocumentSnapshot, _ request: HoverRequest) -> Hover? {
        let path = indexPath(of: document)
        let view = SourceView(linked: project(of: path), path: path)
        let offset = document.converter.offset(request.position)
        var sections: [String] = []
        var range: ByteRange?
        // A title or image name reached through a helper, a macro, a getter or a loop: its chain of places first.
        if let found = SourceHoverText.chainedValue(at: offset, in: view.ownTabBars) {
            range = found.range
            sections.append(SourceHoverText.chain(found.fact, what: found.what, tab: found.tab, file: found.file, in: view))
        }
        if let (bar, index, itemRange) = item(at: offset, in: view) {
            range = range ?? itemRange
            sections.append(SourceHoverText.item(index, of: bar, in: view))
        } else if range != nil {
            // The chain is the answer: no bar summary beside it.
        } else if let file = view.file, let (controller, index, itemRange) = view.project.referencingTabs(ofItemAt: offset, in: file).first,
                  let bar = view.tabBars.first(where: { $0.controller.file == controller.file && $0.controller.value.range == controller.value.range }) {
            // A scene of this storyboard that another storyboard's tab refers to: that bar.
            range = itemRange
            sections.append(SourceHoverText.item(index, of: bar, in: view))
        } else if let (name, nameRange) = plusButtonName(at: offset, in: view) {
            range = nameRange
            sections.append(SourceHoverText.plusButton(name, in: view))
        } else if let (bar, barRange) = bar(at: offset, in: view) {
            range = barRange
            sections.append(SourceHoverText.coverage(view.project.placed([bar])[0]))
        }
        server.appendRuleSections(findings(document), at: offset, to: &sections)
        return server.hover(sections, range: range, in: document)
    }

    /// The item dictionary (or the variable naming it in the array) at `offset`, of a controller
    /// built in this file.
    private func item(at offset: Int, in view: SourceView) -> (SourceTabBar, Int, ByteRange)? {
        for bar in view.ownTabBars {
            for (index, item) in (bar.controller.value.items?.elements ?? []).enumerated() {
                if item.range.contains(offset) { return (bar, index, item.range) }
                if item.reference.contains(offset) { return (bar, index, item.reference) }
            }
        }
        return nil
    }

    /// The name of a plus button class (any of its declarations) at `offset` in this file.
    private func plusButtonName(at offset: Int, in view: SourceView) -> (String, ByteRange)? {
        guard let file = view.file else { return nil }
        for plus in view.project.plusButtonClasses {
            for declaration in view.project.classes(named: plus.name)
            where declaration.file == file && declaration.value.nameRange.touches(offset) {
                return (plus.name, declaration.value.nameRange)
            }
        }
        return nil
    }
}
