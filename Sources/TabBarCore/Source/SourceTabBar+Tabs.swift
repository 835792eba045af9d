import JSONC

extension SourceTabBar {
    /// The tabs (0-based, in the bar's order) that a finding at `range` in file `file` of `project` is
    /// about: in the controller's file, the tab whose item (its dictionary or helper call, its title and
    /// images) or view controller element holds the range, the tightest when they nest; elsewhere, every
    /// tab whose view controller's class sets the title assigned there (TB003). Empty for a finding about
    /// no one tab, and when two tabs share the place that holds it.
    public func tabs(at range: ByteRange, inFile file: Int, of project: SourceProject) -> [Int] {
        let items = controller.value.items?.elements ?? []
        let viewControllers = controller.value.viewControllers?.elements ?? []
        let count = max(items.count, viewControllers.count)
        if file == controller.file {
            var best: (length: Int, tabs: [Int])?
            for tab in 0..<count {
                var places: [ByteRange] = []
                if tab < items.count {
                    let item = items[tab]
                    places += [item.range, item.reference]
                    places += [item.title, item.image, item.selectedImage].compactMap { $0?.range }
                }
                if tab < viewControllers.count {
                    let element = viewControllers[tab]
                    places.append(element.range)
                    places += element.titleAssignments.flatMap { [$0.targetRange, $0.value.range] }
                }
                let holding = places.filter { Self.holds($0, range) }.map(\.length)
                guard let length = holding.min() else { continue }
                if best == nil || length < best!.length {
                    best = (length, [tab])
                } else if length == best!.length {
                    best!.tabs.append(tab)
                }
            }
            if let best { return best.tabs.count == 1 ? best.tabs : [] }
        } else {
            // An item another file writes for the bar (a storyboard reference's scene).
            let linked = (0..<items.count).filter { tab in
                guard let origin = project.itemOrigin(ofTab: tab, of: controller) else { return false }
                return origin.file == file && Self.holds(origin.range, range)
            }
            if !linked.isEmpty { return linked }
        }
        return (0..<viewControllers.count).filter { tab in
            guard let name = viewControllers[tab].className else { return false }
            return project.titleAssignments(ofClass: name).contains { assignment in
                assignment.file == file
                    && (Self.holds(assignment.value.targetRange, range) || Self.holds(assignment.value.value.range, range))
            }
        }
    }

    /// Whether `outer` holds `inner` (an empty `inner` at `outer`'s end too).
    private static func holds(_ outer: ByteRange, _ inner: ByteRange) -> Bool {
        outer.start <= inner.start && inner.end <= outer.end && (outer.length > 0 || inner.isEmpty)
    }
}
