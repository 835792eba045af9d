import TabBarCore

/// A bar's centre through numbers of other files (`self.height * 0.5 - 2 * kMargin`, `#define kMargin 10` in a
/// header): each file names the numbers it could not compute (`SourceCenterY.pendingOffset`), and linking settles
/// them against every file's `DeclaredNumbers` before anything reads the bars; a name no file declares (or two
/// declare differently) makes the centre unknown.
extension UIKitLinking {
    /// The names of the numbers `facts` leaves for other files.
    static func pendingNumberNames(_ facts: TabBarFacts) -> Set<String> {
        var names: Set<String> = []
        for bar in facts.customBars {
            for view in bar.addedViews { if let name = view.centerY?.pendingOffset?.name { names.insert(name) } }
        }
        for overlay in facts.barOverlays {
            if let name = overlay.view.centerY?.pendingOffset?.name { names.insert(name) }
        }
        return names
    }

    /// `files` with every pending number of a bar's centre settled.
    static func resolvingNumbers(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { !pendingNumberNames($0.facts.tabBar).isEmpty }) else { return files }
        let numbers = DeclaredNumbers.index(files)
        return files.map { file in
            guard !pendingNumberNames(file.facts.tabBar).isEmpty else { return file }
            var facts = file.facts
            facts.tabBar.customBars = facts.tabBar.customBars.map { bar in
                var bar = bar
                bar.addedViews = bar.addedViews.map { settled($0, numbers) }
                return bar
            }
            facts.tabBar.barOverlays = facts.tabBar.barOverlays.map { overlay in
                var overlay = overlay
                overlay.view = settled(overlay.view, numbers)
                return overlay
            }
            return SourceFile(path: file.path, bytes: file.bytes, facts: facts)
        }
    }

    private static func settled(_ view: SourceAddedView, _ numbers: [String: Double]) -> SourceAddedView {
        guard let pending = view.centerY?.pendingOffset else { return view }
        var view = view
        view.centerY?.pendingOffset = nil
        if let value = numbers[pending.name] {
            view.centerY?.offset += pending.scale * value
        } else {
            view.centerY?.basis = .unknown
        }
        return view
    }
}
