import JSONC

/// TB032: an empty tab under a button added to the bar.
public struct PlaceholderTabRule: SourceRule {
    public static let description = RuleDescription(
        code: "TB032", name: "placeholder-tab", severity: .info,
        summary: "A tab with neither title nor image (or a bare UIViewController) sits under a button added to the bar.",
        rationale: """
        Bars with a button laid over the centre often keep an empty tab under it, so that the system's buttons \
        leave a gap. That tab is still a tab: VoiceOver announces it as an empty button, and unless \
        `tabBarController:shouldSelectViewController:` refuses it (or its item is disabled), a tap beside the \
        button selects an empty screen. Give it an accessibility label and refuse its selection, or lay the \
        tabs out around the button instead.
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        let project = context.project
        return context.tabBars.flatMap { bar -> [SourceDiagnostic] in
            let controller = bar.controller
            guard controller.value.isStock, let items = controller.value.items?.elements, !items.isEmpty else { return [] }
            guard let under = project.tabUnderAddedButton(of: controller) else { return [] }
            let classes = controller.value.viewControllers?.elements ?? []
            return items.enumerated().compactMap { position, item in
                guard position == under else { return nil }
                // An item another file writes (a storyboard reference's scene) is reported there.
                func origin() -> ProjectLocation {
                    project.itemOrigin(ofTab: position, of: controller) ?? ProjectLocation(file: controller.file, range: item.range)
                }
                if item.isDisabled {
                    // A disabled item (`enabled = NO`) is the placeholder whatever its title and image.
                    let place = origin()
                    return SourceDiagnostic(file: place.file, Self.description.diagnostic(
                        "tab \(position + 1) is a disabled tab under the button added to the bar: it cannot be selected, but "
                            + "VoiceOver still announces it as a dimmed button; give it an accessibility label, or lay the tabs out "
                            + "around the button",
                        at: place.range))
                }
                let stockBare = position < classes.count && classes[position].className == "UIViewController"
                // An app class that gives its tab nothing, under a tab given nothing either (every other tab of the bar
                // read, so nothing here is a reading left undone), is as bare.
                let bare = stockBare || (SourceTabBar.isGivenNothing(position, of: items) && position < classes.count
                    && classes[position].className.map(project.declaresNoItemOfItsOwn) == true)
                let noTitle = item.title == nil || item.title?.literal == ""
                let noImage = item.image == nil || item.image?.literal == ""
                guard noImage, bare || (item.isKnown && item.keysComplete) else { return nil }
                if !noTitle, !(item.isKnown && item.keysComplete) { return nil }
                let place = origin()
                // A titled tab with no image under the button (a storyboard's "Compose" slot): the button covers it.
                if !noTitle, let title = item.title {
                    let name = title.literal.map { "'\($0)' " } ?? ""
                    return SourceDiagnostic(file: place.file, Self.description.diagnostic(
                        "tab \(position + 1) \(name)has no image and sits under the button added to the bar: a placeholder the "
                            + "button covers, which can be selected unless tabBarController:shouldSelectViewController: refuses it",
                        at: place.range))
                }
                let what = stockBare ? "a bare UIViewController with neither title nor image" : "a tab with neither title nor image"
                return SourceDiagnostic(file: place.file, Self.description.diagnostic(
                    "tab \(position + 1) is \(what) under the button added to the bar: VoiceOver announces an empty tab, "
                        + "and it can be selected unless tabBarController:shouldSelectViewController: refuses it",
                    at: place.range))
            }
        }
    }
}
