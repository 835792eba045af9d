import TabBarCore

/// The Swift version of each Swift file, from the Xcode project whose folder holds it (the deepest one): Swift 2
/// gives a method's first parameter no label in its Objective-C selector (`multiplierOfTabBarHeight(tabBarHeight:)`
/// is `multiplierOfTabBarHeight:`), Swift 3 and later do (`multiplierOfTabBarHeightWithTabBarHeight:`), so rules on
/// selectors read a file's version (`SourceFileFacts.languageMajorVersion`). A file no project file covers, or whose
/// project does not say, keeps an unknown version.
extension SourceProject {
    /// The language id whose version an Xcode project file gives.
    static let swiftFenceName = "swift"

    /// `files` with each Swift file's `languageMajorVersion` set from its Xcode project, when that says.
    static func resolvingSwiftVersions(_ files: [SourceFile]) -> [SourceFile] {
        var projects: [(folder: String, version: Int?)] = []
        for file in files {
            guard let project = file.facts.tabBar.xcodeProject else { continue }
            projects.append((XcodeProjectFiles.folder(ofProjectFile: file.path), project.swiftMajorVersion))
        }
        guard projects.contains(where: { $0.version != nil }) else { return files }
        return files.map { file in
            guard file.facts.frontEnd.fenceName == swiftFenceName,
                  let version = swiftVersion(of: file.path, among: projects) else { return file }
            var facts = file.facts
            facts.languageMajorVersion = version
            return SourceFile(path: file.path, bytes: file.bytes, facts: facts)
        }
    }

    /// The version the deepest project folder holding `path` says (nil when it does not say, or when two
    /// projects in that folder disagree).
    static func swiftVersion(of path: String, among projects: [(folder: String, version: Int?)]) -> Int? {
        var best: (depth: Int, version: Int?)?
        for project in projects where project.folder.isEmpty || path.hasPrefix(project.folder + "/") {
            let depth = project.folder.utf8.count
            if let found = best, depth < found.depth { continue }
            if let found = best, depth == found.depth, found.version != project.version {
                best = (depth, nil)
                continue
            }
            best = (depth, project.version)
        }
        return best?.version ?? nil
    }

    /// Whether `facts` (a Swift file's) declare a CYLTabBarController plus button class.
    static func declaresSwiftPlusButton(_ facts: SourceFileFacts) -> Bool {
        guard facts.frontEnd.fenceName == swiftFenceName else { return false }
        return facts.classes.contains { declaration in
            declaration.superclass == "CYLPlusButton" || declaration.protocols.contains("CYLPlusButtonSubclassing")
        }
    }
}
