import JSONC
import TabBarCore

/// Storyboards' step in linking a project (`ProjectLinkingStep`): a tab that is a storyboard reference takes the
/// referenced scene's item and class (`SourceProject+StoryboardReferences`), the scenes that never run are left out
/// and those that may never show doubted (`StoryboardLiveness`), every scene is a declared UIKit bar with the custom
/// bar class its `<tabBar customClass>` names, and the project reader reads the classes and files all this needs
/// (the referenced scenes' classes, the custom bar classes, `Info.plist` and the Xcode project files).
public struct StoryboardLinking: ProjectLinkingStep {
    /// How coverage names a storyboard's bar.
    public static let technologyName = "storyboard"

    public init() {}

    public func resolving(_ files: [SourceFile]) -> [SourceFile] {
        SourceProject.resolvingSwiftVersions(files)
    }

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {
        // A Swift plus button's selectors depend on the Swift version its Xcode project builds it with.
        if SourceProject.declaresSwiftPlusButton(facts) { names.insert(XcodeProjectFiles.screeningName) }
        guard let storyboard = facts.tabBar.storyboard else { return }
        // The scenes a storyboard reference may give a tab (TB003 reads their classes' code).
        names.formUnion(storyboard.scenes.filter(\.tab.item.isKnown).compactMap(\.tab.viewController.className))
        names.formUnion(storyboard.bars.compactMap(\.tabBarClass))
        // The storyboard of a navigation controller's referenced root, which may name no tab-bar word.
        for reference in storyboard.references where reference.wrapperItem != nil {
            if let name = reference.storyboardName { names.insert(StoryboardReference.screeningName(name)) }
        }
        // Which storyboard scenes run depends on the storyboards the app's `Info.plist` names and on those
        // its Xcode projects build.
        if !storyboard.bars.isEmpty {
            names.insert(AppStoryboards.screeningName)
            names.insert(XcodeProjectFiles.screeningName)
        }
    }

    public func linkingBars(in files: [SourceFile]) -> [Int: [SourceController]] {
        guard files.contains(where: { $0.facts.tabBar.storyboard?.references.isEmpty == false }) else { return [:] }
        let storyboards = SourceProject.storyboardsByName(files)
        var linked: [Int: [SourceController]] = [:]
        for index in files.indices where files[index].facts.tabBar.storyboard?.references.isEmpty == false {
            linked[index] = SourceProject.linkingReferences(of: index, in: files, storyboards: storyboards)
        }
        return linked
    }

    public func weighing(_ controllers: [InFile<SourceController>], in files: [SourceFile])
        -> (controllers: [InFile<SourceController>], leftOut: [Int: [ByteRange]]) {
        SourceProject.weighingStoryboardScenes(controllers, files: files)
    }

    public func declaredBars(in files: [SourceFile]) -> DeclaredBars {
        var declared = DeclaredBars()
        for (index, file) in files.enumerated() {
            guard let storyboard = file.facts.tabBar.storyboard else { continue }
            declared.technologies[index] = Self.technologyName
            declared.barClassNames.formUnion(storyboard.bars.compactMap(\.tabBarClass))
            // The first scene at a range answers, as a search from the start would.
            for (scene, controller) in file.facts.controllers.enumerated() where storyboard.bars.indices.contains(scene) {
                let place = ProjectLocation(file: index, range: controller.range)
                if declared.barClasses[place] == nil { declared.barClasses[place] = .some(storyboard.bars[scene].tabBarClass) }
            }
        }
        return declared
    }

    public func referencingTabs(ofItemAt offset: Int, in file: Int, of project: SourceProject)
        -> [(controller: InFile<SourceController>, tab: Int, item: ByteRange)] {
        project.storyboardReferencingTabs(ofItemAt: offset, in: file)
    }

    public func itemOrigin(ofTab tab: Int, of controller: InFile<SourceController>, in project: SourceProject) -> ProjectLocation? {
        project.storyboardItemOrigin(ofTab: tab, of: controller)
    }
}
