import TabBarCore

/// Which source files are read, decided once for the batch reader (`check`, `preview`, `import`)
/// and the language server's incremental index, as pure functions over screenings and facts.
/// The first pass extracts every file whose screen names the library; the second, the files that
/// define a class those point at (the tabs' view controllers, the plus button, controller subclasses).
/// Nothing else is lexed.
public enum SourceSelection {
    /// The first pass over one file: its front-end's screening, and its bytes and facts when it names
    /// the library. A file no front-end reads names and defines nothing.
    public static func firstPass(path: String, bytes: [UInt8],
                                 frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> ScreenedSourceFile {
        guard let frontEnd = SourceProjectReader.frontEnd(for: path, in: frontEnds) else {
            return ScreenedSourceFile(path: path, screening: .nothing, bytes: nil, facts: nil)
        }
        return firstPass(path: path, bytes: bytes, frontEnd: frontEnd)
    }

    /// The first pass over one file `frontEnd` reads.
    static func firstPass(path: String, bytes: [UInt8], frontEnd: any SourceFrontEnd) -> ScreenedSourceFile {
        if let unread = unreadPass(path: path, frontEnd: frontEnd) { return unread }
        let screening = frontEnd.screen(bytes)
        guard screening.mentionsLibrary else {
            return ScreenedSourceFile(path: path, screening: screening, bytes: nil, facts: nil)
        }
        return ScreenedSourceFile(path: path, screening: screening, bytes: bytes, facts: frontEnd.extract(bytes))
    }

    /// The first pass over a file its front-end screens by name alone (`SourceFrontEnd.screening(byName:)`:
    /// an `Info.plist`), without its bytes; nil for a file screened by its bytes, which must be read.
    public static func unreadPass(path: String, frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> ScreenedSourceFile? {
        SourceProjectReader.frontEnd(for: path, in: frontEnds).flatMap { unreadPass(path: path, frontEnd: $0) }
    }

    /// `unreadPass(path:frontEnds:)` for the front-end that reads `path`.
    static func unreadPass(path: String, frontEnd: any SourceFrontEnd) -> ScreenedSourceFile? {
        frontEnd.screening(byName: path).map { screening in
            var file = ScreenedSourceFile(path: path, screening: screening, bytes: nil, facts: nil)
            file.isReadOnDemand = true
            return file
        }
    }

    /// The second pass over one file chosen by `secondPass`: its bytes and facts. Nil when no
    /// front-end reads it.
    public static func extracted(_ file: ScreenedSourceFile, bytes: [UInt8],
                                 frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> ScreenedSourceFile? {
        guard let frontEnd = SourceProjectReader.frontEnd(for: file.path, in: frontEnds) else { return nil }
        var file = file
        let facts = frontEnd.extract(bytes)
        // A file read on demand that says nothing (an `Info.plist` naming no storyboard) is no longer a candidate,
        // nor one of the project's files.
        if facts.saysNothing, frontEnd.screening(byName: file.path) != nil { return saidNothing(file.path) }
        file.bytes = bytes
        file.facts = facts
        return file
    }

    /// A file read on demand that said nothing: screened as defining and naming nothing, not extracted.
    static func saidNothing(_ path: String) -> ScreenedSourceFile {
        ScreenedSourceFile(path: path, screening: .nothing, bytes: nil, facts: nil)
    }

    /// The passes after the first, until one adds no file: each reads the files `secondPass` selects
    /// (with `extract`, which returns them extracted, in the order asked) and the next sees their facts,
    /// so that header -> implementation -> the tabs' classes -> … are all reached (a controller's
    /// `@implementation` found through its header names the classes of its tabs). A file `extract`
    /// could not read is not asked for again.
    public static func laterPasses(_ files: [ScreenedSourceFile?],
                                   extract: ([Int]) -> [ScreenedSourceFile?]) -> [ScreenedSourceFile?] {
        var files = files
        var asked: Set<Int> = []
        var candidates = LinkCandidates(files)
        var facts = files.compactMap { $0?.facts }
        while true {
            let selected = secondPass(files, candidates: candidates, facts: facts).filter { asked.insert($0).inserted }
            guard !selected.isEmpty else { return files }
            // Files read on demand name no class: after a pass that read only those, no other file is linked.
            let readsOnDemandOnly = selected.allSatisfy { files[$0]?.isReadOnDemand == true }
            var read: [Int] = []
            for (index, file) in zip(selected, extract(selected)) {
                guard let file else { continue }
                files[index] = file
                if let added = file.facts { facts.append(added) }
                read.append(index)
            }
            if readsOnDemandOnly { return files }
            candidates.remove(read)
        }
    }

    /// The files (by index) the next pass reads: those not extracted yet that define a class the
    /// extracted ones use. `laterPasses` repeats it until it selects nothing.
    public static func secondPass(_ files: [ScreenedSourceFile?]) -> [Int] {
        secondPass(files, candidates: LinkCandidates(files), facts: files.compactMap { $0?.facts })
    }

    /// `secondPass` from `files`' candidates and the facts of those extracted (in any order).
    static func secondPass(_ files: [ScreenedSourceFile?], candidates: LinkCandidates, facts: [SourceFileFacts]) -> [Int] {
        let used = referencedClassNames(facts)
        let selected = candidates.linked(to: used)
        guard used.contains(tabNamedSubclasses) else { return selected }
        return (selected + headers(besides: selected, in: files)).sorted()
    }

    /// The headers (`X.h` beside `X.m` / `X.mm`) of the Objective-C files `selected` holds for a class whose name
    /// holds `Tab`: the header declares its superclass, which the project follows to `UITabBarController`.
    static func headers(besides selected: [Int], in files: [ScreenedSourceFile?]) -> [Int] {
        var stems: Set<Substring> = []
        for index in selected {
            guard let file = files[index], file.screening.classNames.contains(where: holdsTab) else { continue }
            for suffix in [".m", ".mm"] where file.path.hasSuffix(suffix) { stems.insert(file.path.dropLast(suffix.count)) }
        }
        guard !stems.isEmpty else { return [] }
        let chosen = Set(selected)
        return files.indices.filter { index in
            guard !chosen.contains(index), let file = files[index], !file.isExtracted, file.path.hasSuffix(".h") else { return false }
            return stems.contains(file.path.dropLast(2))
        }.sorted()
    }

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

    /// The classes whose definitions the extracted files depend on: the view controllers of the
    /// tabs, controller classes, registered plus buttons and the library's subclasses they declare.
    public static func referencedClassNames(_ facts: [SourceFileFacts]) -> Set<String> {
        var names: Set<String> = []
        var bases: Set<String> = []
        var withBars: Set<String> = []
        for file in facts {
            withBars.formUnion(file.controllers.compactMap(\.className))
            for declaration in file.classes where declaration.superclass == UIKitControllerFacts.controllerClass {
                bases.insert(declaration.name)
            }
            for controller in file.controllers {
                names.formUnion(controller.viewControllers?.elements.compactMap(\.className) ?? [])
                names.formUnion(controller.uikit?.helperCalls.flatMap { $0.argumentClasses.compactMap { $0 } } ?? [])
                if let name = controller.className { names.insert(name) }
            }
            names.formUnion(file.registrations.map(\.className))
            // The scenes a storyboard reference may give a tab (TB003 reads their classes' code).
            names.formUnion(file.tabBar.storyboard?.scenes.filter(\.tab.item.isKnown).compactMap(\.tab.viewController.className) ?? [])
            names.formUnion(file.tabBar.barInstallations.map(\.barClass))
            // A view rising above a bar is tappable when an `extension UITabBar` / category overrides hit testing:
            // such a file names no tab bar word but the class it extends.
            if !file.tabBar.customBars.isEmpty || !file.tabBar.barOverlays.isEmpty { names.insert(UIKitBarClass.barClass) }
            names.formUnion(file.tabBar.storyboard?.bars.compactMap(\.tabBarClass) ?? [])
            // Which storyboard scenes run depends on the storyboards the app's `Info.plist` names and on those
            // its Xcode projects build.
            if file.tabBar.storyboard?.bars.isEmpty == false {
                names.insert(AppStoryboards.screeningName)
                names.insert(XcodeProjectFiles.screeningName)
            }
            for declaration in file.classes where declaration.isInterface
                && (declaration.superclass?.hasPrefix("CYL") == true || declaration.protocols.contains { $0.hasPrefix("CYL") }
                    || declaration.superclass == UIKitControllerFacts.controllerClass
                    || declaration.superclass == UIKitBarClass.barClass) {
                names.insert(declaration.name)
            }
        }
        if !bases.subtracting(withBars).isEmpty { names.insert(tabNamedSubclasses) }
        // A helper another file defines for the bar's calls is a method of a category or extension of
        // `UITabBarController` (its file may name nothing but `tabBarItem`), or of a class above the bar's.
        if facts.contains(where: { $0.controllers.contains { $0.uikit?.helperCalls.isEmpty == false } }) {
            names.insert(UIKitControllerFacts.controllerClass)
        }
        names.formUnion(appSuperclasses(of: withBars, in: facts))
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
