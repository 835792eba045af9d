import JSONC

/// One source file of a project, with what its front-end read from it.
public struct SourceFile: Sendable {
    /// The path as given or found.
    public let path: String
    public let bytes: [UInt8]
    public let facts: SourceFileFacts

    public init(path: String, bytes: [UInt8], facts: SourceFileFacts) {
        self.path = path
        self.bytes = bytes
        self.facts = facts
    }
}

/// A place in a project: a file (its index in `SourceProject.files`) and bytes in it.
public struct ProjectLocation: Sendable, Hashable {
    public var file: Int
    public var range: ByteRange

    public init(file: Int, range: ByteRange) {
        self.file = file
        self.range = range
    }
}

/// A value that lives in one file of the project.
public struct InFile<Value: Sendable>: Sendable {
    public var file: Int
    public var value: Value

    public init(file: Int, _ value: Value) {
        self.file = file
        self.value = value
    }
}

/// The source files of one project, linked: the controllers, the plus button, the view controller classes.
public struct SourceProject: Sendable {
    public let files: [SourceFile]
    /// Every place that builds a tab bar controller, in file order.
    public let controllers: [InFile<SourceController>]
    /// Every registration of a plus button class (`registerSubclass` of other classes left out).
    public let registrations: [InFile<SourceRegistration>]
    /// The plus button the library uses: the registered `CYLPlusButton` subclass.
    public let plusButton: SourcePlusButton?
    /// Every `CYLPlusButton` subclass (or adopter of `CYLPlusButtonSubclassing`), and every registered
    /// class implementing `+plusButton` (its header with `: CYLPlusButton` may be outside the project).
    public let plusButtonClasses: [SourcePlusButton]
    let classesByName: [String: [InFile<SourceClass>]]
    /// The declared bars that never run (a storyboard's launch screen, a scene whose class code makes and fills),
    /// left out of `controllers`: their whole elements, by file (`ProjectLinkingStep.weighing`).
    let barsLeftOut: [Int: [ByteRange]]
    /// The technologies' linking steps this project was linked with.
    let linking: [any ProjectLinkingStep]
    /// The custom bars and where they are installed, found once.
    let customBarIndex: CustomBarIndex

    /// Links `files`: each technology's step (`linking`, in order) at its places of the pipeline, between the core's
    /// own passes.
    public init(files: [SourceFile], linking: [any ProjectLinkingStep]) {
        self.files = files
        self.linking = linking
        var controllers: [InFile<SourceController>] = []
        var registrations: [InFile<SourceRegistration>] = []
        var classesByName: [String: [InFile<SourceClass>]] = [:]
        var linkedBars: [Int: [SourceController]] = [:]
        var declared = DeclaredBars()
        for step in linking {
            linkedBars.merge(step.linkingBars(in: files)) { _, later in later }
            declared = declared.merging(step.declaredBars(in: files))
        }
        for (index, file) in files.enumerated() {
            controllers += (linkedBars[index] ?? file.facts.controllers).map { InFile(file: index, $0) }
            registrations += file.facts.registrations.map { registration in
                InFile(file: index, Self.resolvingSelf(registration, in: file.facts.classes))
            }
            for declaration in file.facts.classes {
                classesByName[declaration.name, default: []].append(InFile(file: index, declaration))
            }
        }
        var bound = controllers
        for step in linking { bound = step.binding(bound, in: files, classesByName: classesByName) }
        // Only what runs: a declared bar that never shows is left out, one that may never show is doubted.
        var weighed: (controllers: [InFile<SourceController>], leftOut: [Int: [ByteRange]]) = (bound, [:])
        for step in linking {
            let next = step.weighing(weighed.controllers, in: files)
            weighed = (next.controllers, weighed.leftOut.merging(next.leftOut) { $0 + $1 })
        }
        self.barsLeftOut = weighed.leftOut
        var customBarIndex = CustomBarIndex(files: files, classesByName: classesByName, declared: declared)
        let linked = Self.linkingCustomBars(weighed.controllers, files: files, index: customBarIndex)
        customBarIndex.set(controllers: linked)
        self.controllers = linked
        self.customBarIndex = customBarIndex
        self.classesByName = classesByName
        let found = SourcePlusButton.find(registrations: registrations, classesByName: classesByName)
        (plusButtonClasses, plusButton) = (found.all, found.used)
        let plusNames = Set(found.names)
        // `[super registerPlusButton]` in the class's own +load names the class by `super`/`self`.
        self.registrations = registrations.filter { plusNames.contains($0.value.className) }
    }

    /// Whether the project's declarations make class `name` a `UITabBarController` subclass through one or
    /// more base classes of its own (`MainTabController: BaseTabController: UITabBarController`), never
    /// through a CYLTabBarController.
    public static func inheritsTabBarController(_ name: String, classesByName: [String: [InFile<SourceClass>]]) -> Bool {
        var current = [name]
        var seen: Set<String> = [name]
        for _ in 0..<8 {
            let next = current.flatMap { (classesByName[$0] ?? []).compactMap(\.value.superclass) }
            if next.contains(where: { $0.hasPrefix("CYL") }) { return false }
            if next.contains(StockControllerFacts.controllerClass) { return true }
            current = next.filter { seen.insert($0).inserted }
            if current.isEmpty { return false }
        }
        return false
    }

