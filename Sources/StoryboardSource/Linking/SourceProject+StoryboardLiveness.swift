import JSONC
import TabBarCore

/// Which storyboard tab bar scenes run (SPEC section 8, "only what runs"), decided when the project is linked
/// from every file's own facts: the storyboards an `Info.plist` names (`AppStoryboards`), the scenes code
/// instantiates (`OpenedScenes`), the segues and storyboard references that lead to a scene, the bars code
/// builds itself, and the storyboards the Xcode projects build (`XcodeProjectFiles`). A scene that never runs is left out of the project's bars (no finding on it, nor on its
/// appearance); one that may never run keeps its findings, at most warnings (`BarDoubts.mayNeverShow`).
struct StoryboardLiveness {
    enum Verdict: Sendable, Hashable {
        /// The scene runs (or nothing says otherwise): read as before.
        case live
        /// It may never show: findings on it are capped at warning.
        case unknown
        /// It never runs as read: a launch screen, or a scene whose class code makes and fills itself.
        case dead
    }

    /// A scene a `<viewControllerPlaceholder>` stands for: the storyboard's name, and the identifier (nil: initial).
    struct Target: Hashable {
        var storyboard: String
        var identifier: String?
    }

    /// `UILaunchStoryboardName`s.
    let launch: Set<String>
    /// `UIMainStoryboardFile`s and `UISceneStoryboardFile`s; `Main` when no `Info.plist` read names one.
    let main: Set<String>
    /// The storyboard identifiers code instantiates.
    let identifiers: Set<String>
    /// The storyboards code opens by name in a file that instantiates an initial scene.
    let initialsOpened: Set<String>
    /// The scenes storyboard references stand for.
    let targets: Set<Target>
    /// The controller classes whose own code gives `self` its tabs (`viewControllers = […]`, `addChild`).
    let filledByOwnCode: Set<String>
    /// The controller classes code makes and fills elsewhere (`let tabs = MainTabBarController()` then
    /// `tabs.viewControllers = […]`).
    let filledWhereMade: Set<String>
    /// The project's Xcode project files: a storyboard none of them builds never runs (`XcodeProjectFiles.build`).
    let xcodeProjects: [XcodeProjectFiles]

    /// The storyboard main names assumed when no `Info.plist` read names one.
    static let defaultMain = "Main"

    /// The project-level facts of `files`, with `controllers` the bars kept so far (code bars of a class that is
    /// not a tab bar controller already left out).
    init(files: [SourceFile], controllers: [InFile<SourceController>]) {
        var launch: Set<String> = [], main: Set<String> = [], identifiers: Set<String> = [], initials: Set<String> = []
        var targets: Set<Target> = []
        var projects: [XcodeProjectFiles] = []
        for file in files {
            if let project = file.facts.tabBar.xcodeProject { projects.append(project) }
            if let app = file.facts.tabBar.appStoryboards {
                launch.formUnion(app.launch)
                main.formUnion(app.main)
            }
            if let uses = file.facts.code?.storyboardUses {
                identifiers.formUnion(uses.identifiers)
                if uses.instantiatesInitial { initials.formUnion(uses.storyboardNames) }
            }
            for placeholder in file.facts.tabBar.storyboard?.placeholders ?? [] {
                let name = placeholder.storyboardName ?? SourceProject.storyboardName(of: file.path)
                targets.insert(Target(storyboard: name, identifier: placeholder.referencedIdentifier))
            }
        }
        var own: Set<String> = [], made: Set<String> = []
        for controller in controllers {
            guard let name = controller.value.className, name != StockControllerFacts.controllerClass,
                  files.indices.contains(controller.file), let code = files[controller.file].facts.code else { continue }
            let range = controller.value.range
            let inOwnClass = code.classes.contains { declaration in
                !declaration.isInterface && declaration.name == name
                    && declaration.range.start <= range.start && range.end <= declaration.range.end
            }
            if inOwnClass { own.insert(name) } else { made.insert(name) }
        }
        self.launch = launch
        self.main = main.isEmpty ? [Self.defaultMain] : main
        self.identifiers = identifiers
        self.initialsOpened = initials
        self.targets = targets
        self.filledByOwnCode = own
        self.filledWhereMade = made
        self.xcodeProjects = projects
    }

