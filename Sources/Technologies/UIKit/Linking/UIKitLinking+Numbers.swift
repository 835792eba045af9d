import TabBarCore

/// A bar's centre and its slots' divisor through numbers of other files (`self.height * 0.5 - 2 * kMargin`,
/// `W / kTabCount`, `#define kMargin 10` in a header): each file names the numbers it could not compute
/// (`SourceCenterY.pendingOffset`, `SourceBarLayout.pendingDivisor` and `pendingSkip`), and linking settles them against every file's
/// `DeclaredNumbers` before anything reads the bars; a name no file declares (or two declare differently) makes the
/// centre unknown and drops the layout.
extension UIKitLinking {
    /// The names of the numbers `facts` leaves for other files.
    static func pendingNumberNames(_ facts: TabBarFacts) -> Set<String> {
        var names: Set<String> = []
        for bar in facts.customBars {
            if let name = bar.layout?.pendingDivisor { names.insert(name) }
            if let name = bar.layout?.pendingSkip { names.insert(name) }
            for view in bar.addedViews {
                if let name = view.centerY?.pendingOffset?.name { names.insert(name) }
                for pending in view.pendingFrame.values { names.insert(pending.name) }
            }
        }
        for overlay in facts.barOverlays {
            if let name = overlay.view.centerY?.pendingOffset?.name { names.insert(name) }
            for pending in overlay.view.pendingFrame.values { names.insert(pending.name) }
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
                if let layout = bar.layout, layout.pendingDivisor != nil || layout.pendingSkip != nil { bar.layout = settled(layout, numbers) }
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

    /// `layout` with its divisor and skipped slot the numbers other files declare: nil when the divisor has none (a
    /// whole number of at least 3, or 2 after a subtraction), no skip when the skip has none (a whole number from 0 to 9).
    static func settled(_ layout: SourceBarLayout, _ numbers: [String: Double]) -> SourceBarLayout? {
        var layout = layout
        if let name = layout.pendingSkip {
            layout.pendingSkip = nil
            if let value = numbers[name], let k = Int(exactly: value), k >= 0, k < 10 {
                layout.skippedSlot = (layout.skippedSlot ?? 0) + k
            } else {
                layout.skippedSlot = nil
                layout.skipRange = nil
            }
        }
        guard let name = layout.pendingDivisor else { return layout }
        guard let value = numbers[name], let count = Int(exactly: value), count >= 2 else { return nil }
        layout.pendingDivisor = nil
        switch layout.family {
        // `W / 2` is a centre rather than slots: a fixed divisor lays out at least two tabs and the gap.
        case .fixedDivisor: guard count > 2 else { return nil }; layout.family = .fixedDivisor(count)
        case .plusSubtracted: layout.family = .plusSubtracted(count)
        case .slotPerItemPlusOne: return nil
        }
        return layout
    }

    private static func settled(_ view: SourceAddedView, _ numbers: [String: Double]) -> SourceAddedView {
        var view = settledFrame(view, numbers)
        guard let pending = view.centerY?.pendingOffset else { return view }
        view.centerY?.pendingOffset = nil
        if let value = numbers[pending.name] {
            view.centerY?.offset += pending.scale * value
        } else {
            view.centerY?.basis = .unknown
        }
        return view
    }

    /// `view` with the parts of its frame other files' numbers give; a part no file gives stays unknown. The literal
    /// is in another file: the part's range (the name where the bar spells it) is no whole spelling a fix may replace.
    private static func settledFrame(_ view: SourceAddedView, _ numbers: [String: Double]) -> SourceAddedView {
        guard !view.pendingFrame.isEmpty else { return view }
        var view = view
        for (part, pending) in view.pendingFrame {
            guard let value = numbers[pending.name] else { continue }
            func settle(_ fact: SourceFact<Double>?) -> SourceFact<Double>? {
                guard let fact, fact.literal == nil else { return fact }
                var settled = SourceFact(.literal(pending.scale * value), range: fact.range)
                settled.isWrittenWhole = false
                return settled
            }
            switch part {
            case .y: view.y = settle(view.y)
            case .width: view.width = settle(view.width)
            case .height: view.height = settle(view.height)
            }
        }
        view.pendingFrame = [:]
        return view
    }
}
