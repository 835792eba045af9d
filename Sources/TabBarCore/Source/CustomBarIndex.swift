import JSONC

/// The custom bars of a project and the lookups the rules make per controller and per view, made once when the
/// project is linked: a file of thousands of bars is checked in time linear in its bars, not quadratic.
struct CustomBarIndex: Sendable {
    /// Every custom bar of the project, in file order (`SourceProject.customBars`).
    let bars: [SourceCustomBar]
    /// Indexes into `bars`, in order: of the bars installed through KVC on each controller class.
    let installedOn: [String: [Int]]
    /// The index into `bars` of the first bar installed on a controller whose class the file does not say.
    let firstInstalledOnUnknown: Int?
    /// Indexes into `bars`, in order: of the bars of each class name.
    let named: [String: [Int]]
    /// The bars files declare (storyboard scenes), with the custom bar class each names.
    let declared: DeclaredBars
    /// Whether an `extension UITabBar` / a `UITabBar` category overrides hit testing somewhere in the project.
    let hitTestingOverriddenForEveryBar: Bool
    /// Indexes into the project's controllers, in order: of each controller class, and of the controllers whose
    /// declared bar names each bar class (`set(controllers:)`).
    private(set) var controllersOfClass: [String: [Int]] = [:]
    private(set) var controllersNamingBar: [String: [Int]] = [:]

    init(files: [SourceFile], classesByName: [String: [InFile<SourceClass>]], declared: DeclaredBars) {
        self.declared = declared
        bars = SourceProject.customBars(files: files, classesByName: classesByName, declaredNames: declared.barClassNames)
        var installedOn: [String: [Int]] = [:]
        var named: [String: [Int]] = [:]
        for (index, bar) in bars.enumerated() {
            named[bar.name, default: []].append(index)
            for name in bar.installations.compactMap(\.value.controllerClass) where installedOn[name]?.last != index {
                installedOn[name, default: []].append(index)
            }
        }
        self.installedOn = installedOn
        firstInstalledOnUnknown = bars.firstIndex { $0.installations.contains { $0.value.controllerClass == nil } }
        self.named = named
        hitTestingOverriddenForEveryBar = files.contains { file in
            file.facts.tabBar.barNotes.contains { note in
                guard case .overrideInExtension(let extended, let method) = note.kind else { return false }
                return extended == SourceBarClass.barClass && SourceBarClass.hitTestMethods.contains(method)
            }
        }
    }

    /// The custom bar class the declared bar `controller` names (a storyboard's `<tabBar customClass>`); nil for a
    /// stock bar or a bar built in code.
    func namedBarClass(of controller: InFile<SourceController>) -> String? {
        guard controller.value.separateItems == nil else { return nil }
        return declared.barClasses[ProjectLocation(file: controller.file, range: controller.value.range)] ?? nil
    }

    /// Notes where the linked controllers are.
    mutating func set(controllers: [InFile<SourceController>]) {
        controllersOfClass = [:]
        controllersNamingBar = [:]
        for (index, controller) in controllers.enumerated() {
            if let name = controller.value.className { controllersOfClass[name, default: []].append(index) }
            if let bar = namedBarClass(of: controller) { controllersNamingBar[bar, default: []].append(index) }
        }
    }

    /// The bars at the indexes of `lists`, in order, each once.
    func bars(_ lists: [Int]?...) -> [SourceCustomBar] {
        Self.merged(lists).map { bars[$0] }
    }

    /// The indexes of `lists` (each ascending), ascending, each once.
    static func merged(_ lists: [[Int]?]) -> [Int] {
        let present = lists.compactMap { $0 }
        if present.count == 1 { return present[0] }
        return Array(Set(present.joined())).sorted()
    }
}
