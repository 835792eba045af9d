import TabBarCore

/// A bar's arithmetic through the project's own view getters (`self.sl_height * 0.5`, `self.sl_width / count`):
/// each file names the members it could not read (`SourceCenterY.Basis.getter`, `SourceBarLayout.widthGetter`), and
/// linking settles them against every file's `ViewMeasureGetters` before anything reads the bars.
extension UIKitLinking {
    /// Whether `facts` leaves a getter for other files.
    static func namesGetters(_ facts: TabBarFacts) -> Bool {
        facts.customBars.contains { bar in
            bar.layout?.widthGetter != nil || bar.addedViews.contains(where: namesGetters)
        } || facts.barOverlays.contains { namesGetters($0.view) }
    }

    private static func namesGetters(_ view: SourceAddedView) -> Bool {
        isGetter(view.centerY?.basis) || view.centerYProperty != nil
    }

    private static func isGetter(_ basis: SourceCenterY.Basis?) -> Bool {
        if case .getter = basis { return true }
        return false
    }

    /// `files` with every getter a bar names settled: a height getter makes the centre's basis the whole bar, a width
    /// getter keeps the layout; any other (or none found) makes the centre unknown and drops the layout.
    static func resolvingGetters(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { namesGetters($0.facts.tabBar) }) else { return files }
        var measures: [String: UIKitBarMeasure] = [:]
        var centers: Set<String> = []
        for file in files {
            centers.formUnion(file.facts.tabBar.viewMeasureGetters?.centerYProperties ?? [])
            for (name, measure) in file.facts.tabBar.viewMeasureGetters?.measures ?? [:] {
                // Two files declaring one name with different measures: neither is believed.
                if let known = measures[name], known != measure { measures[name] = nil; continue }
                measures[name] = measure
            }
        }
        return files.map { file in
            guard namesGetters(file.facts.tabBar) else { return file }
            var facts = file.facts
            facts.tabBar.customBars = facts.tabBar.customBars.map { bar in
                var bar = bar
                bar.addedViews = bar.addedViews.map { resolved($0, measures, centers) }
                if let name = bar.layout?.widthGetter {
                    if measures[name] == .width { bar.layout?.widthGetter = nil } else { bar.layout = nil }
                }
                return bar
            }
            facts.tabBar.barOverlays = facts.tabBar.barOverlays.map { overlay in
                var overlay = overlay
                overlay.view = resolved(overlay.view, measures, centers)
                return overlay
            }
            return SourceFile(path: file.path, bytes: file.bytes, facts: facts)
        }
    }

    private static func resolved(_ view: SourceAddedView, _ measures: [String: UIKitBarMeasure],
                                 _ centers: Set<String>) -> SourceAddedView {
        var view = view
        if let property = view.centerYProperty {
            view.centerYProperty = nil
            if !centers.contains(property) { view.centerY?.basis = .unknown }
        }
        guard case .getter(let name)? = view.centerY?.basis else { return view }
        if view.centerY?.isPointGetter == true {
            // `button.center = self.sl_center`: only a getter of the view's middle point says where it is.
            if measures[name] == .middle {
                view.centerY?.basis = .wholeBar
                view.centerY?.fraction = 0.5
                view.centerY?.heightIsHalved = true
                view.centerXFraction = 0.5
            } else {
                view.centerY?.basis = .unknown
            }
            return view
        }
        switch measures[name] {
        case .height: view.centerY?.basis = .wholeBar
        case .middleY:
            view.centerY?.basis = .wholeBar
            view.centerY?.fraction *= 0.5
            view.centerY?.heightIsHalved = true
        default: view.centerY?.basis = .unknown
        }
        return view
    }
}
