import TabBarCore

/// What the files read so far point at: the classes whose definitions a project's tab bars depend on
/// (`referencedClassNames`), and whether a file defines one (`isLinked`). The same answers for `tabbar check`
/// and the language server's index.
extension SourceSelection {
    /// Whether a class name holds `Tab` (`MainTabController`), by its bytes.
    public static func holdsTab(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0...(bytes.count - 3)
            where bytes[index] == UInt8(ascii: "T") && bytes[index + 1] == UInt8(ascii: "a") && bytes[index + 2] == UInt8(ascii: "b") {
                return true
            }
            return false
        }
    }

    /// Whether a file belongs to its project's linked files: it names the library, or defines a
    /// class that `referenced` (the classes of the library's files) holds.
    public static func isLinked(_ screening: SourceScreening, referenced: Set<String>) -> Bool {
        screening.mentionsLibrary || !screening.classNames.isDisjoint(with: referenced)
            || (referenced.contains(tabNamedSubclasses) && screening.classNames.contains(where: holdsTab))
    }

    /// Held in the referenced names when the project declares a `UITabBarController` subclass that builds no
    /// bar itself (a base class): then a file defining a class whose name holds `Tab` may be its subclass,
    /// whose own file names no tab-bar word (`class MainTabController: BaseController`), and is read too.
    /// Not an identifier, so no class is named so.
    public static let tabNamedSubclasses = "<subclass of a base tab bar controller>"

    /// Held in the referenced names, followed by a class's name, when a file builds a bar on `self` in that class but
    /// does not say what it inherits (`@interface X ()` in `X.m`): the header beside the class's implementation
    /// (`X.h`, `@interface X : BaseTabController`) is read, which the project follows to `UITabBarController`.
    public static let headerMarker = "<header of> "

    /// The classes whose definitions the extracted files depend on: the view controllers of the
    /// tabs, controller classes, registered plus buttons and the library's subclasses they declare.
    public static func referencedClassNames(_ facts: [SourceFileFacts]) -> Set<String> {
        var names: Set<String> = []
        var bases: Set<String> = []
        var withBars: Set<String> = []
        // The classes of stock bars' tabs given no item where the bar is built: whether they give their tab anything
        // (TB032's bare tab) is read up their superclasses (an Objective-C class's is in its header).
        var givenNothing: Set<String> = []
        for file in facts {
            withBars.formUnion(file.controllers.compactMap(\.className))
            // (Items set later by position are not applied yet: any tab with no field read here is asked about.)
            for controller in file.controllers where controller.isStock {
                for (item, child) in zip(controller.items?.elements ?? [], controller.viewControllers?.elements ?? [])
                where !item.isKnown && item.title == nil && item.image == nil {
                    if let name = child.className, name != "UIViewController" { givenNothing.insert(name) }
                }
            }
            for declaration in file.classes where declaration.superclass == StockControllerFacts.controllerClass {
                bases.insert(declaration.name)
            }
            for controller in file.controllers {
                names.formUnion(controller.viewControllers?.elements.compactMap(\.className) ?? [])
                names.formUnion(controller.stock?.helperCalls.flatMap { $0.argumentClasses.compactMap { $0 } } ?? [])
                if let name = controller.className {
                    names.insert(name)
                    if controller.stock?.classIsKnown == false { names.insert(headerMarker + name) }
                }
            }
            names.formUnion(file.registrations.map(\.className))
            names.formUnion(file.tabBar.barInstallations.map(\.barClass))
            // A view rising above a bar is tappable when an `extension UITabBar` / category overrides hit testing:
            // such a file names no tab bar word but the class it extends.
            // Any bar: a category or extension of `UITabBar` that overrides its methods changes every bar (TB031), and its
            // file names nothing but the class it extends.
            if !file.tabBar.customBars.isEmpty || !file.tabBar.barOverlays.isEmpty || !file.controllers.isEmpty {
                names.insert(SourceBarClass.barClass)
            }
            // What each technology's linking reads in other files (a storyboard's referenced scenes, `Info.plist`).
            for step in SourceProjectReader.linking { step.addReferencedNames(of: file, to: &names) }
            for declaration in file.classes where declaration.isInterface
                && (declaration.superclass?.hasPrefix("CYL") == true || declaration.protocols.contains { $0.hasPrefix("CYL") }
                    || declaration.superclass == StockControllerFacts.controllerClass
                    || declaration.superclass == SourceBarClass.barClass) {
                names.insert(declaration.name)
            }
        }
        if !bases.subtracting(withBars).isEmpty { names.insert(tabNamedSubclasses) }
        // A helper another file defines for the bar's calls is a method of a category or extension of
        // `UITabBarController` (its file may name nothing but `tabBarItem`), or of a class above the bar's.
        if facts.contains(where: { $0.controllers.contains { $0.stock?.helperCalls.isEmpty == false } }) {
            names.insert(StockControllerFacts.controllerClass)
        }
        names.formUnion(appSuperclasses(of: withBars, in: facts))
        if !givenNothing.isEmpty {
            names.formUnion(givenNothing.map { headerMarker + $0 })
            let above = appSuperclasses(of: givenNothing, in: facts)
            names.formUnion(above)
            names.formUnion(above.map { headerMarker + $0 })
        }
        return names
    }

    /// The app's own classes above `classes` (`MainTabController: BaseTabController`), as far as the
    /// declarations in `facts` tell; UIKit's, Foundation's and CYLTabBarController's are left out.
    static func appSuperclasses(of classes: Set<String>, in facts: [SourceFileFacts]) -> Set<String> {
        guard !classes.isEmpty else { return [] }
        var superclasses: [String: [String]] = [:]
        for file in facts {
            for declaration in file.classes {
                guard let superclass = declaration.superclass, !superclass.hasPrefix("UI"), !superclass.hasPrefix("NS"),
                      !superclass.hasPrefix("CYL") else { continue }
                superclasses[declaration.name, default: []].append(superclass)
            }
        }
        var found: Set<String> = []
        var current = Array(classes)
        while let name = current.popLast() {
            for superclass in superclasses[name] ?? [] where found.insert(superclass).inserted { current.append(superclass) }
        }
        return found.subtracting(classes)
    }
}