    /// A registration whose receiver is `self` / `super` / `Self` names the class whose body holds it.
    static func resolvingSelf(_ registration: SourceRegistration, in classes: [SourceClass]) -> SourceRegistration {
        guard ["self", "super", "Self", "[self class]"].contains(registration.className),
              let owner = classes.last(where: { !$0.isInterface && $0.range.start <= registration.range.start
                  && registration.range.end <= $0.range.end }) else { return registration }
        var resolved = registration
        resolved.className = owner.name
        return resolved
    }

    /// The tabs the linking steps give the item at `offset` of file `file` (a storyboard scene's `<tabBarItem>` that
    /// another storyboard's tab refers to, which no bar of its own file shows): each bar with the tab's index, and
    /// the item's range.
    public func referencingTabs(ofItemAt offset: Int, in file: Int) -> [(controller: InFile<SourceController>, tab: Int, item: ByteRange)] {
        linking.flatMap { $0.referencingTabs(ofItemAt: offset, in: file, of: self) }
    }

    /// The plus button CYLTabBarController adds to `controller`: none on a UIKit bar, nor on a bar whose technology
    /// names itself (a SwiftUI `TabView`).
    public func plusButton(for controller: InFile<SourceController>) -> SourcePlusButton? {
        controller.value.isStock || controller.value.technologyName != nil ? nil : plusButton
    }

    /// The class body (not an interface) of file `file` that holds `range`, the innermost one.
    public func enclosingClass(of range: ByteRange, in file: Int) -> SourceClass? {
        files[file].facts.classes.filter { !$0.isInterface && $0.range.start <= range.start && range.end <= $0.range.end }
            .min { $0.range.length < $1.range.length }
    }

    /// The method of file `file` whose lines hold `range`.
    public func enclosingMethod(of range: ByteRange, in file: Int) -> SourceMethod? {
        enclosingClass(of: range, in: file)?.methods.first { $0.lineRange.start <= range.start && range.end <= $0.lineRange.end }
    }

    /// Whether `name` is a tab bar controller class: `CYLTabBarController` or a subclass of it seen in the project.
    public func isTabBarControllerClass(_ name: String) -> Bool {
        if name == "CYLTabBarController" { return true }
        return classes(named: name).contains { $0.value.superclass == "CYLTabBarController" }
    }

    /// The declarations (class, categories, extensions) of the class `name`.
    public func classes(named name: String) -> [InFile<SourceClass>] { classesByName[name] ?? [] }

    /// The title assignments of view controller class `name`, across its declarations.
    public func titleAssignments(ofClass name: String) -> [InFile<SourceTitleAssignment>] {
        classes(named: name).flatMap { declaration in
            declaration.value.titleAssignments.map { InFile(file: declaration.file, $0) }
        }
    }
}

/// The plus button class and its methods, across its declarations.
public struct SourcePlusButton: Sendable {
    public let name: String
    /// The declaration that holds the class's body (where TB002 reports and inserts).
    public let declaration: InFile<SourceClass>
    /// Class methods of every declaration of the class.
    public let methods: [InFile<SourceMethod>]

    /// The class method with this selector.
    public func method(_ selector: String) -> InFile<SourceMethod>? {
        methods.first { $0.value.selector == selector }
    }

    static let baseClass = "CYLPlusButton"
    static let subclassingProtocol = "CYLPlusButtonSubclassing"

    static func find(registrations: [InFile<SourceRegistration>],
                     classesByName: [String: [InFile<SourceClass>]])
        -> (names: [String], all: [SourcePlusButton], used: SourcePlusButton?) {
        let registeredNames = Set(registrations.map(\.value.className))
        // Found, then sorted: a project has a few among its hundreds of classes (linked again on every keystroke).
        let subclasses = classesByName.compactMap { name, declarations -> String? in
            let found = declarations.contains {
                $0.value.superclass == baseClass || $0.value.protocols.contains(subclassingProtocol)
            }
                // The protocol's one required method and a registration: a plus button whose header
                // (`: CYLPlusButton <CYLPlusButtonSubclassing>`) is not in the project, as in real apps.
                || (registeredNames.contains(name) && declarations.contains { declaration in
                    declaration.value.methods.contains { $0.isClassMethod && $0.selector == PlusButtonSelector.plusButton }
                })
            return found ? name : nil
        }.sorted()
        // Only a registered subclass is used: apps keep unused plus buttons whose registration is
        // commented out, and `registerSubclass` also registers Parse / LeanCloud model classes.
        let all = subclasses.compactMap { make($0, classesByName[$0] ?? []) }
        let registered = registrations.map(\.value.className).first { subclasses.contains($0) }
        return (subclasses, all, all.first { $0.name == registered })
    }

    private static func make(_ name: String, _ declarations: [InFile<SourceClass>]) -> SourcePlusButton? {
        let bodies = declarations.filter { !$0.value.isInterface }
        guard let main = bodies.first(where: { !$0.value.isExtension }) ?? bodies.first else { return nil }
        let methods = declarations.flatMap { declaration in
            declaration.value.methods.filter(\.isClassMethod).map { InFile(file: declaration.file, $0) }
        }
        return SourcePlusButton(name: name, declaration: main, methods: methods)
    }
}

extension InFile: Equatable where Value: Equatable {}
extension InFile: Hashable where Value: Hashable {}
