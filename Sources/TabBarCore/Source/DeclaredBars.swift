import JSONC

/// The bars that files declare rather than code builds (a storyboard's tab bar controller scenes), as linking steps
/// report them (`ProjectLinkingStep.declaredBars`): UIKit bars whose custom bar class the file names, linked to the
/// code of that class and of the scene's controller class.
public struct DeclaredBars: Sendable {
    /// The files holding declared bars, with how coverage names their technology (`storyboard`).
    public var technologies: [Int: String]
    /// The custom bar class each declared bar names (nil when it names none), by the bar's file and range.
    public var barClasses: [ProjectLocation: String?]
    /// Every custom bar class a declared bar of the project names.
    public var barClassNames: Set<String>

    /// None.
    public init(technologies: [Int: String] = [:], barClasses: [ProjectLocation: String?] = [:], barClassNames: Set<String> = []) {
        self.technologies = technologies
        self.barClasses = barClasses
        self.barClassNames = barClassNames
    }

    /// These bars and `other`'s; where both name a bar, these win.
    public func merging(_ other: DeclaredBars) -> DeclaredBars {
        DeclaredBars(technologies: technologies.merging(other.technologies) { first, _ in first },
                     barClasses: barClasses.merging(other.barClasses) { first, _ in first },
                     barClassNames: barClassNames.union(other.barClassNames))
    }

    /// The technology declaring `controller`, nil for a bar code builds (or a CYLTabBarController's).
    func technology(of controller: InFile<SourceController>) -> String? {
        controller.value.separateItems == nil ? technologies[controller.file] : nil
    }
}