    /// Whether the scene of `bar`, of class `className`, in the storyboard named `storyboard`, runs:
    ///
    /// 1. a launch screen (`UILaunchStoryboardName`) never does;
    /// 2. a scene whose class's own code gives it its tabs never shows its storyboard tabs: dead;
    /// 3. a scene whose class code makes and fills elsewhere is dead, unless something shows the storyboard's
    ///    scene too (code instantiates its identifier, or the initial scene of a storyboard it opens; a segue or
    ///    a storyboard reference leads to it): then unknown. The main storyboard's initial scene is no such sign:
    ///    the code that makes the class sets the window's root itself;
    /// 4. otherwise the main storyboard's initial scene and a scene shown as in 3 are live; another initial scene,
    ///    or a scene with a storyboard identifier nobody is seen instantiating, is unknown; any other scene is
    ///    live (nothing but its storyboard knows of it).
    func verdict(_ bar: StoryboardBar, className: String?, storyboard: String) -> Verdict {
        if launch.contains(storyboard) { return .dead }
        let shown = bar.identifier.map(identifiers.contains) == true
            || (bar.isInitial && initialsOpened.contains(storyboard))
            || bar.isSegueDestination
            || (bar.isInitial && targets.contains(Target(storyboard: storyboard, identifier: nil)))
            || bar.identifier.map { targets.contains(Target(storyboard: storyboard, identifier: $0)) } == true
        if let className, className != StockControllerFacts.controllerClass {
            if filledByOwnCode.contains(className) { return .dead }
            if filledWhereMade.contains(className) { return shown ? .unknown : .dead }
        }
        if shown || (bar.isInitial && main.contains(storyboard)) { return .live }
        if bar.isInitial || bar.identifier != nil { return .unknown }
        return .live
    }
}

extension SourceProject {
    /// The name a storyboard is referred to by: its file name without `.storyboard` (`Main` for
    /// `…/Base.lproj/Main.storyboard`).
    static func storyboardName(of path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
        return name
    }

    /// The storyboard details of `controller` when it is a storyboard's tab bar controller scene.
    static func storyboardBar(of controller: InFile<SourceController>, in files: [SourceFile]) -> StoryboardBar? {
        guard controller.value.separateItems == nil, files.indices.contains(controller.file),
              let storyboard = files[controller.file].facts.tabBar.storyboard,
              let index = files[controller.file].facts.controllers.firstIndex(where: { $0.range == controller.value.range }),
              storyboard.bars.indices.contains(index) else { return nil }
        return storyboard.bars[index]
    }

    /// `controllers` with the storyboard scenes that never run left out and those that may never show doubted,
    /// and the ranges of the scenes left out, by file (their appearance is left out too: `barNotes`).
    static func weighingStoryboardScenes(_ controllers: [InFile<SourceController>], files: [SourceFile])
        -> (controllers: [InFile<SourceController>], leftOut: [Int: [ByteRange]]) {
        guard controllers.contains(where: { storyboardBar(of: $0, in: files) != nil }) else { return (controllers, [:]) }
        let liveness = StoryboardLiveness(files: files, controllers: controllers)
        var kept: [InFile<SourceController>] = []
        var leftOut: [Int: [ByteRange]] = [:]
        for controller in controllers {
            guard let bar = storyboardBar(of: controller, in: files) else {
                kept.append(controller)
                continue
            }
            let path = files[controller.file].path
            let built = XcodeProjectFiles.build(path, among: liveness.xcodeProjects)
            switch built ? liveness.verdict(bar, className: controller.value.className, storyboard: storyboardName(of: path)) : .dead {
            case .live:
                kept.append(controller)
            case .unknown:
                var doubted = controller
                doubted.value.doubts.insert(.mayNeverShow)
                kept.append(doubted)
            case .dead:
                leftOut[controller.file, default: []].append(bar.range ?? controller.value.range)
            }
        }
        return (kept, leftOut)
    }
}
