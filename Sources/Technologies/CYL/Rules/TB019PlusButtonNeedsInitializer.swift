import JSONC
import TabBarCore

/// TB019: a registered plus button with a controller made by plain `init` and the setters (source only).
public struct PlusButtonNeedsInitializerRule: SourceRule {
    /// The first version in which only the initializer family adds the plus button.
    public static let since = "1.17.4"

    public static let description = RuleDescription(
        code: "TB019", name: "plus-button-needs-initializer", severity: .warning,
        summary: "A plus button is registered, but the controller is made with plain init / new and the setters.",
        rationale: """
        From CYLTabBarController 1.17.4 the plus button is added only by the \
        `initWithViewControllers:tabBarItemsAttributes:` family (and `tabBarControllerWithViewControllers:…`). \
        A controller made with `init` / `new` / `CYLTabBarController()` and given its items through the \
        setters shows every tab but no plus button, with no warning (library issues #248, #334, #365).
        """,
        examples: examples)

    public init() {}

    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let plus = context.project.plusButton else { return [] }
        let project = context.project
        // Subclasses whose own initializer calls the initializer family (or that are built by it elsewhere).
        let initialized = Set(project.controllers.filter {
            $0.value.construction == .initializer || $0.value.construction == .classFactory
        }.compactMap(\.value.className))
        let sites = Self.plainConstructions(in: project)
        var reportedClasses: Set<String> = []
        var findings: [SourceDiagnostic] = []
        for controller in project.controllers {
            var message = "\(plus.name) is registered as the plus button, but "
            var places: [ProjectLocation] = []
            switch controller.value.construction {
            case .plain:
                message += "this controller is made with a plain initializer and the setters"
                places = [ProjectLocation(file: controller.file, range: controller.value.range)]
            case .settersOnly:
                // A subclass that sets its own items (in viewDidLoad, say) and is never made by the family: on each
                // place the project makes it with a plain initializer, else (made where no file read says) on the setter.
                guard let name = controller.value.className, name != "CYLTabBarController", !initialized.contains(name),
                      project.isTabBarControllerClass(name), let setter = controller.value.attributesSetter,
                      project.enclosingClass(of: setter, in: controller.file)?.name == name,
                      reportedClasses.insert(name).inserted else { continue }
                places = sites[name] ?? []
                if places.isEmpty {
                    message += "\(name) sets its own tabBarItemsAttributes and no initializer of it calls "
                        + "initWithViewControllers:tabBarItemsAttributes:"
                    places = [ProjectLocation(file: controller.file, range: setter)]
                } else {
                    message += "\(name), which sets its own tabBarItemsAttributes, is made here with a plain initializer"
                }
            default:
                continue
            }
            message += ": from CYLTabBarController \(Self.since) only initWithViewControllers:tabBarItemsAttributes: "
                + "adds the plus button; use it instead"
            if let version = context.libraryVersion, version.isBefore(Self.since) {
                message += " (\(version) from \(version.source) still adds it: the next upgrade will lose it)"
            }
            for place in places {
                findings.append(SourceDiagnostic(file: place.file, Self.description.diagnostic(message, at: place.range)))
            }
        }
        return findings
    }

    /// The places each class is made with a plain initializer and handed on (`PlainConstructions`), by class, but
    /// those a controller read there already is (`let c = X(); c.tabBarItemsAttributes = …`: the plain case).
    static func plainConstructions(in project: SourceProject) -> [String: [ProjectLocation]] {
        let controllerPlaces = Set(project.controllers.map { ProjectLocation(file: $0.file, range: $0.value.range) })
        var sites: [String: [ProjectLocation]] = [:]
        for (file, source) in project.files.enumerated() {
            for site in source.facts.tabBar.parts[PlainConstructions.self]?.sites ?? [] {
                let place = ProjectLocation(file: file, range: site.range)
                if !controllerPlaces.contains(place) { sites[site.className, default: []].append(place) }
            }
        }
        return sites
    }
}
